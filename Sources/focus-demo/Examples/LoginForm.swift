import FocusUI

/// The login form from FocusState's documentation: Sign In checks the
/// fields. (Moving focus to the first empty field arrives with FocusState.)
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
      Text("Ctrl-Q quits.").foregroundStyle(.gray)
    }
  }
}
