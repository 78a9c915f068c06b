import Foundation

/// A group of document windows: each window edits one file of the
/// group's document type, a ``FileDocument`` value or a
/// ``ReferenceFileDocument`` object.
///
/// ```swift
/// @main
/// struct Notes: App {
///   var body: some Scene {
///     DocumentGroup(newDocument: TextDocument()) { file in
///       TextEditorView(text: file.$document.text)
///     }
///   }
/// }
/// ```
/// In the terminal, the files named on the command line open as tabs
/// (a path that can't be read shows its error in its tab); with none, the
/// app starts with a new document. A file that does not exist yet, in a
/// folder that does, opens as a new document named after it, which the
/// first Save creates, as in any editor. File ▸ New (Ctrl-N) adds an untitled
/// document, File ▸ Save (Ctrl-S) writes the selected one. Saving writes a
/// temporary file beside the old one and renames it over, so a failed save
/// leaves the old file as it was. An untitled document is saved as
/// `Untitled.<extension>` (then `Untitled 2.<extension>`, …) in the working
/// directory, where a desktop app would ask for a name.
///
/// Each document window has its own undo manager
/// (`@Environment(\.undoManager)`), which Edit ▸ Undo and Redo act on. A
/// reference document's changes are known through it: registering an undo
/// marks the document edited, and undoing back to the saved state clears
/// the mark (see ``ReferenceFileDocument``).
public struct DocumentGroup<Document, Content: View>: Scene {
  let scene: any DocumentScene

  public var body: Never { preconditionFailure("DocumentGroup is a primitive scene") }
}

extension DocumentGroup where Document: FileDocument {
  /// A group of documents of type `Document`, new ones made with
  /// `newDocument`, each edited by the view `editor` returns.
  ///
  /// ```swift
  /// DocumentGroup(newDocument: TextDocument()) { file in
  ///   TextField("Text", text: file.$document.text)
  /// }
  /// ```
  public init(
    newDocument: @autoclosure @escaping () -> Document,
    @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    scene = FileDocumentScene(newDocument: newDocument, editor: editor)
  }
}

extension DocumentGroup where Document: ReferenceFileDocument {
  /// A group of reference documents of type `Document`, new ones made by
  /// `newDocument`, each edited by the view `editor` returns.
  ///
  /// ```swift
  /// DocumentGroup(newDocument: { NotesDocument() }) { file in
  ///   NotesEditor(document: file.document)
  /// }
  /// ```
  public init(
    newDocument: @escaping () -> Document,
    @ViewBuilder editor: @escaping (ReferenceFileDocumentConfiguration<Document>) -> Content
  ) {
    scene = ReferenceFileDocumentScene(newDocument: newDocument, editor: editor)
  }
}

extension DocumentGroup: PrimitiveScene {
  func collect(into scenes: inout SceneCollection) {
    scenes.definitions.append(SceneDefinition(kind: .documents, id: nil, title: nil, content: .documents(scene)))
  }
}
