import Foundation

/// The scene of a ``DocumentGroup`` of ``FileDocument`` values.
struct FileDocumentScene<Document: FileDocument, Content: View>: DocumentScene {
  let newDocument: () -> Document
  let editor: (FileDocumentConfiguration<Document>) -> Content

  func canOpen(_ url: URL) -> Bool {
    Self.canOpen(url, readableContentTypes: Document.readableContentTypes)
  }

  func makeSession(url: URL?) -> AnyWindowDocument {
    WindowDocument<Document>(url: url, newDocument: newDocument)
  }

  func content(for session: AnyWindowDocument) -> AnyView {
    AnyView(DocumentWindow(session: session as! WindowDocument<Document>, editor: editor))
  }
}
