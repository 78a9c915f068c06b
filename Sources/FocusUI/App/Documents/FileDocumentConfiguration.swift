import Foundation

/// An open document as a `DocumentGroup`'s content sees it: a binding to the
/// document, where it lives, and whether it may be edited.
///
/// ```swift
/// @main
/// struct TextEditorApp: App {
///   var body: some Scene {
///     DocumentGroup(newDocument: TextDocument()) { file in
///       ContentView(document: file.$document)
///     }
///   }
/// }
///
/// struct ContentView: View {
///   @Binding var document: TextDocument
///   var body: some View { TextField("Text", text: $document.text) }
/// }
/// ```
@MainActor @preconcurrency
public struct FileDocumentConfiguration<Document: FileDocument> {
  /// The document; writing through `$document` marks it edited.
  @Binding public var document: Document

  /// Where the document is saved; `nil` until a new document is first saved.
  public var fileURL: URL?

  /// Whether the document may be changed (false for a read-only file).
  public var isEditable: Bool

  /// Made by the scene runtime for each open document.
  package init(document: Binding<Document>, fileURL: URL?, isEditable: Bool) {
    _document = document
    self.fileURL = fileURL
    self.isEditable = isEditable
  }
}
