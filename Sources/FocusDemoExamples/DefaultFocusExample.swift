import FocusUI

/// Default focus and a focus scope: the window opens with the cursor in
/// Name (`defaultFocus`); Reset focus returns it to Email, the profile
/// scope's preferred view (`prefersDefaultFocus` and `resetFocus(in:)`).
struct DefaultFocusExample: View {
  enum Field: Hashable {
    case search, name, email, notes
  }

  @State private var search = ""
  @State private var name = ""
  @State private var email = ""
  @State private var notes = ""
  @FocusState private var focusedField: Field?
  @Namespace private var profile
  @Environment(\.resetFocus) private var resetFocus

  var body: some View {
    VStack {
      TextField("Search", text: $search)
        .focused($focusedField, equals: .search)
      Text("Profile")
      VStack {
        TextField("Name", text: $name)
          .focused($focusedField, equals: .name)
        TextField("Email", text: $email)
          .focused($focusedField, equals: .email)
          .prefersDefaultFocus(in: profile)
        TextField("Notes", text: $notes)
          .focused($focusedField, equals: .notes)
        // Inside the scope: reset applies where focus is, and a button
        // pressed from the keyboard has focus.
        Button("Reset focus") { resetFocus(in: profile) }
      }
      .focusScope(profile)
      StatusLine("focusedField", focusedField)
    }
    .defaultFocus($focusedField, .name)
  }
}
