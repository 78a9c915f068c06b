import FocusUITesting
import Testing

/// The README's login form, as a user runs it.
@MainActor @Suite struct ReadmeTests {
  struct LoginForm: View {
    @State private var username = ""
    @State private var password = ""
    @State private var status = "Click a field, type, then click Sign In."

    var body: some View {
      Form {
        Section("Sign in") {
          TextField("Username", text: $username)
          SecureField("Password", text: $password)
        }
        Button("Sign In") {
          if username.isEmpty {
            status = "Enter a username."
          } else if password.isEmpty {
            status = "Enter a password."
          } else {
            status = "Signed in as \(username)."
          }
        }
        Text(status)
      }
    }
  }

  @Test func signInAsksForTheMissingPassword() {
    let host = TestHost(LoginForm(), size: Size(width: 50, height: 9))
    host.click("Username")
    host.type("bob")
    host.click("Sign In")
    #expect(host.element("Enter a password.") != nil)
    #expect(host.element("Username")?.value == "bob")
    #expect(
      host.screen == """
        Sign in
        bob_______________________________________________
        Password__________________________________________

        [ Sign In ]
        Enter a password.



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
