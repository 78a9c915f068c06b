import Foundation

/// An open reference document as a `DocumentGroup`'s content sees it: the
/// document as an observed object, where it lives, and whether it may be
/// edited.
///
/// ```swift
/// @main
/// struct NotesApp: App {
///   var body: some Scene {
///     DocumentGroup(newDocument: { NotesDocument() }) { file in
///       NotesEditor(document: file.document)
///     }
///   }
/// }
///
/// struct NotesEditor: View {
///   @ObservedObject var document: NotesDocument
///   @Environment(\.undoManager) private var undoManager
///
///   var body: some View {
///     TextField("Text", text: Binding(
///       get: { document.text },
///       set: { document.setText($0, undoManager: undoManager) }))
///   }
/// }
/// ```
/// `file.$document.text` is a binding to a `@Published` property; a
/// change through it is not registered for undo, so it does not mark the
/// document edited (see ``ReferenceFileDocument``).
@MainActor @preconcurrency
public struct ReferenceFileDocumentConfiguration<Document: ReferenceFileDocument> {
  /// The document; `$document.property` makes bindings to its properties.
  @ObservedObject public var document: Document

  /// Where the document is saved; `nil` until a new document is first saved.
  public var fileURL: URL?

  /// Whether the document may be changed (false for a read-only file).
  public var isEditable: Bool

  /// Made by the scene runtime for each open document.
  package init(document: Document, fileURL: URL?, isEditable: Bool) {
    _document = ObservedObject(wrappedValue: document)
    self.fileURL = fileURL
    self.isEditable = isEditable
  }
}
