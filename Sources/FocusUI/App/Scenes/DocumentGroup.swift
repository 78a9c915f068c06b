import Foundation

/// A group of document windows: each window edits one file of a
/// ``FileDocument`` type.
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
public struct DocumentGroup<Document: FileDocument, Content: View>: Scene {
  let newDocument: () -> Document
  let editor: (FileDocumentConfiguration<Document>) -> Content

  /// A group of documents of type `Document`, new ones made with
  /// `newDocument`, each edited by the view `editor` returns.
  public init(
    newDocument: @autoclosure @escaping () -> Document,
    @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
  ) {
    self.newDocument = newDocument
    self.editor = editor
  }

  public var body: Never { preconditionFailure("DocumentGroup is a primitive scene") }
}

extension DocumentGroup: PrimitiveScene {
  func collect(into scenes: inout SceneCollection) {
    scenes.definitions.append(SceneDefinition(kind: .documents, id: nil, title: nil, content: .documents(self)))
  }
}

/// A document scene, with its document type erased.
@MainActor
protocol DocumentScene {
  /// Whether files with `url`'s extension are documents of this scene.
  func canOpen(_ url: URL) -> Bool
  /// A session for the file at `url`, or for a new document.
  func makeSession(url: URL?) -> DocumentSessionProtocol
  /// The window content for `session`, one this scene made.
  func content(for session: DocumentSessionProtocol) -> AnyView
}

extension DocumentGroup: DocumentScene {
  func canOpen(_ url: URL) -> Bool {
    guard let type = UTType(filenameExtension: url.pathExtension) else { return false }
    return Document.readableContentTypes.contains { type.conforms(to: $0) }
  }

  func makeSession(url: URL?) -> DocumentSessionProtocol {
    DocumentSession<Document>(url: url, newDocument: newDocument)
  }

  func content(for session: DocumentSessionProtocol) -> AnyView {
    AnyView(DocumentWindow(session: session as! DocumentSession<Document>, editor: editor))
  }
}

/// The root of a document window: the editor, or the reason the file
/// could not be opened, and the last save problem.
///
/// It compares by its document alone: the app's body runs again whenever
/// a focused value it reads changes, and re-running every editor then would
/// republish values that never compare equal (closures) and run the body
/// again, without end. So an editor closure capturing app state sees that
/// state as it was when its window opened.
struct DocumentWindow<Document: FileDocument, Content: View>: View, Equatable {
  let session: DocumentSession<Document>
  let editor: (FileDocumentConfiguration<Document>) -> Content

  nonisolated static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.session === rhs.session
  }

  var body: some View {
    if let error = session.openError {
      Text(error.description).foregroundStyle(.red)
    } else {
      editor(FileDocumentConfiguration(document: session.binding, fileURL: session.fileURL, isEditable: true))
    }
    if let note = session.newFileNote {
      Text(note).foregroundStyle(.gray)
    }
    if let problem = session.saveProblem {
      Text(problem).foregroundStyle(.red)
    }
  }
}
