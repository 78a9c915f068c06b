import Foundation

/// One open document, its type erased, for the runtime's File commands.
@MainActor
protocol AnyWindowDocument: AnyObject {
  var url: URL? { get }
  /// The file name, or "Untitled"; a `•` marks unsaved changes.
  var title: String { get }
  /// Why the file could not be opened; such a document is never saved, so
  /// the file stays as it is.
  var openError: DocumentError? { get }
  /// Whether it changed since it was opened or last saved.
  var hasUnsavedChanges: Bool { get }
  /// Shows `message` in the document's window.
  func warn(_ message: String)
  /// Writes the document to its file (an untitled one to a new file in
  /// `directory`); a failure is shown in the window.
  func save(untitledIn directory: URL)
  /// The window's undo manager: the document's own.
  var undoManager: UndoManager { get }
}

/// The document of one window: stored in a state slot, so that views that
/// read it through `file.$document` update when it changes.
///
/// A new document (untitled, or at a path where no file exists yet; see
/// ``OpenDocumentFile``) has no unsaved changes until it is changed: like
/// a new untitled document, one the person has not touched closes and
/// quits without a warning, and creates no file.
@MainActor
final class WindowDocument<Document: FileDocument>: AnyWindowDocument {
  let file: OpenDocumentFile
  private let slot: StateSlot<Document>
  let undoManager = UndoManager()
  /// Changes made since the document was opened or last saved.
  private var unsavedChanges = 0

  init(url: URL?, newDocument: () -> Document) {
    let (file, document) = OpenDocumentFile.open(
      url: url, writableContentTypes: Document.writableContentTypes,
      readableContentTypes: Document.readableContentTypes,
      read: { url throws(DocumentError) in try DocumentFile.read(Document.self, from: url) },
      newDocument: newDocument)
    self.file = file
    slot = StateSlot(document)
  }

  var url: URL? { file.url }
  var openError: DocumentError? { file.openError }

  /// The binding editors get; it compares equal to itself across updates.
  var binding: Binding<Document> {
    Binding(location: DocumentLocation(session: self))
  }

  var document: Document {
    get { slot.read() }
    set {
      if !ValueComparison.areEqual(slot.value, newValue) { unsavedChanges += 1 }
      slot.write(newValue)
    }
  }

  var stateIdentity: ObjectIdentifier { ObjectIdentifier(slot) }

  var hasUnsavedChanges: Bool { unsavedChanges > 0 }

  func warn(_ message: String) {
    file.warn(message)
  }

  var title: String { file.title(hasUnsavedChanges: hasUnsavedChanges) }

  func save(untitledIn directory: URL) {
    let document = slot.read()
    let saved = file.save(untitledIn: directory) { url, contentType throws(DocumentError) in
      try DocumentFile.write(document, to: url, contentType: contentType)
    }
    if saved { unsavedChanges = 0 }
  }
}

/// Where `file.$document` reads and writes.
final class DocumentLocation<Document: FileDocument>: Location<Document> {
  let session: WindowDocument<Document>
  init(session: WindowDocument<Document>) { self.session = session }
  override func get() -> Document { session.document }
  override func set(_ value: Document) { session.document = value }
  override var identity: LocationIdentity? { LocationIdentity(root: session.stateIdentity, path: []) }
}
