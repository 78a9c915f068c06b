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
  /// - Returns: The contents, named after `url`, and their type.
  /// - Throws: ``DocumentError`` for a missing path, a folder where a file is
  ///   expected (or the reverse), an unreadable file or an unsupported type.
  package static func read(
    from url: URL, readableContentTypes: [UTType]
  ) throws(DocumentError) -> (file: FileWrapper, contentType: UTType) {
    let name = url.lastPathComponent
    let resolved = url.resolvingSymlinksInPath()
    let kind: ItemKind
    switch itemKind(at: resolved.path) {
    case .success(let found): kind = found
    case .failure(let failure) where failure.code == ENOENT || failure.code == ENOTDIR:
      throw DocumentError(.fileNotFound, url: url, description: "The file “\(name)” doesn’t exist (\(url.path)).")
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

  private enum ItemKind {
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

  private static func itemKind(at path: String) -> Result<ItemKind, SystemCallError> {
    var info = stat()
    guard stat(path, &info) == 0 else { return .failure(SystemCallError("stat", path)) }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .success(.file)
    case S_IFDIR: return .success(.folder)
    default: return .success(.other)
    }
  }

  // MARK: Writing

  /// Saves what `contents` returns as `contentType` at `url`, replacing what
  /// is there only once the new contents are safely on disk (see the type's
  /// discussion).
  ///
  /// `contents` is asked for only after the folder and the type have been
  /// checked, so a document is not serialized for a save that cannot happen.
  ///
  /// ```swift
  /// try DocumentFile.write(
  ///   to: URL(filePath: "/tmp/notes.txt"), contentType: .plainText, writableContentTypes: [.plainText]
  /// ) {
  ///   FileWrapper(regularFileWithContents: Data(text.utf8))
  /// }
  /// ```
  ///
  /// Saving also removes the temporaries that killed saves of `url` left
  /// behind (see ``removeStaleTemporaries(of:)``).
  ///
  /// - Parameters:
  ///   - writableContentTypes: The types the contents may be saved as;
  ///     `contentType` must conform to one of them.
  ///   - contents: The file or folder to save; what it throws is reported as
  ///     ``DocumentError/Reason/documentNotSerialized``.
  /// - Throws: ``DocumentError`` when the folder is missing, the type is not
  ///   writable, `contents` throws, or the disk refuses; in every case the
  ///   file at `url` is unchanged and no temporary file is left behind.
  package static func write(
    to url: URL, contentType: UTType, writableContentTypes: [UTType], contents: () throws -> FileWrapper
  ) throws(DocumentError) {
    let name = url.lastPathComponent
    let target = url.resolvingSymlinksInPath()
    let folder = target.deletingLastPathComponent()

    guard case .success(.folder) = itemKind(at: folder.path) else {
      throw DocumentError(
        .folderNotFound, url: url,
        description:
          "“\(name)” couldn’t be saved because the folder “\(folder.lastPathComponent)” doesn’t exist (\(folder.path))."
      )
    }
    guard writableContentTypes.contains(where: { contentType.conforms(to: $0) }) else {
      throw DocumentError(
        .unsupportedSaveType(contentType), url: url,
        description:
          "“\(name)” couldn’t be saved because this document can’t be saved as \(DocumentError.name(of: contentType)) (\(url.path))."
      )
    }

    removeStaleTemporaries(of: url)
    let wrapper: FileWrapper
    do {
      wrapper = try contents()
    } catch {
      throw DocumentError(
        .documentNotSerialized, url: url,
        description:
          "“\(name)” couldn’t be saved: \(DocumentError.message(of: error)). The file on disk is unchanged (\(url.path))."
      )
    }

    do {
      if wrapper.isRegularFile {
        try writeFile(wrapper.regularFileContents ?? Data(), to: target)
      } else {
        try writeTree(wrapper, to: target)
      }
    } catch {
      throw DocumentError(
        .writeFailed, url: url,
        description:
          "“\(name)” couldn’t be saved: \(DocumentError.message(of: error)). The file on disk is unchanged (\(url.path))."
      )
    }
  }

  /// Temporary file, `fsync`, `rename`.
  private static func writeFile(_ data: Data, to target: URL) throws(SystemCallError) {
    let temporary = temporarySibling(of: target, purpose: "saving")
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw SystemCallError("open", temporary.path) }
    var isOpen = true
    do throws(SystemCallError) {
      // Saving must not change who may read the file.
      var old = stat()
      if stat(target.path, &old) == 0, old.st_mode & S_IFMT == S_IFREG {
        _ = fchmod(descriptor, old.st_mode & 0o7777)
        _ = fchown(descriptor, old.st_uid, old.st_gid)
      }
      try writeAll(data, to: descriptor, path: temporary.path)
      guard fsync(descriptor) == 0 else { throw SystemCallError("fsync", temporary.path) }
      isOpen = false
      // Some file systems (NFS) report write errors only at close.
      guard close(descriptor) == 0 else { throw SystemCallError("close", temporary.path) }
      try replaceItem(at: target, withItemAt: temporary)
    } catch {
      if isOpen { _ = close(descriptor) }
      _ = unlink(temporary.path)
      throw error
    }
  }

  private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(SystemCallError) {
    let failure: Int32? = data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return nil
    }
    if let failure { throw SystemCallError("write", path, code: failure) }
  }

  /// Temporary folder, `fsync` of every item, swap.
  private static func writeTree(_ wrapper: FileWrapper, to target: URL) throws {
    let temporary = temporarySibling(of: target, purpose: "saving")
    do {
      try wrapper.write(to: temporary, options: [], originalContentsURL: nil)
      var old = stat()
      if stat(target.path, &old) == 0, old.st_mode & S_IFMT == S_IFDIR {
        _ = chmod(temporary.path, old.st_mode & 0o7777)
      }
      try synchronizeTree(at: temporary.path)
      try replaceItem(at: target, withItemAt: temporary)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  }

  /// Flushes every file and folder under `path` to disk, so that the swap
  /// that follows cannot publish a folder whose files are still in memory.
  private static func synchronizeTree(at path: String) throws(SystemCallError) {
    var info = stat()
    guard lstat(path, &info) == 0 else { throw SystemCallError("lstat", path) }
    switch info.st_mode & S_IFMT {
    case S_IFDIR:
      let names: [String]
      do {
        names = try FileManager.default.contentsOfDirectory(atPath: path)
      } catch {
        throw SystemCallError("opendir", path, code: EIO)
      }
      for name in names { try synchronizeTree(at: path + "/" + name) }
      try synchronize(path, flags: O_RDONLY | O_DIRECTORY)
    case S_IFREG:
      try synchronize(path, flags: O_RDONLY)
    default:
      break  // Symbolic links are written with their folder's entry.
    }
  }

  private static func synchronize(_ path: String, flags: Int32) throws(SystemCallError) {
    let descriptor = open(path, flags | O_CLOEXEC)
    guard descriptor >= 0 else { throw SystemCallError("open", path) }
    defer { _ = close(descriptor) }
    // Some systems refuse fsync on folders (EINVAL); their entries are then
    // as durable as the system makes them.
    guard fsync(descriptor) == 0 || errno == EINVAL else { throw SystemCallError("fsync", path) }
  }

  /// Flushes a folder's entries so a completed rename survives a crash; a
  /// failure here cannot lose data (the path holds old or new), so it is not
  /// reported.
  private static func synchronizeFolder(of url: URL) {
    try? synchronize(url.deletingLastPathComponent().path, flags: O_RDONLY | O_DIRECTORY)
  }

  /// A hidden, unused name beside `url`, naming the process that made it:
  /// `.notes.txt.saving-4242-1a2b3c4d5e6f7a8b`.
  static func temporarySibling(of url: URL, purpose: String) -> URL {
    let token = String(UInt64.random(in: .min ... .max), radix: 16)
    return url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).\(purpose)-\(getpid())-\(token)")
  }

  /// The purposes of temporaries beside a document.
  private static let temporaryPurposes = ["saving", "replaced"]

  /// Removes the temporaries that saves of `url` left behind when they were
  /// killed mid-write (the document itself was never at risk). A temporary
  /// is stale when the process named in it is gone or is this one (saves
  /// here run one at a time, so none of ours is in progress); a name without
  /// a process (older versions) is stale after a minute. Another live
  /// process's save in progress is left alone. Failures are ignored: a
  /// temporary that stays harms nothing.
  ///
  /// ```swift
  /// DocumentFile.removeStaleTemporaries(of: URL(filePath: "/tmp/notes.txt"))
  /// ```
  package static func removeStaleTemporaries(of url: URL) {
    let target = url.resolvingSymlinksInPath()
    let folder = target.deletingLastPathComponent()
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
    let prefixes = temporaryPurposes.map { ".\(target.lastPathComponent).\($0)-" }
    for name in names {
      guard let prefix = prefixes.first(where: { name.hasPrefix($0) }) else { continue }
      let path = folder.appendingPathComponent(name).path
      if isStale(temporary: path, suffix: name.dropFirst(prefix.count)) {
        try? FileManager.default.removeItem(atPath: path)
      }
    }
  }

  /// `suffix` is `PID-TOKEN`, or `TOKEN` alone in names made before the
  /// process was part of them.
  private static func isStale(temporary path: String, suffix: Substring) -> Bool {
    let parts = suffix.split(separator: "-")
    if parts.count == 2, let pid = pid_t(parts[0]) {
      return pid == getpid() || (kill(pid, 0) != 0 && errno == ESRCH)
    }
    var info = stat()
    guard lstat(path, &info) == 0 else { return false }
    #if canImport(Darwin)
      let modified = info.st_mtimespec.tv_sec
    #else
      let modified = info.st_mtim.tv_sec
    #endif
    return time(nil) - modified > 60
  }

  /// Puts the item at `temporary` in place of whatever is at `target`, in one
  /// atomic step where the system allows (see the type's discussion). On
  /// failure `target` is unchanged and `temporary` still exists.
  static func replaceItem(at target: URL, withItemAt temporary: URL) throws(SystemCallError) {
    var old = stat()
    var new = stat()
    let targetExists = lstat(target.path, &old) == 0
    guard lstat(temporary.path, &new) == 0 else { throw SystemCallError("lstat", temporary.path) }
    let involvesFolder = (targetExists && old.st_mode & S_IFMT == S_IFDIR) || new.st_mode & S_IFMT == S_IFDIR

    if !targetExists || !involvesFolder {
      guard rename(temporary.path, target.path) == 0 else { throw SystemCallError("rename", target.path) }
      synchronizeFolder(of: target)
      return
    }

    #if os(Linux)
      if let exchange = renameExchange {
        if exchange(AT_FDCWD, temporary.path, AT_FDCWD, target.path, renameExchangeFlag) == 0 {
          synchronizeFolder(of: target)
          // The temporary name now holds the old contents. Failing to delete
          // them leaves a hidden item behind but loses nothing.
          try? FileManager.default.removeItem(at: temporary)
          return
        }
        let code = errno
        guard code == EINVAL || code == ENOSYS || code == EOPNOTSUPP else {
          throw SystemCallError("renameat2", target.path, code: code)
        }
      }
    #endif

    let aside = temporarySibling(of: target, purpose: "replaced")
    guard rename(target.path, aside.path) == 0 else { throw SystemCallError("rename", target.path) }
    guard rename(temporary.path, target.path) == 0 else {
      let failure = SystemCallError("rename", target.path)
      if rename(aside.path, target.path) != 0 {
        // Both renames failed: the old contents are intact but under another
        // name, which the error must say.
        throw SystemCallError(
          "rename", target.path, code: failure.code, note: "the previous version is at \(aside.path)")
      }
      throw failure
    }
    synchronizeFolder(of: target)
    try? FileManager.default.removeItem(at: aside)
  }

  #if os(Linux)
    private typealias RenameAt2 =
      @convention(c) (
        Int32, UnsafePointer<CChar>?, Int32, UnsafePointer<CChar>?, UInt32
      ) -> Int32

    /// `RENAME_EXCHANGE` from `<linux/fs.h>`; Swift's Glibc module does not
    /// import it, nor `renameat2` itself (both need `_GNU_SOURCE`).
    private static let renameExchangeFlag: UInt32 = 1 << 1

    /// glibc's `renameat2`, looked up at run time so that a C library older
    /// than 2.28 falls back to rename-aside instead of failing to load.
    private static let renameExchange: RenameAt2? = {
      guard let library = dlopen(nil, RTLD_NOW), let symbol = dlsym(library, "renameat2") else { return nil }
      return unsafeBitCast(symbol, to: RenameAt2.self)
    }()
  #endif

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

/// `write(2)`, named apart from ``DocumentFile/write(_:to:contentType:existingFile:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
  #elseif canImport(Musl)
    Musl.write(descriptor, bytes, count)
  #else
    Darwin.write(descriptor, bytes, count)
  #endif
}

/// A failed system call, with the `errno` it set.
struct SystemCallError: Error, CustomStringConvertible {
  var call: String
  var path: String
  var code: Int32
  var note: String?

  init(_ call: String, _ path: String, code: Int32 = errno, note: String? = nil) {
    self.call = call
    self.path = path
    self.code = code
    self.note = note
  }

  /// The system's words for the error: "No space left on device".
  var reason: String {
    let text = String(cString: strerror(code))
    return note.map { "\(text); \($0)" } ?? text
  }

  var description: String { reason }
}
