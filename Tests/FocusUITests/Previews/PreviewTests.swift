import FocusDemoExamples
import FocusUITesting
import Testing

struct Badge: View {
  var text = "New"
  var body: some View { Text("[\(text)]") }
}

#Preview("Badge") {
  Badge()
}

#Preview("Fixed badge", traits: .fixedLayout(width: 160, height: 64), .landscapeLeft) {
  Badge(text: "Fixed")
}

struct Badge_Previews: PreviewProvider {
  static var previews: some View {
    Badge(text: "Provided")
      .previewDisplayName("Provided badge")
      .previewLayout(.sizeThatFits)
      .previewDevice("iPhone 15")
      .previewInterfaceOrientation(.portrait)
  }
}

/// `#Preview` and `PreviewProvider`: registered without a list, found in
/// the executable, and shown as the terminal can.
@MainActor @Suite struct PreviewTests {
  @Test func previewsDeclaredWithTheMacroAreFoundInTheExecutable() throws {
    let names = PreviewRegistry.previews.map(\.displayName)
    #expect(names.contains("Badge"))
    #expect(names.contains("Fixed badge"))
    // The gallery's previews, compiled into this test bundle too.
    #expect(names.contains("Rating"))
    #expect(names.contains("Storage"))
    let badge = try #require(PreviewRegistry.preview(named: "badge"))
    #expect(badge.fileID.hasSuffix("PreviewTests.swift"))
    #expect(badge.line == 10)
  }

  @Test func aPreviewRunsInTestHost() throws {
    let preview = try #require(PreviewRegistry.preview(named: "Badge"))
    let host = TestHost(preview.makeView(), size: Size(width: 20, height: 3))
    #expect(host.screen.contains("[New]"))
  }

  @Test func aFixedLayoutFramesTheViewAtThatSizeInPoints() throws {
    let preview = try #require(PreviewRegistry.preview(named: "Fixed badge"))
    #expect(preview.traits.count == 2)
    let host = TestHost(preview.makeView(), size: Size(width: 40, height: 6))
    // 160 × 64 points are 20 columns by 4 rows: the text is centred there.
    #expect(host.element("[Fixed]")?.frame == Rect(x: 6, y: 1, width: 7, height: 1))
  }

  @Test func providersWhoseNameEndsInPreviewsAreListedUnderTheirTypesName() throws {
    let provided = try #require(PreviewRegistry.preview(named: "Badge_Previews"))
    #expect(provided.fileID == "FocusUITests/Badge_Previews")
    let host = TestHost(provided.makeView(), size: Size(width: 20, height: 3))
    #expect(host.screen.contains("[Provided]"))
  }

  @Test func previewableStateIsKeptByTheRuntime() throws {
    let preview = try #require(PreviewRegistry.preview(named: "Rating picker"))
    let host = TestHost(preview.makeView(), size: Size(width: 20, height: 3))
    #expect(host.screen.contains("★★★☆☆"))
    host.press(.tab)
    host.press(.rightArrow)
    #expect(host.screen.contains("★★★★☆"))
    #expect(host.runtimeWarnings.isEmpty)
  }

  @Test func anUnnamedPreviewIsNamedByItsFileAndLine() {
    let preview = Preview(fileID: "Kitchen/GroceryList.swift", line: 42) { Text("x") }
    #expect(preview.displayName == "GroceryList.swift:42")
  }
}
