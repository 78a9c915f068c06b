import FocusUI

/// The login form from FocusState's documentation, as `focus-demo login`
/// shows it. The terminal-frame and accessibility bus benchmarks measure
/// it and `focus-profile bus-paired 0` loops over it.
///
/// ```swift
/// let host = TestHost(BenchmarkLoginForm())
/// host.press(.tab)
/// ```
public struct BenchmarkLoginForm: View {
  enum Field: Hashable {
    case username
    case password
  }

  @State private var username = ""
  @State private var password = ""
  @State private var status = "Tab moves between fields; Sign In checks them."
  @FocusState private var focusedField: Field?

  public init() {}

  public var body: some View {
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
      Text("focusedField: \(focusedField.map { "\($0)" } ?? "nil")")
    }
  }
}
