import SwiftUI

/// The notes: a field to add one (Return adds it and keeps focus there for
/// the next), a row per note, and a status line fed by the store.
public struct NotesView: View {
  enum Field: Hashable {
    case draft
    case note(NoteStore.Note.ID)
  }

  @ObservedObject var store: NoteStore
  @FocusState private var focus: Field?
  @State private var status = "No note added yet."

  public init(store: NoteStore) {
    self.store = store
  }

  public var body: some View {
    VStack(alignment: .leading) {
      Text("Notes").font(.headline)
      TextField("New note", text: $store.draft)
        .focused($focus, equals: .draft)
        .onSubmit {
          store.addDraft()
          focus = .draft
        }
      ForEach($store.notes) { $note in
        HStack {
          TextField("Title", text: $note.title)
            .focused($focus, equals: .note(note.id))
          Toggle("Pinned", isOn: $note.isPinned)
        }
      }
      Button("Edit first note") {
        if let first = store.notes.first { focus = .note(first.id) }
      }
      .disabled(store.notes.isEmpty)
      Text(status)
    }
    .onReceive(store.added) { status = "Added “\($0)”." }
    .onAppear { focus = .draft }
  }
}
