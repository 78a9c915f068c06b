import FocusUI

// Snippets in this target are written as SwiftUI apps write them, with
// `import FocusUI` in place of `import SwiftUI` and nothing else imported.
// Each file names the area of the SwiftUI surface it covers.

struct SignInSnippet: View {
  enum Field: Hashable {
    case email, password
  }

  @State private var email = ""
  @State private var password = ""
  @State private var lastAttempt = Date.distantPast
  @FocusState private var focusedField: Field?

  var body: some View {
    Form {
      TextField("Email", text: $email)
        .focused($focusedField, equals: .email)
        .onSubmit { focusedField = .password }
      SecureField("Password", text: $password)
        .focused($focusedField, equals: .password)
        .onSubmit(signIn)
      Button("Sign In", action: signIn)
    }
    .onAppear { focusedField = .email }
  }

  private func signIn() {
    lastAttempt = Date()
    if email.isEmpty {
      focusedField = .email
    } else if password.isEmpty {
      focusedField = .password
    } else {
      focusedField = nil
    }
  }
}

struct ObservableNoteSnippet: View {
  @Observable final class Note: Identifiable {
    let id = UUID()
    var title: String
    init(title: String) { self.title = title }
  }

  @State private var notes = [Note(title: "First")]
  @FocusState private var focusedNote: UUID?

  var body: some View {
    VStack {
      ForEach(notes) { note in
        @Bindable var note = note
        TextField("Title", text: $note.title)
          .focused($focusedNote, equals: note.id)
      }
      Button("New Note") {
        let note = Note(title: "")
        notes.append(note)
        focusedNote = note.id
      }
    }
  }
}
