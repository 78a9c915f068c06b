import FocusUITesting
import Testing

/// `labelsHidden()` leaves controls' labels out of the drawing, not out of
/// what assistive technologies read.
@MainActor @Suite struct LabelsHiddenTests {
  struct Row: View {
    @State private var obtained = true
    @State private var servings = 2
    var body: some View {
      VStack(alignment: .leading) {
        Toggle("Obtained", isOn: $obtained)
        Stepper("Servings", value: $servings)
      }
      .labelsHidden()
    }
  }

  @Test func aToggleDrawsItsBoxAloneAndKeepsItsLabelForAssistiveTechnologies() {
    let host = TestHost(Row())
    #expect(host.screen.contains("[x]"))
    #expect(!host.screen.contains("Obtained"))
    #expect(!host.screen.contains("Servings"))
    #expect(host.element("Obtained")?.value == "on")
    #expect(host.element("Servings") != nil)
  }

  @Test func withoutTheModifierTheLabelsShow() {
    let host = TestHost(Toggle("Obtained", isOn: .constant(false)))
    #expect(host.screen.contains("[ ] Obtained"))
  }

  /// A rating picker in a `LabeledContent`, as Apple's Focus Cookbook
  /// hides its "Rating" label.
  @Test func labeledContentShowsItsContentAlone() {
    let hidden = TestHost(LabeledContent("Rating") { Text("🥰") }.labelsHidden(), size: Size(width: 30, height: 3))
    #expect(hidden.screen.contains("🥰"))
    #expect(!hidden.screen.contains("Rating"))
    let shown = TestHost(LabeledContent("Rating") { Text("🥰") }, size: Size(width: 30, height: 3))
    #expect(shown.screen.contains("Rating"))
  }
}
