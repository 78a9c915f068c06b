import FocusUITesting
import Testing

/// The README's login form, as a user runs it.
@MainActor @Suite struct ReadmeTests {
  struct LoginForm: View {
    enum Field: Hashable {
      case username
      case password
    }

    @State private var username = ""
    @State private var password = ""
    @State private var status = "Tab moves between fields; Sign In checks them."
    @FocusState private var focusedField: Field?

    var body: some View {
      Form {
        TextField("Username", text: $username)
          .focused($focusedField, equals: .username)
        SecureField("Password", text: $password)
          .focused($focusedField, equals: .password)
        Button("Sign In") {
          if username.isEmpty {
            focusedField = .username
          } else if password.isEmpty {
            focusedField = .password
          } else {
            status = "Signed in as \(username)."
          }
        }
        Text(status)
        Text("focusedField = \(focusedField.map { ".\($0)" } ?? "nil")")
      }
    }
  }

  @Test func signInFocusesTheEmptyPasswordField() {
    let host = TestHost(LoginForm(), size: Size(width: 50, height: 7))
    host.press(.tab)
    host.type("bob")
    host.press(.tab)
    host.press(.tab)
    host.press(.return)
    #expect(host.focusedElement?.label == "Password")
    #expect(host.element("focusedField = .password") != nil)
    #expect(
      host.screen == """
        bob_______________________________________________
        Password__________________________________________
        [ Sign In ]
        Tab moves between fields; Sign In checks them.
        focusedField = .password


        """)
  }

  @Test func signInWithBothFieldsSignsIn() {
    let host = TestHost(LoginForm())
    host.click("Username")
    host.type("bob")
    host.click("Password")
    host.type("pw")
    host.click("Sign In")
    #expect(host.element("Signed in as bob.") != nil)
    #expect(host.runtimeWarnings.isEmpty)
  }
}
