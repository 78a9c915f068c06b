import Foundation
import UniformTypeIdentifiers

/// Why a document could not be opened or saved, in words for the person using
/// the app.
///
/// ```swift
/// do {
///   let (file, type) = try DocumentFile.read(from: url, readableContentTypes: [.plainText])
/// } catch {
///   status = error.description
///   // The file “notes.txt” doesn’t exist (/home/ada/notes.txt).
/// }
/// ```
package struct DocumentError: Error, CustomStringConvertible, Equatable {
  /// What went wrong, for code that reacts differently to each case.
  package enum Reason: Equatable, Sendable {
    /// Nothing exists at the path, in a folder that does exist: a document
    /// scene opens it as a new document that its first save creates.
    case fileNotFound
    /// The path names a file whose name is not valid UTF-8, or a missing one
    /// whose name holds U+FFFD, the mark such bytes leave once decoded: a
    /// `String` path cannot reach the file meant.
    case nameNotUTF8
    /// The path is a folder, and the document opens files only.
    case isFolder
    /// The path is a file, and the document opens folders only.
    case isFile
    /// The path is neither a file nor a folder (a device, pipe or socket).
    case unsupportedItem
    /// The file exists but could not be read.
    case unreadable
    /// The file's type is not one the document opens.
    case unsupportedType(UTType)
    /// The document's `init(configuration:)` threw (reported by `FocusUI`,
    /// which makes documents from files).
    case documentRejected
    /// The document cannot be saved as this type.
    case unsupportedSaveType(UTType)
    /// The folder to open in or save into does not exist (or is not a
    /// folder).
    case folderNotFound
    /// The document's `fileWrapper(configuration:)`, or whatever else
    /// produced the contents to save, threw.
    case documentNotSerialized
    /// Writing to disk failed; the previous file is unchanged.
    case writeFailed
  }

  /// What went wrong.
  package let reason: Reason
  /// The file or folder concerned.
  package let url: URL
  /// One or two sentences ending with the path, ready to show.
  package let description: String

  package init(_ reason: Reason, url: URL, description: String) {
    self.reason = reason
    self.url = url
    self.description = description
  }

  /// The message of any error a document or Foundation threw, without the
  /// type names `String(describing:)` adds to Foundation's errors.
  ///
  /// ```swift
  /// struct BadEntry: Error, CustomStringConvertible {
  ///   var description: String { "Line 3 is not a valid entry." }
  /// }
  /// DocumentError.message(of: BadEntry())  // "Line 3 is not a valid entry"
  /// ```
  package static func message(of error: any Error) -> String {
    let text: String
    if let error = error as? DocumentError {
      text = error.description
    } else if let error = error as? any LocalizedError, let description = error.errorDescription {
      text = description
    } else if error is CocoaError || error is POSIXError {
      text = error.localizedDescription
    } else {
      text = String(describing: error)
    }
    // Messages are embedded mid-sentence.
    return text.hasSuffix(".") ? String(text.dropLast()) : text
  }

  /// "PNG image (public.png)", or the bare identifier for undescribed types.
  static func name(of type: UTType) -> String {
    guard let summary = type.localizedDescription, !type.isDynamic else { return type.identifier }
    return "\(summary) (\(type.identifier))"
  }
}
