import Foundation

/// The reference document of one window, and its undo manager: the
/// document is edited in place, and its changes are known from what is
/// registered with the undo manager, as in SwiftUI.
///
/// The edited mark follows ``DocumentChangeCount``: a registered undo marks
/// the document edited, undoing back to the saved state clears the mark.
/// A save takes a snapshot and writes it atomically, as a ``FileDocument``
/// is written.
@MainActor
final class WindowReferenceDocument<Document: ReferenceFileDocument>: AnyWindowDocument {
  let file: OpenDocumentFile
  let document: Document
  let undoManager = UndoManager()
  private let changes: DocumentChangeCount

  init(url: URL?, newDocument: () -> Document) {
    (file, document) = OpenDocumentFile.open(
      url: url, writableContentTypes: Document.writableContentTypes,
      readableContentTypes: Document.readableContentTypes,
      read: { url throws(DocumentError) in try DocumentFile.read(Document.self, from: url) },
      newDocument: newDocument)
    changes = DocumentChangeCount(undoManager: undoManager)
  }

  var url: URL? { file.url }
  var openError: DocumentError? { file.openError }
  var hasUnsavedChanges: Bool { changes.hasUnsavedChanges }
  var title: String { file.title(hasUnsavedChanges: hasUnsavedChanges) }

  func warn(_ message: String) {
    file.warn(message)
  }

  func save(untitledIn directory: URL) {
    let saved = file.save(untitledIn: directory) { url, contentType throws(DocumentError) in
      try DocumentFile.write(document, to: url, contentType: contentType)
    }
    if saved { changes.markSaved() }
  }
}
