/// The root of a ``ReferenceFileDocument``'s window: the editor, or the
/// reason the file could not be opened, and the last save problem.
///
/// It observes the document, so an editor closure reading the document's
/// properties runs again when they change; like ``DocumentWindow`` it
/// otherwise compares by its document alone.
struct ReferenceDocumentWindow<Document: ReferenceFileDocument, Content: View>: View, Equatable {
  let session: WindowReferenceDocument<Document>
  @ObservedObject var document: Document
  let editor: (ReferenceFileDocumentConfiguration<Document>) -> Content

  nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.session === rhs.session
  }

  var body: some View {
    if let error = session.openError {
      Text(error.description).foregroundStyle(.red)
    } else {
      editor(ReferenceFileDocumentConfiguration(document: document, fileURL: session.file.fileURL, isEditable: true))
    }
    if let note = session.file.newFileNote {
      Text(note).foregroundStyle(.gray)
    }
    if let problem = session.file.saveProblem {
      Text(problem).foregroundStyle(.red)
    }
  }
}
