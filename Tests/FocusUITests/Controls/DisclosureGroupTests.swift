import FocusUITesting
import Testing

/// `DisclosureGroup`: a focusable label that shows or hides its content.
@MainActor @Suite struct DisclosureGroupTests {
  struct Settings: View {
    @State var isExpanded = false
    @State var verbose = false

    var body: some View {
      VStack(alignment: .leading) {
        DisclosureGroup("Advanced", isExpanded: $isExpanded) {
          Toggle("Verbose", isOn: $verbose)
          Text("More text")
        }
        Button("After") {}
        Text(isExpanded ? "expanded" : "collapsed")
      }
    }
  }

  @Test func aCollapsedGroupShowsItsLabelAndItsContentIsNotInTheFocusOrder() {
    let host = TestHost(Settings(), size: Size(width: 30, height: 8))
    #expect(host.screen.hasPrefix("▸ Advanced\n[ After ]"))
    host.press(.tab)
    #expect(host.focusedElement?.role == .disclosure)
    #expect(host.focusedElement?.value == "collapsed")
    host.press(.tab)
    #expect(host.focusedElement?.label == "After")
  }

  @Test func rightExpandsAndTheContentJoinsTheFocusOrderIndented() {
    let host = TestHost(Settings(), size: Size(width: 30, height: 8))
    host.press(.tab)
    host.press(.rightArrow)
    #expect(host.element("expanded") != nil)
    #expect(host.screen.hasPrefix("▾ Advanced\n  [ ] Verbose\n  More text\n[ After ]"))
    host.press(.tab)
    #expect(host.focusedElement?.label == "Verbose")
  }

  @Test func leftCollapsesAndOtherwiseTheArrowsMoveFocus() {
    let host = TestHost(Settings(), size: Size(width: 30, height: 8))
    host.press(.tab)
    host.press(.leftArrow)  // collapsed already: nothing to do here
    #expect(host.element("collapsed") != nil)
    host.press(.rightArrow)
    host.press(.rightArrow)  // expanded already: left to directional focus
    host.press(.leftArrow)
    #expect(host.element("collapsed") != nil)
    #expect(host.focusedElement?.role == .disclosure)
  }

  @Test func spaceReturnAndAClickToggle() {
    let host = TestHost(Settings(), size: Size(width: 30, height: 8))
    host.press(.tab)
    host.press(.space)
    #expect(host.element("expanded") != nil)
    host.press(.return)
    #expect(host.element("collapsed") != nil)
    host.click("Advanced")
    #expect(host.element("expanded") != nil)
  }

  @Test func withoutABindingTheGroupKeepsItsOwnStateStartingCollapsed() {
    struct Own: View {
      var body: some View {
        DisclosureGroup("Details") {
          Text("Created yesterday")
        }
      }
    }
    let host = TestHost(Own(), size: Size(width: 30, height: 4))
    #expect(!host.screen.contains("Created"))
    host.press(.tab)
    host.press(.space)
    #expect(host.screen.contains("  Created yesterday"))
  }

  @Test func aDisclosureGroupReadsAsADisclosureTriangleWithItsState() {
    let host = TestHost(Settings(), size: Size(width: 30, height: 8))
    let label = host.accessibilityElements.first { $0.label == "Advanced" }
    #expect(label?.announcement == "Advanced, disclosure triangle, collapsed")
  }
}
