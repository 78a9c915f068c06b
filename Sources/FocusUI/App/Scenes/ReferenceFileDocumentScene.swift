import Foundation

/// The scene of a ``DocumentGroup`` of ``ReferenceFileDocument`` objects.
struct ReferenceFileDocumentScene<Document: ReferenceFileDocument, Content: View>: DocumentScene {
  let newDocument: () -> Document
  let editor: (ReferenceFileDocumentConfiguration<Document>) -> Content

  func canOpen(_ url: URL) -> Bool {
    Self.canOpen(url, readableContentTypes: Document.readableContentTypes)
  }

  func makeSession(url: URL?) -> AnyWindowDocument {
    WindowReferenceDocument<Document>(url: url, newDocument: newDocument)
  }

  func content(for session: AnyWindowDocument) -> AnyView {
    let session = session as! WindowReferenceDocument<Document>
    return AnyView(ReferenceDocumentWindow(session: session, document: session.document, editor: editor))
  }
}
