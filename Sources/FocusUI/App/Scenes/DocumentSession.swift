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
///
/// A path where no file exists yet, in a folder that exists, opens as a new
/// document, as `vim new.txt` or `code new.txt` do: it starts as the
/// scene's `newDocument` value, its tab is named after the file, and the
/// first Save creates the file there with the same atomic write as any
/// save; after that it is like any opened document. Until then it is not on
/// disk (`isOnDisk`, and `fileURL` is `nil`, as for any document not yet
/// saved) but has no unsaved changes: like a new untitled document, one the
/// person has not touched closes and quits without a warning, and creates
/// no file. A missing folder, a folder that can't be read, a path that is a
/// folder, or a name that is not valid UTF-8 stays an error in the tab.
@MainActor
final class DocumentSession<Document: FileDocument>: DocumentSessionProtocol {
  private(set) var url: URL?
  let openError: DocumentError?
  private var contentType: UTType
  private let slot: StateSlot<Document>
  private let problemSlot = StateSlot<String?>(nil)
  /// Changes made since the document was opened or last saved.
  private var unsavedChanges = 0
  /// Whether the file exists: `false` for a new document, untitled or at a
  /// path where nothing was, until it is first saved. A state slot: the
  /// window reads it for `fileURL` and the new-file note.
  private let onDiskSlot: StateSlot<Bool>

  init(url: URL?, newDocument: () -> Document) {
    self.url = url
    contentType = Document.writableContentTypes.first ?? Document.readableContentTypes.first ?? .data
    guard let url else {
      openError = nil
      slot = StateSlot(newDocument())
      onDiskSlot = StateSlot(false)
      return
    }
    do {
      let (document, type) = try DocumentFile.read(Document.self, from: url)
      slot = StateSlot(document)
      contentType = type
      openError = nil
      onDiskSlot = StateSlot(true)
    } catch let missing where missing.reason == .fileNotFound {
      slot = StateSlot(newDocument())
      onDiskSlot = StateSlot(false)
      do {
        contentType = try DocumentFile.contentTypeForNewFile(
          at: url, writableContentTypes: Document.writableContentTypes)
        openError = nil
      } catch {
        openError = error
      }
    } catch {
      slot = StateSlot(newDocument())
      onDiskSlot = StateSlot(false)
      openError = error
    }
  }

  /// Where the editor is told the document lives: `nil` until the file
  /// exists, as `FileDocumentConfiguration.fileURL` promises.
  var fileURL: URL? { isOnDisk ? url : nil }

  /// Whether the file exists (see `onDiskSlot`).
  var isOnDisk: Bool { onDiskSlot.read() }

  /// A line for a document whose file the first save creates, so a mistyped
  /// path is noticed before anything is typed into it.
  var newFileNote: String? {
    guard !isOnDisk, openError == nil, let url else { return nil }
    return "New file: Save (Ctrl-S) creates “\(url.lastPathComponent)”."
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
      onDiskSlot.write(true)
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
