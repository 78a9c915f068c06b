import FocusUITesting
import Testing

/// Writing a focus state while a body runs is a programmer error: the
/// write is applied, and a runtime warning says where it happened.
@MainActor @Suite struct FocusStateInBodyTests {
  struct WritesInBody: View {
    @FocusState private var isFocused: Bool
    @AccessibilityFocusState private var isRead: Bool

    var body: some View {
      let _ = isFocused = true
      let _ = isRead = true
      TextField("Name", text: .constant("")).focused($isFocused)
    }
  }

  @Test func writingAFocusStateInABodyIsAWarningAndStillApplies() {
    let host = TestHost(WritesInBody())
    #expect(host.focusedElement?.label == "Name")
    let warnings = host.runtimeWarnings
    #expect(warnings.contains { $0.contains("Modifying FocusState<Bool> during view update") })
    #expect(warnings.contains { $0.contains("Modifying AccessibilityFocusState<Bool> during view update") })
    #expect(warnings.allSatisfy { $0.contains("WritesInBody") })
  }
}
