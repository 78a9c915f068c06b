import Foundation

/// The file behind one open document, whatever kind of document it holds:
/// where it is, whether it exists yet, the type it is saved as, why it
/// could not be opened, and what went wrong with the last save.
///
/// A path where no file exists yet, in a folder that exists, opens as a new
/// document, as `vim new.txt` or `code new.txt` do: it starts as the
/// scene's new document, its tab is named after the file, and the first
/// Save creates the file there with the same atomic write as any save;
/// after that it is like any opened document. Until then it is not on disk
/// (``isOnDisk``, and ``fileURL`` is `nil`, as for any document not yet
/// saved). A missing folder, a folder that can't be read, a path that is a
/// folder, or a name that is not valid UTF-8 stays an error in the tab.
@MainActor
final class OpenDocumentFile {
  private(set) var url: URL?
  let openError: DocumentError?
  private(set) var contentType: UTType
  private let problemSlot = StateSlot<String?>(nil)
  /// Whether the file exists: `false` for a new document, untitled or at a
  /// path where nothing was, until it is first saved. A state slot: the
  /// window reads it for `fileURL` and the new-file note.
  private let onDiskSlot: StateSlot<Bool>

  private init(url: URL?, openError: DocumentError?, contentType: UTType, isOnDisk: Bool) {
    self.url = url
    self.openError = openError
    self.contentType = contentType
    onDiskSlot = StateSlot(isOnDisk)
  }

  /// Reads the document at `url` with `read`, or makes a new one with
  /// `newDocument` (for no `url`, a file that does not exist yet, or one
  /// that could not be read).
  static func open<Document>(
    url: URL?, writableContentTypes: [UTType], readableContentTypes: [UTType],
    read: (URL) throws(DocumentError) -> (document: Document, contentType: UTType),
    newDocument: () -> Document
  ) -> (file: OpenDocumentFile, document: Document) {
    let preferredType = writableContentTypes.first ?? readableContentTypes.first ?? .data
    guard let url else {
      return (OpenDocumentFile(url: nil, openError: nil, contentType: preferredType, isOnDisk: false), newDocument())
    }
    do {
      let (document, type) = try read(url)
      return (OpenDocumentFile(url: url, openError: nil, contentType: type, isOnDisk: true), document)
    } catch let missing where missing.reason == .fileNotFound {
      var contentType = preferredType
      var openError: DocumentError?
      do {
        contentType = try DocumentFile.contentTypeForNewFile(at: url, writableContentTypes: writableContentTypes)
      } catch {
        openError = error
      }
      return (
        OpenDocumentFile(url: url, openError: openError, contentType: contentType, isOnDisk: false), newDocument()
      )
    } catch {
      return (OpenDocumentFile(url: url, openError: error, contentType: preferredType, isOnDisk: false), newDocument())
    }
  }

  /// Where the editor is told the document lives: `nil` until the file
  /// exists, as the configurations' `fileURL` promises.
  var fileURL: URL? { isOnDisk ? url : nil }

  /// Whether the file exists (see `onDiskSlot`).
  var isOnDisk: Bool { onDiskSlot.read() }

  /// A line for a document whose file the first save creates, so a mistyped
  /// path is noticed before anything is typed into it.
  var newFileNote: String? {
    guard !isOnDisk, openError == nil, let url else { return nil }
    return "New file: Save (Ctrl-S) creates “\(url.lastPathComponent)”."
  }

  /// What went wrong with the last save, or a warning shown in the window.
  var saveProblem: String? { problemSlot.read() }

  func warn(_ message: String) {
    problemSlot.write(message)
  }

  /// The file name, or "Untitled"; a `•` marks unsaved changes.
  func title(hasUnsavedChanges: Bool) -> String {
    let name = url?.lastPathComponent ?? "Untitled"
    return hasUnsavedChanges ? name + " •" : name
  }

  /// Saves with `write` to the file (an untitled document to a new file in
  /// `directory`); `false`, with the problem shown in the window, when
  /// nothing was saved.
  func save(
    untitledIn directory: URL, write: (_ url: URL, _ contentType: UTType) throws(DocumentError) -> Void
  ) -> Bool {
    guard openError == nil else {
      problemSlot.write("Not saved: this window shows no document, so the file is left as it is.")
      return false
    }
    let target = url ?? DocumentFile.untitledURL(in: directory, contentType: contentType)
    do {
      try write(target, contentType)
      url = target
      onDiskSlot.write(true)
      problemSlot.write(nil)
      return true
    } catch {
      problemSlot.write("Not saved: \(error.description) The file on disk is unchanged.")
      return false
    }
  }
}
