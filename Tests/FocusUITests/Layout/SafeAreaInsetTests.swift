import FocusUITesting
import Testing

@testable import FocusUI

/// `safeAreaInset(edge:alignment:spacing:content:)`.
@MainActor @Suite struct SafeAreaInsetTests {
  @Test func aBottomInsetSitsAtTheBottomAndTheContentTakesTheRest() {
    let host = TestHost(
      ScrollView {
        VStack(alignment: .leading, spacing: 0) {
          ForEach(0..<10, id: \.self) { Text("row \($0)") }
        }
      }
      .safeAreaInset(edge: .bottom) { Text("Add") },
      size: Size(width: 10, height: 4))
    #expect(host.element("Add")?.frame == Rect(x: 3, y: 3, width: 3, height: 1))
    #expect(host.screen.contains("row 2"))
    #expect(!host.screen.contains("row 3"))
  }

  @Test func aTopInsetWithSpacingPushesTheContentDown() {
    let host = TestHost(
      Text("content").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .safeAreaInset(edge: .top, alignment: .leading, spacing: 16) { Text("Header") },
      size: Size(width: 10, height: 4))
    #expect(host.element("Header")?.frame == Rect(x: 0, y: 0, width: 6, height: 1))
    #expect(host.element("content")?.frame.minY == 2)
  }

  @Test func aLeadingInsetTakesColumnsOnTheLeft() {
    let host = TestHost(
      Text("main").frame(maxWidth: .infinity, alignment: .leading)
        .safeAreaInset(edge: .leading, spacing: 8) { Text("|") },
      size: Size(width: 10, height: 1))
    #expect(host.screen == "| main")
  }

  @Test func theInsetsViewsComeAfterTheContentInTabOrder() {
    let host = TestHost(
      Button("Content") {}
        .safeAreaInset(edge: .top) { Button("Bar") {} },
      size: Size(width: 20, height: 3))
    host.press(.tab)
    #expect(host.focusedElement?.label == "Content")
    host.press(.tab)
    #expect(host.focusedElement?.label == "Bar")
  }
}
