import FocusUITesting
import Testing

/// A field titled by a label view is named by that view's text, through
/// the modifiers that style it.
@MainActor @Suite struct FieldLabelViewTests {
  struct Login: View {
    @State private var name = ""
    @State private var password = ""
    var body: some View {
      VStack {
        TextField(text: $name) {
          Text("Enter User Name").padding().foregroundColor(.white).italic()
        }
        SecureField(text: $password) {
          Text("Enter Password").padding()
        }
      }
    }
  }

  @Test func aLabelViewWithModifiersNamesItsField() {
    let host = TestHost(Login(), size: Size(width: 40, height: 8))
    host.press(.tab)
    #expect(host.focusedElement?.label == "Enter User Name")
    host.type("ada")
    host.press(.tab)
    #expect(host.focusedElement?.label == "Enter Password")
  }
}
