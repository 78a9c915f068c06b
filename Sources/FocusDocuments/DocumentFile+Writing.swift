import Foundation
import UniformTypeIdentifiers

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// Atomic saving: temporary beside the target, flush, swap.
extension DocumentFile {
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
  ///   - url: Where to save; a symbolic link is followed and kept.
  ///   - contentType: The type to save as.
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
    let target = target(of: url)
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
    let temporary = temporarySibling(of: target, purpose: .saving)
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
    let temporary = temporarySibling(of: target, purpose: .saving)
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

    let aside = temporarySibling(of: target, purpose: .replaced)
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
}

/// `write(2)`, named apart from ``DocumentFile/write(to:contentType:writableContentTypes:contents:)``.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
  #elseif canImport(Musl)
    Musl.write(descriptor, bytes, count)
  #else
    Darwin.write(descriptor, bytes, count)
  #endif
}
