import Foundation

/// One open document, its type erased, for the runtime's File commands.
@MainActor
protocol DocumentSessionProtocol: AnyObject {
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
}

/// The document of one window: stored in a state slot, so that views that
/// read it through `file.$document` update when it changes.
@MainActor
final class DocumentSession<Document: FileDocument>: DocumentSessionProtocol {
  private(set) var url: URL?
  let openError: DocumentError?
  private var contentType: UTType
  private let slot: StateSlot<Document>
  private let problemSlot = StateSlot<String?>(nil)
  /// Changes made since the document was opened or last saved.
  private var unsavedChanges = 0

  init(url: URL?, newDocument: () -> Document) {
    self.url = url
    contentType = Document.writableContentTypes.first ?? Document.readableContentTypes.first ?? .data
    guard let url else {
      openError = nil
      slot = StateSlot(newDocument())
      return
    }
    do {
      let (document, type) = try DocumentFile.read(Document.self, from: url)
      slot = StateSlot(document)
      contentType = type
      openError = nil
    } catch {
      slot = StateSlot(newDocument())
      openError = error
    }
  }

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

  var saveProblem: String? { problemSlot.read() }

  var hasUnsavedChanges: Bool { unsavedChanges > 0 }

  func warn(_ message: String) {
    problemSlot.write(message)
  }

  var title: String {
    let name = url?.lastPathComponent ?? "Untitled"
    return unsavedChanges > 0 ? name + " •" : name
  }

  func save(untitledIn directory: URL) {
    guard openError == nil else {
      problemSlot.write("Not saved: this window shows no document, so the file is left as it is.")
      return
    }
    let target = url ?? DocumentFile.untitledURL(in: directory, contentType: contentType)
    do {
      try DocumentFile.write(slot.read(), to: target, contentType: contentType)
      url = target
      unsavedChanges = 0
      problemSlot.write(nil)
    } catch {
      problemSlot.write("Not saved: \(error.description) The file on disk is unchanged.")
    }
  }
}

/// Where `file.$document` reads and writes.
final class DocumentLocation<Document: FileDocument>: Location<Document> {
  let session: DocumentSession<Document>
  init(session: DocumentSession<Document>) { self.session = session }
  override func get() -> Document { session.document }
  override func set(_ value: Document) { session.document = value }
  override var identity: LocationIdentity? { LocationIdentity(root: session.stateIdentity, path: []) }
}
