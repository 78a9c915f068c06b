import FocusUI

/// The login form from FocusState's documentation: Sign In moves focus to
/// the first empty field, otherwise signs in.
struct LoginForm: View {
  init() {}

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
      StatusLine("focusedField", focusedField)
    }
  }
}
