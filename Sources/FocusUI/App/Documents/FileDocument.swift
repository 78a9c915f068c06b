import Foundation

/// A document stored as a file (or a folder) and kept in memory as a value.
///
/// Declare the types the document opens, how to build it from a file, and how
/// to turn it back into one; `DocumentGroup` does the rest:
///
/// ```swift
/// struct TextDocument: FileDocument {
///   static var readableContentTypes: [UTType] { [.plainText] }
///
///   var text: String
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
///   func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///     FileWrapper(regularFileWithContents: Data(text.utf8))
///   }
/// }
/// ```
///
/// The protocol is not isolated to any actor and does not require `Sendable`,
/// as in SwiftUI: a plain value type conforms without annotations, and the
/// runtime reads and writes documents synchronously on the main actor, so a
/// document never has to cross to another thread.
public protocol FileDocument {
  /// The types the document can open, most preferred first.
  ///
  /// A file whose extension names none of these (or no type conforming to one)
  /// is refused; a file with no or an unknown extension opens as the first.
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
  /// Throw when the contents are not a valid document; the error's message is
  /// shown to the person who tried to open the file.
  ///
  /// ```swift
  /// init(configuration: ReadConfiguration) throws {
  ///   text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
  /// }
  /// ```
  init(configuration: ReadConfiguration) throws

  /// The file (or folder) to save for the document's current contents.
  ///
  /// Throwing cancels the save and leaves the file on disk unchanged.
  ///
  /// ```swift
  /// func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
  ///   FileWrapper(regularFileWithContents: Data(text.utf8))
  /// }
  /// ```
  func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper

  /// What ``init(configuration:)`` receives.
  typealias ReadConfiguration = FileDocumentReadConfiguration

  /// What ``fileWrapper(configuration:)`` receives.
  typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
  /// The readable types: a document saves in the formats it opens unless it
  /// says otherwise.
  ///
  /// ```swift
  /// TextDocument.writableContentTypes  // [.plainText]
  /// ```
  public static var writableContentTypes: [UTType] { readableContentTypes }
}

/// The file a ``FileDocument`` is created from.
///
/// ```swift
/// init(configuration: ReadConfiguration) throws {
///   guard configuration.contentType.conforms(to: .plainText) else { throw CocoaError(.fileReadCorruptFile) }
///   text = String(decoding: configuration.file.regularFileContents ?? Data(), as: UTF8.self)
/// }
/// ```
public struct FileDocumentReadConfiguration {
  /// The type of the file being opened, one of (or conforming to one of) the
  /// document's readable types.
  public let contentType: UTType

  /// The file's contents, already read into memory.
  public let file: FileWrapper

  package init(contentType: UTType, file: FileWrapper) {
    self.contentType = contentType
    self.file = file
  }
}

/// What a ``FileDocument`` is being saved as.
///
/// ```swift
/// func fileWrapper(configuration: WriteConfiguration) throws -> FileWrapper {
///   let data = configuration.contentType == .json ? try JSONEncoder().encode(text) : Data(text.utf8)
///   return FileWrapper(regularFileWithContents: data)
/// }
/// ```
public struct FileDocumentWriteConfiguration {
  /// The type to save as, one of the document's writable types.
  public let contentType: UTType

  /// The file as last read or saved, if the runtime has it; a folder document
  /// can reuse its unchanged children instead of building them again.
  public let existingFile: FileWrapper?

  package init(contentType: UTType, existingFile: FileWrapper?) {
    self.contentType = contentType
    self.existingFile = existingFile
  }
}
