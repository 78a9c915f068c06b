import FocusDocuments
import Foundation

// `FocusDocuments` reads and saves files without knowing `FileDocument`;
// these overloads turn its files into documents and back, for the document
// scenes.
extension DocumentFile {
  /// Reads a `D` from the file or folder at `url`, and says which of its
  /// readable types the file is.
  ///
  /// The file is read as `DocumentFile.read(from:readableContentTypes:)`
  /// reads it, with `D`'s readable types; `notes.md` opens as Markdown in a
  /// plain-text document.
  ///
  /// ```swift
  /// let (document, type) = try DocumentFile.read(TextDocument.self, from: URL(filePath: "/tmp/notes.txt"))
  /// ```
  ///
  /// - Throws: ``DocumentError`` for a missing path, a folder where a file is
  ///   expected (or the reverse), an unreadable file, an unsupported type, or
  ///   an error from the document's own `init(configuration:)`.
  package static func read<D: FileDocument>(
    _ type: D.Type, from url: URL
  ) throws(DocumentError) -> (document: D, contentType: UTType) {
    try readDocument(from: url, readableContentTypes: D.readableContentTypes, D.init(configuration:))
  }

  /// Reads the file at `url` as one of `readableContentTypes` and makes a
  /// document of it with `make`; an error the document throws becomes a
  /// ``DocumentError`` that names the file. Both kinds of document read
  /// through here.
  static func readDocument<D>(
    from url: URL, readableContentTypes: [UTType], _ make: (FileDocumentReadConfiguration) throws -> D
  ) throws(DocumentError) -> (document: D, contentType: UTType) {
    let (file, contentType) = try read(from: url, readableContentTypes: readableContentTypes)
    do {
      return (try make(FileDocumentReadConfiguration(contentType: contentType, file: file)), contentType)
    } catch {
      throw DocumentError(
        .documentRejected, url: url,
        description:
          "The file “\(url.lastPathComponent)” couldn’t be opened: \(DocumentError.message(of: error)) (\(url.path))."
      )
    }
  }

  /// Saves `document` as `contentType` at `url`, replacing what is there only
  /// once the new contents are safely on disk, as
  /// `DocumentFile.write(to:contentType:writableContentTypes:contents:)`
  /// does.
  ///
  /// ```swift
  /// try DocumentFile.write(document, to: URL(filePath: "/tmp/notes.txt"), contentType: .plainText)
  /// ```
  ///
  /// - Parameter existingFile: The wrapper last read or saved, passed on to
  ///   the document so a folder document can reuse unchanged children.
  /// - Throws: ``DocumentError`` when the folder is missing, the type is not
  ///   one of `D`'s writable types, the document's
  ///   `fileWrapper(configuration:)` throws, or the disk refuses; in every
  ///   case the file at `url` is unchanged and no temporary file is left
  ///   behind.
  package static func write<D: FileDocument>(
    _ document: D, to url: URL, contentType: UTType, existingFile: FileWrapper? = nil
  ) throws(DocumentError) {
    try write(to: url, contentType: contentType, writableContentTypes: D.writableContentTypes) {
      try document.fileWrapper(
        configuration: FileDocumentWriteConfiguration(contentType: contentType, existingFile: existingFile))
    }
  }
}
