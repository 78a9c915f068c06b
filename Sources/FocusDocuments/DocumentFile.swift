import Foundation
import UniformTypeIdentifiers

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads document files from disk and saves them without ever losing data;
/// what the document scenes use to open, save and name files.
///
/// It deals in ``FileWrapper``s and `UTType`s only; `FocusUI` turns them into
/// and out of `FileDocument`s.
///
/// ```swift
/// let (file, type) = try DocumentFile.read(from: url, readableContentTypes: [.plainText])
/// try DocumentFile.write(to: url, contentType: type, writableContentTypes: [.plainText]) {
///   FileWrapper(regularFileWithContents: Data("Hello".utf8))
/// }
/// let next = DocumentFile.untitledURL(in: folder, contentType: .plainText)  // …/Untitled 2.txt
/// ```
///
/// ## How a save keeps the old file safe
///
/// A save never writes into the existing file. A file document is written to
/// a hidden temporary file in the same folder (`.notes.txt.saving-…`), flushed
/// to disk with `fsync`, and then `rename`d over the old file. Rename within a
/// folder is atomic, so the path holds the complete old file or the complete
/// new one, whatever happens in between. Any failure before the rename removes
/// the temporary file and leaves the old file exactly as it was.
///
/// A folder document is written to a hidden temporary folder beside the old
/// one and flushed file by file. A folder cannot be renamed over a non-empty
/// folder, so on Linux the two are swapped with `renameat2(RENAME_EXCHANGE)`,
/// one atomic step, and the temporary name, which now holds the old folder, is
/// deleted. Where the exchange is unsupported (old C libraries, some file
/// systems, Apple's platforms) the old folder is first renamed aside, the new
/// one renamed into place and the old one deleted; if the second rename fails
/// the old folder is renamed back. Only in that fallback is there a moment
/// when the path does not exist.
///
/// Paths that are symbolic links are resolved first, so saving through a link
/// replaces the file it points to and keeps the link.
package enum DocumentFile {
  // MARK: Reading

  /// Reads the file or folder at `url` into memory, and says which of
  /// `readableContentTypes` it is.
  ///
  /// The type comes from the file's extension when it names one of the
  /// readable types (or a type conforming to one): `notes.md` opens as
  /// Markdown for a plain-text reader. A file with no extension, or one no
  /// known type claims, opens as the first readable type. A known type that
  /// is not readable is refused.
  ///
  /// ```swift
  /// let (file, type) = try DocumentFile.read(
  ///   from: URL(filePath: "/tmp/notes.txt"), readableContentTypes: [.plainText])
  /// let text = String(decoding: file.regularFileContents ?? Data(), as: UTF8.self)
  /// ```
  ///
  /// Opening also removes the temporaries that killed saves of `url` left
  /// behind (see ``removeStaleTemporaries(of:)``).
  ///
  /// A missing file is ``DocumentError/Reason/fileNotFound`` only when its
  /// folder exists: that is a new file to create (see
  /// ``contentTypeForNewFile(at:writableContentTypes:)``). A missing folder
  /// is ``DocumentError/Reason/folderNotFound``, and a name that is not
  /// valid UTF-8 ``DocumentError/Reason/nameNotUTF8``, not "missing".
  ///
  /// - Returns: The contents, named after `url`, and their type.
  /// - Throws: ``DocumentError`` for a missing file or folder, a name that is
  ///   not UTF-8, a folder where a file is expected (or the reverse), an
  ///   unreadable file or an unsupported type.
  package static func read(
    from url: URL, readableContentTypes: [UTType]
  ) throws(DocumentError) -> (file: FileWrapper, contentType: UTType) {
    let name = url.lastPathComponent
    let resolved = target(of: url)
    let kind: ItemKind
    switch itemKind(at: resolved.path) {
    case .success(let found): kind = found
    case .failure(let failure) where failure.code == ENOENT || failure.code == ENOTDIR:
      throw missingItemError(at: url)
    case .failure(let failure):
      throw DocumentError(
        .unreadable, url: url, description: "The file “\(name)” couldn’t be read: \(failure.reason) (\(url.path)).")
    }

    let contentType = try contentType(of: url, kind: kind, readableContentTypes: readableContentTypes)
    removeStaleTemporaries(of: url)

    let file: FileWrapper
    do {
      file = try FileWrapper(url: resolved, options: [.immediate, .withoutMapping])
    } catch {
      throw DocumentError(
        .unreadable, url: url,
        description: "The file “\(name)” couldn’t be read: \(DocumentError.message(of: error)) (\(url.path)).")
    }
    // Named as asked, not as the link it may have resolved to.
    file.filename = name
    file.preferredFilename = name
    return (file, contentType)
  }

  /// What a path holds, as far as opening and saving care: file documents
  /// need files, folder documents folders, and anything else is refused.
  enum ItemKind {
    case file, folder, other
  }

  /// The type `url` opens as, or why it cannot be opened as any of `readable`.
  private static func contentType(
    of url: URL, kind: ItemKind, readableContentTypes readable: [UTType]
  ) throws(DocumentError) -> UTType {
    let name = url.lastPathComponent
    // `.item` and `.folder` both admit folders; `.plainText` admits files only.
    let folderTypes = readable.filter { $0.conforms(to: .directory) || UTType.folder.conforms(to: $0) }
    let fileTypes = readable.filter { !$0.conforms(to: .directory) }
    let known =
      url.pathExtension.isEmpty ? nil : UTType(filenameExtension: url.pathExtension).flatMap { $0.isDynamic ? nil : $0 }

    switch kind {
    case .folder:
      guard let first = folderTypes.first else {
        let opens = readable.map(DocumentError.name(of:)).joined(separator: ", ")
        throw DocumentError(
          .isFolder, url: url,
          description:
            "“\(name)” couldn’t be opened because it is a folder, and this document opens only files of type \(opens) (\(url.path))."
        )
      }
      if let known, known.conforms(to: .directory), folderTypes.contains(where: { known.conforms(to: $0) }) {
        return known
      }
      return first.conforms(to: .directory) ? first : .folder
    case .file:
      guard let first = fileTypes.first else {
        throw DocumentError(
          .isFile, url: url,
          description:
            "“\(name)” couldn’t be opened because it is a file, and this document opens only folders (\(url.path)).")
      }
      guard let known else { return first }
      guard fileTypes.contains(where: { known.conforms(to: $0) }) else {
        let opens = fileTypes.map(DocumentError.name(of:)).joined(separator: ", ")
        throw DocumentError(
          .unsupportedType(known), url: url,
          description:
            "The file “\(name)” couldn’t be opened because its type is \(DocumentError.name(of: known)), and this document opens only \(opens) (\(url.path))."
        )
      }
      return known
    case .other:
      throw DocumentError(
        .unsupportedItem, url: url,
        description: "“\(name)” couldn’t be opened because it is neither a file nor a folder (\(url.path)).")
    }
  }

  /// The path `url` leads to once every symbolic link is followed, where
  /// opening reads and saving writes.
  ///
  /// Foundation's `resolvingSymlinksInPath()` leaves a link to a file not
  /// yet created as it is; this follows it too, so that the first save of
  /// such a new document creates the file the link points to and keeps the
  /// link, as every later save does.
  static func target(of url: URL) -> URL {
    var current = url.resolvingSymlinksInPath()
    // A bound, for links that point at each other.
    for _ in 0..<40 {
      guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current.path) else {
        return current
      }
      let next = URL(fileURLWithPath: destination, relativeTo: current.deletingLastPathComponent())
      current = next.absoluteURL.standardizedFileURL.resolvingSymlinksInPath()
    }
    return current
  }

  /// What is at `path`, following links.
  static func itemKind(at path: String) -> Result<ItemKind, SystemCallError> {
    var info = stat()
    guard stat(path, &info) == 0 else { return .failure(SystemCallError("stat", path)) }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .success(.file)
    case S_IFDIR: return .success(.folder)
    default: return .success(.other)
    }
  }

  // MARK: Naming

  /// The first of "Untitled.ext", "Untitled 2.ext", "Untitled 3.ext", … that
  /// does not exist in `directory`.
  ///
  /// The extension is the type's preferred one, or that of its most specific
  /// supertype that has one (so `.utf8PlainText` gives `.txt`); types with
  /// none, such as folders, give "Untitled", "Untitled 2", ….
  ///
  /// ```swift
  /// DocumentFile.untitledURL(in: URL(filePath: "/tmp"), contentType: .plainText)  // /tmp/Untitled.txt
  /// ```
  package static func untitledURL(in directory: URL, contentType: UTType) -> URL {
    let ext = preferredFilenameExtension(of: contentType)
    var number = 1
    while true {
      let base = number == 1 ? "Untitled" : "Untitled \(number)"
      let candidate = directory.appendingPathComponent(ext.map { "\(base).\($0)" } ?? base)
      var info = stat()
      // lstat: a dangling link still takes the name.
      if lstat(candidate.path, &info) != 0 && errno == ENOENT { return candidate }
      number += 1
    }
  }

  private static func preferredFilenameExtension(of type: UTType) -> String? {
    if let ext = type.preferredFilenameExtension { return ext }
    // The supertype with the most supertypes of its own is the most specific.
    return type.supertypes
      .filter { $0.preferredFilenameExtension != nil }
      .max { ($0.supertypes.count, $1.identifier) < ($1.supertypes.count, $0.identifier) }?
      .preferredFilenameExtension
  }
}
