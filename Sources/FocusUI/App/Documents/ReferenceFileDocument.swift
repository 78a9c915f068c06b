import Foundation

/// A document stored as a file (or a folder) and kept in memory as an
/// observable object: a class whose views change it in place.
///
/// Declare the types it opens, how to build it from a file, how to take a
/// snapshot of its contents, and how to turn a snapshot into a file; a
/// `DocumentGroup` does the rest:
///
/// ```swift
/// final class NotesDocument: ReferenceFileDocument {
///   static var readableContentTypes: [UTType] { [.plainText] }
///
///   @Published var text: String
///
///   init(text: String = "") { self.text = text }
///
///   init(configuration: ReadConfiguration) throws {
///     guard let data = configuration.file.regularFileContents,
///       let text = String(data: data, encoding: .utf8)
///     else { throw CocoaError(.fileReadCorruptFile) }
///     self.text = text
///   }
///
///   func snapshot(contentType: UTType) throws -> String { text }
///
///   func fileWrapper(snapshot: String, configuration: WriteConfiguration) throws -> FileWrapper {
///     FileWrapper(regularFileWithContents: Data(snapshot.utf8))
///   }
/// }
/// ```
///
/// The runtime cannot see a class's changes, so, as in SwiftUI, a change
/// counts when it is registered with the window's undo manager
/// (`@Environment(\.undoManager)`): registering marks the document edited
/// (its tab shows `•`), Edit ▸ Undo reverts it, and undoing back to the
/// state last saved clears the mark again.
///
/// ```swift
/// extension NotesDocument {
///   func setText(_ newText: String, undoManager: UndoManager?) {
///     let oldText = text
///     text = newText
///     undoManager?.registerUndo(withTarget: self) { document in
///       document.setText(oldText, undoManager: undoManager)
///     }
///   }
/// }
/// ```
///
/// Saving asks for a ``snapshot(contentType:)`` and writes what
/// ``fileWrapper(snapshot:configuration:)`` makes of it, atomically, as a
/// ``FileDocument`` is saved. Unlike SwiftUI, which may write the snapshot
/// on another thread, the runtime calls every requirement on the main
/// actor; so, as ``FileDocument``, the protocol does not require
/// `Sendable`, and a plain class with `@Published` properties conforms
/// without annotations.
public protocol ReferenceFileDocument: ObservableObject {
  /// What ``snapshot(contentType:)`` takes of the document for a save: a
  /// copy of its contents, however the document likes to hold it.
  associatedtype Snapshot

  /// The types the document can open, most preferred first.
  ///
  /// ```swift
  /// static var readableContentTypes: [UTType] { [.plainText, .json] }
  /// ```
  static var readableContentTypes: [UTType] { get }

  /// The types the document can save as; by default the readable ones.
  ///
  /// ```swift
  /// static var writableContentTypes: [UTType] { [.plainText] }
  /// ```
  static var writableContentTypes: [UTType] { get }

  /// Creates the document from a file's contents.
  ///
  /// Throw when the contents are not a valid document; the error's message
  /// is shown in the document's window.
  ///
  /// ```swift
  /// init(configuration: ReadConfiguration) throws {
  ///   text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
  /// }
  /// ```
  init(configuration: ReadConfiguration) throws

  /// A copy of the document's contents to save as `contentType`.
  ///
  /// Throwing cancels the save and leaves the file on disk unchanged.
  ///
  /// ```swift
  /// func snapshot(contentType: UTType) throws -> String { text }
  /// ```
  func snapshot(contentType: UTType) throws -> Snapshot

  /// The file (or folder) to save for `snapshot`.
  ///
  /// Throwing cancels the save and leaves the file on disk unchanged.
  ///
  /// ```swift
  /// func fileWrapper(snapshot: String, configuration: WriteConfiguration) throws -> FileWrapper {
  ///   FileWrapper(regularFileWithContents: Data(snapshot.utf8))
  /// }
  /// ```
  func fileWrapper(snapshot: Snapshot, configuration: WriteConfiguration) throws -> FileWrapper

  /// What ``init(configuration:)`` receives.
  typealias ReadConfiguration = FileDocumentReadConfiguration

  /// What ``fileWrapper(snapshot:configuration:)`` receives.
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension ReferenceFileDocument {
  /// The readable types: a document saves in the formats it opens unless it
  /// says otherwise.
  ///
  /// ```swift
  /// NotesDocument.writableContentTypes  // [.plainText]
  /// ```
  public static var writableContentTypes: [UTType] { readableContentTypes }
}
