import FocusDocuments
import Foundation

// The reading and atomic saving of `DocumentFile+FileDocument.swift`, for
// reference documents: a save writes a snapshot.
extension DocumentFile {
  /// Reads a `D` from the file or folder at `url`, and says which of its
  /// readable types the file is.
  ///
  /// ```swift
  /// let (document, type) = try DocumentFile.read(NotesDocument.self, from: URL(filePath: "/tmp/notes.txt"))
  /// ```
  ///
  /// - Throws: ``DocumentError`` as the ``FileDocument`` overload does.
  package static func read<D: ReferenceFileDocument>(
    _ type: D.Type, from url: URL
  ) throws(DocumentError) -> (document: D, contentType: UTType) {
    try readDocument(from: url, readableContentTypes: D.readableContentTypes, D.init(configuration:))
  }

  /// Saves a snapshot of `document` as `contentType` at `url`, replacing
  /// what is there only once the new contents are safely on disk.
  ///
  /// ```swift
  /// try DocumentFile.write(document, to: URL(filePath: "/tmp/notes.txt"), contentType: .plainText)
  /// ```
  ///
  /// - Throws: ``DocumentError`` when the folder is missing, the type is not
  ///   one of `D`'s writable types, the document's `snapshot(contentType:)`
  ///   or `fileWrapper(snapshot:configuration:)` throws, or the disk
  ///   refuses; in every case the file at `url` is unchanged.
  package static func write<D: ReferenceFileDocument>(
    _ document: D, to url: URL, contentType: UTType, existingFile: FileWrapper? = nil
  ) throws(DocumentError) {
    try write(to: url, contentType: contentType, writableContentTypes: D.writableContentTypes) {
      let snapshot = try document.snapshot(contentType: contentType)
      return try document.fileWrapper(
        snapshot: snapshot,
        configuration: FileDocumentWriteConfiguration(contentType: contentType, existingFile: existingFile))
    }
  }
}
