import Foundation
import UniformTypeIdentifiers

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Paths where nothing exists yet: why one cannot be opened, and what a new
// document there is saved as.
extension DocumentFile {
  /// The type a new document at `url`, where no file exists yet, is saved
  /// as: the type its extension names when the document can save that type
  /// (or a type conforming to one it can), else the first writable type.
  ///
  /// Editors open a path that does not exist as an empty document that the
  /// first save creates; this is the check that such a save can happen,
  /// made before the document is shown rather than when it is saved.
  ///
  /// ```swift
  /// let type = try DocumentFile.contentTypeForNewFile(
  ///   at: URL(filePath: "/tmp/ideas.md"), writableContentTypes: [.plainText])  // Markdown
  /// ```
  ///
  /// - Throws: ``DocumentError`` with
  ///   ``DocumentError/Reason/unsupportedSaveType(_:)`` when the extension
  ///   names a type the document cannot save, or there is no writable type.
  package static func contentTypeForNewFile(
    at url: URL, writableContentTypes writable: [UTType]
  ) throws(DocumentError) -> UTType {
    let name = url.lastPathComponent
    let known =
      url.pathExtension.isEmpty ? nil : UTType(filenameExtension: url.pathExtension).flatMap { $0.isDynamic ? nil : $0 }
    if let known {
      guard writable.contains(where: { known.conforms(to: $0) }) else {
        throw DocumentError(
          .unsupportedSaveType(known), url: url,
          description:
            "“\(name)” can’t be created because this document can’t be saved as \(DocumentError.name(of: known)) (\(url.path))."
        )
      }
      return known
    }
    guard let first = writable.first else {
      throw DocumentError(
        .unsupportedSaveType(.item), url: url,
        description: "“\(name)” can’t be created because this document can’t be saved (\(url.path)).")
    }
    return first
  }

  /// Why `url`, where `stat` found nothing, cannot be opened: a name that is
  /// not valid UTF-8, a missing folder, or — when only the file is
  /// missing — ``DocumentError/Reason/fileNotFound``, which a document
  /// scene takes as a new file to create.
  static func missingItemError(at url: URL) -> DocumentError {
    let name = url.lastPathComponent
    if let undecodable = firstMissingUndecodableName(in: url) {
      let description =
        undecodable.isOnDisk
        ? "“\(undecodable.name)” couldn’t be opened because its name isn’t valid UTF-8 (“\u{FFFD}” marks the bytes that aren’t) (\(url.path))."
        : "“\(undecodable.name)” doesn’t exist, and isn’t created: its name contains “\u{FFFD}”, which stands in for bytes that aren’t valid UTF-8 (\(url.path))."
      return DocumentError(.nameNotUTF8, url: url, description: description)
    }
    let folder = target(of: url).deletingLastPathComponent()
    switch itemKind(at: folder.path) {
    case .success(.folder):
      return DocumentError(.fileNotFound, url: url, description: "The file “\(name)” doesn’t exist (\(url.path)).")
    case .success:
      return DocumentError(
        .folderNotFound, url: url,
        description:
          "“\(name)” couldn’t be opened because “\(folder.lastPathComponent)” isn’t a folder (\(folder.path)).")
    case .failure(let failure) where failure.code == ENOENT || failure.code == ENOTDIR:
      return DocumentError(
        .folderNotFound, url: url,
        description:
          "“\(name)” couldn’t be opened because the folder “\(folder.lastPathComponent)” doesn’t exist (\(folder.path))."
      )
    case .failure(let failure):
      return DocumentError(
        .unreadable, url: url,
        description:
          "“\(name)” couldn’t be opened because its folder couldn’t be read: \(failure.reason) (\(folder.path)).")
    }
  }

  /// The first component of `url` that does not exist, when its name has
  /// U+FFFD: the mark that decoding bytes that are not UTF-8 (as Swift does
  /// with command-line arguments) leaves. `isOnDisk` tells whether its
  /// folder holds an entry with such bytes that decodes to that name — the
  /// file the person meant, which no `String` path can reach.
  private static func firstMissingUndecodableName(in url: URL) -> (name: String, isOnDisk: Bool)? {
    var folder = URL(fileURLWithPath: "/", isDirectory: true)
    for component in url.standardizedFileURL.pathComponents.dropFirst() {
      let next = folder.appendingPathComponent(component)
      var info = stat()
      guard lstat(next.path, &info) != 0 else {
        folder = next
        continue
      }
      guard component.contains("\u{FFFD}") else { return nil }
      return (component, hasUndecodableEntry(shownAs: component, in: folder))
    }
    return nil
  }

  /// Whether `folder` has an entry whose name is not valid UTF-8 and reads
  /// as `name` once decoded with U+FFFD for the bad bytes. Foundation's
  /// listing decodes names already, so the entries are read raw.
  private static func hasUndecodableEntry(shownAs name: String, in folder: URL) -> Bool {
    guard let directory = opendir(folder.path) else { return false }
    defer { closedir(directory) }
    while let entry = readdir(directory) {
      let matches = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
        let bytes = raw.prefix { $0 != 0 }
        return String(validating: bytes, as: UTF8.self) == nil && String(decoding: bytes, as: UTF8.self) == name
      }
      if matches { return true }
    }
    return false
  }
}
