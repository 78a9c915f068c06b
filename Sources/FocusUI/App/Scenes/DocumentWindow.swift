/// The root of a ``FileDocument``'s window: the editor, or the reason the
/// file could not be opened, and the last save problem.
///
/// It compares by its document alone: the app's body runs again whenever
/// a focused value it reads changes, and re-running every editor then would
/// republish values that never compare equal (closures) and run the body
/// again, without end. So an editor closure capturing app state sees that
/// state as it was when its window opened.
struct DocumentWindow<Document: FileDocument, Content: View>: View, Equatable {
  let session: WindowDocument<Document>
  let editor: (FileDocumentConfiguration<Document>) -> Content

  nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.session === rhs.session
  }

  var body: some View {
    if let error = session.openError {
      Text(error.description).foregroundStyle(.red)
    } else {
      editor(FileDocumentConfiguration(document: session.binding, fileURL: session.file.fileURL, isEditable: true))
    }
    if let note = session.file.newFileNote {
      Text(note).foregroundStyle(.gray)
    }
    if let problem = session.file.saveProblem {
      Text(problem).foregroundStyle(.red)
    }
  }
}
