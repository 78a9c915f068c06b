import FocusUITesting
import Testing

@MainActor @Suite struct FocusBindingWrapperTests {
  struct NameField: View {
    @FocusState.Binding var isFocused: Bool
    var body: some View {
      VStack {
        TextField("Name", text: .constant(""))
          .focused($isFocused)
        Button("Leave") { isFocused = false }
      }
    }
  }

  struct Parent: View {
    @FocusState private var nameIsFocused: Bool
    var body: some View {
      VStack {
        NameField(isFocused: $nameIsFocused)
        Button("Edit name") { nameIsFocused = true }
        Text("name focused \(nameIsFocused)")
      }
    }
  }

  @Test func aChildReadsAndWritesTheParentsStateThroughFocusStateBinding() {
    let host = TestHost(Parent())
    host.click("Edit name")
    #expect(host.focusedElement?.label == "Name")
    #expect(host.element("name focused true") != nil)
    host.click("Leave")
    #expect(host.focusedElement == nil)
    #expect(host.element("name focused false") != nil)
  }

  struct Tiles: View {
    var body: some View {
      VStack {
        Text("Activate only").focusable(interactions: .activate)
        Text("Editable").focusable(interactions: .edit)
      }
    }
  }

  @Test func aClickFocusesEditableViewsButNotActivateOnlyOnes() {
    let host = TestHost(Tiles())
    host.click("Activate only")
    #expect(host.focusedElement == nil)
    host.click("Editable")
    #expect(host.focusedElement?.label == "Editable")
    host.press(.tab)
    #expect(host.focusedElement?.label == "Activate only")
  }
}
