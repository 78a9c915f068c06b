// Foundation on Apple's platforms has `FileWrapper`; Linux's does not, and
// `FileDocument` is spelled in terms of it.
#if !canImport(Darwin)
  import Foundation
  import Logging

  /// A file, a folder of files, or a symbolic link, held in memory.
  ///
  /// Documents read their contents from a wrapper and hand back a new one to
  /// save:
  ///
  /// ```swift
  /// // A single file.
  /// let note = FileWrapper(regularFileWithContents: Data("Hello".utf8))
  ///
  /// // A folder with two files.
  /// let project = FileWrapper(directoryWithFileWrappers: [:])
  /// project.addRegularFile(withContents: Data("{}".utf8), preferredFilename: "settings.json")
  /// project.addFileWrapper(note)  // needs note.preferredFilename
  /// try project.write(to: url, options: .atomic, originalContentsURL: nil)
  /// ```
  ///
  /// This is the Linux stand-in for Foundation's class. Two differences:
  /// contents are always read when the wrapper is created (Apple may read
  /// lazily and map files into memory; a mapped file that another program
  /// truncates crashes the reader), and so `originalContentsURL` is not
  /// needed and is ignored when writing.
  open class FileWrapper {
    enum Contents {
      case regularFile(Data)
      case directory([String: FileWrapper])
      case symbolicLink(URL)
    }

    var contents: Contents

    /// The name the wrapper was read from or last written to with
    /// ``WritingOptions/withNameUpdating``.
    ///
    /// ```swift
    /// let wrapper = try FileWrapper(url: URL(filePath: "/tmp/notes.txt"))
    /// wrapper.filename  // "notes.txt"
    /// ```
    open var filename: String?

    /// The name the wrapper would like when added to a folder; the folder uses
    /// it as the child's key unless another child already has it.
    ///
    /// ```swift
    /// let readme = FileWrapper(regularFileWithContents: Data("# Hi".utf8))
    /// readme.preferredFilename = "README.md"
    /// folder.addFileWrapper(readme)  // "README.md"
    /// ```
    open var preferredFilename: String?

    /// Options for ``init(url:options:)``.
    ///
    /// ```swift
    /// let wrapper = try FileWrapper(url: url, options: .immediate)
    /// ```
    public struct ReadingOptions: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }

      /// Read every file's contents now. Always the case on Linux.
      public static let immediate = ReadingOptions(rawValue: 1 << 0)

      /// Copy contents into memory rather than mapping files. Always the case
      /// on Linux.
      public static let withoutMapping = ReadingOptions(rawValue: 1 << 1)
    }

    /// Options for ``write(to:options:originalContentsURL:)``.
    ///
    /// ```swift
    /// try wrapper.write(to: url, options: [.atomic, .withNameUpdating], originalContentsURL: nil)
    /// ```
    public struct WritingOptions: OptionSet, Sendable {
      public let rawValue: UInt
      public init(rawValue: UInt) { self.rawValue = rawValue }

      /// Write to a temporary item beside the destination, then swap it in, so
      /// the destination is either entirely old or entirely new.
      public static let atomic = WritingOptions(rawValue: 1 << 0)

      /// Set ``FileWrapper/filename`` of the wrapper and its children to the
      /// names they were written under.
      public static let withNameUpdating = WritingOptions(rawValue: 1 << 1)
    }

    // MARK: Creating

    /// A regular file with `contents`.
    ///
    /// ```swift
    /// let wrapper = FileWrapper(regularFileWithContents: Data("Hello".utf8))
    /// ```
    public init(regularFileWithContents contents: Data) {
      self.contents = .regularFile(contents)
    }

    /// A folder whose children are keyed by file name.
    ///
    /// Children without a ``preferredFilename`` take their key as it.
    ///
    /// ```swift
    /// let folder = FileWrapper(directoryWithFileWrappers: [
    ///   "a.txt": FileWrapper(regularFileWithContents: Data("A".utf8))
    /// ])
    /// ```
    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
      for (name, child) in childrenByPreferredName where child.preferredFilename == nil {
        child.preferredFilename = name
      }
      self.contents = .directory(childrenByPreferredName)
    }

    /// A symbolic link pointing at `url`.
    ///
    /// ```swift
    /// let link = FileWrapper(symbolicLinkWithDestinationURL: URL(filePath: "../shared.txt"))
    /// ```
    public init(symbolicLinkWithDestinationURL url: URL) {
      self.contents = .symbolicLink(url)
    }

    /// Reads the file, folder tree or symbolic link at `url`.
    ///
    /// Symbolic links inside a folder are kept as links, not followed, so a
    /// link back up the tree cannot loop. Items that are neither files,
    /// folders nor links (devices, pipes, sockets) are refused: reading a pipe
    /// would block forever.
    ///
    /// ```swift
    /// let wrapper = try FileWrapper(url: URL(filePath: "/tmp/notes.txt"))
    /// let text = String(decoding: wrapper.regularFileContents ?? Data(), as: UTF8.self)
    /// ```
    ///
    /// - Throws: `CocoaError` when the item is missing, unreadable or of an
    ///   unsupported kind.
    public init(url: URL, options: ReadingOptions = []) throws {
      self.contents = try Self.readContents(at: url)
      filename = url.lastPathComponent
      preferredFilename = url.lastPathComponent
    }

    private init(contents: Contents, name: String) {
      self.contents = contents
      filename = name
      preferredFilename = name
    }

    private static func readContents(at url: URL) throws -> Contents {
      let path = url.path
      let attributes: [FileAttributeKey: Any]
      do {
        attributes = try FileManager.default.attributesOfItem(atPath: path)
      } catch {
        throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path, NSUnderlyingErrorKey: error])
      }
      switch attributes[.type] as? FileAttributeType {
      case .typeRegular?:
        do {
          return .regularFile(try Data(contentsOf: url))
        } catch {
          throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: path, NSUnderlyingErrorKey: error])
        }
      case .typeDirectory?:
        let names: [String]
        do {
          names = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
          throw CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: path, NSUnderlyingErrorKey: error])
        }
        var children: [String: FileWrapper] = [:]
        for name in names {
          let child = url.appendingPathComponent(name)
          children[name] = FileWrapper(contents: try readContents(at: child), name: name)
        }
        return .directory(children)
      case .typeSymbolicLink?:
        let destination = try FileManager.default.destinationOfSymbolicLink(atPath: path)
        return .symbolicLink(URL(fileURLWithPath: destination, relativeTo: url.deletingLastPathComponent()))
      default:
        throw CocoaError(.fileReadUnknown, userInfo: [NSFilePathErrorKey: path])
      }
    }

    // MARK: Kind and contents

    /// Whether the wrapper is a regular file.
    ///
    /// ```swift
    /// FileWrapper(regularFileWithContents: Data()).isRegularFile  // true
    /// ```
    open var isRegularFile: Bool {
      if case .regularFile = contents { return true }
      return false
    }

    /// Whether the wrapper is a folder.
    ///
    /// ```swift
    /// FileWrapper(directoryWithFileWrappers: [:]).isDirectory  // true
    /// ```
    open var isDirectory: Bool {
      if case .directory = contents { return true }
      return false
    }

    /// Whether the wrapper is a symbolic link.
    ///
    /// ```swift
    /// FileWrapper(symbolicLinkWithDestinationURL: url).isSymbolicLink  // true
    /// ```
    open var isSymbolicLink: Bool {
      if case .symbolicLink = contents { return true }
      return false
    }

    /// A regular file's bytes; `nil` for folders and links.
    ///
    /// ```swift
    /// let text = String(decoding: wrapper.regularFileContents ?? Data(), as: UTF8.self)
    /// ```
    open var regularFileContents: Data? {
      if case .regularFile(let data) = contents { return data }
      return nil
    }

    /// A folder's children by key (their file names); `nil` for files and links.
    ///
    /// ```swift
    /// let settings = folder.fileWrappers?["settings.json"]?.regularFileContents
    /// ```
    open var fileWrappers: [String: FileWrapper]? {
      if case .directory(let children) = contents { return children }
      return nil
    }

    /// Where a symbolic link points; `nil` for files and folders.
    ///
    /// ```swift
    /// link.symbolicLinkDestinationURL?.lastPathComponent  // "shared.txt"
    /// ```
    open var symbolicLinkDestinationURL: URL? {
      if case .symbolicLink(let destination) = contents { return destination }
      return nil
    }

    // MARK: Changing a folder

    /// Adds `child` to this folder under its ``preferredFilename``, or under a
    /// numbered variant ("notes 2.txt") when that name is taken, and returns
    /// the key used.
    ///
    /// A child with no preferred name, or a wrapper that is not a folder, is a
    /// programmer error: it is reported as a runtime warning (Apple's class
    /// raises an exception), a child without a name is added as "Untitled",
    /// and nothing is added to a file.
    ///
    /// ```swift
    /// let readme = FileWrapper(regularFileWithContents: Data("# Hi".utf8))
    /// readme.preferredFilename = "README.md"
    /// let key = folder.addFileWrapper(readme)  // "README.md"
    /// ```
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
      guard case .directory(var children) = contents else {
        fileWrapperLogger.warning("addFileWrapper(_:) called on a FileWrapper that is not a directory; nothing added.")
        return child.preferredFilename ?? ""
      }
      if child.preferredFilename == nil {
        fileWrapperLogger.warning(
          "addFileWrapper(_:) needs a child with a preferredFilename; adding it as \"Untitled\".")
        child.preferredFilename = "Untitled"
      }
      let key = Self.uniqueKey(for: child.preferredFilename!, among: children)
      children[key] = child
      contents = .directory(children)
      return key
    }

    /// Adds a regular file with `data` under `fileName` (or a numbered variant
    /// when taken) and returns the key used.
    ///
    /// ```swift
    /// folder.addRegularFile(withContents: Data("{}".utf8), preferredFilename: "settings.json")
    /// ```
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
      let child = FileWrapper(regularFileWithContents: data)
      child.preferredFilename = fileName
      return addFileWrapper(child)
    }

    /// Removes `child` (the same instance) from this folder.
    ///
    /// ```swift
    /// if let old = folder.fileWrappers?["cache.bin"] { folder.removeFileWrapper(old) }
    /// ```
    open func removeFileWrapper(_ child: FileWrapper) {
      guard case .directory(var children) = contents, let key = keyForChildFileWrapper(child) else { return }
      children[key] = nil
      contents = .directory(children)
    }

    /// The key under which `child` (the same instance) is in this folder.
    ///
    /// ```swift
    /// folder.keyForChildFileWrapper(readme)  // "README.md"
    /// ```
    open func keyForChildFileWrapper(_ child: FileWrapper) -> String? {
      fileWrappers?.first { $0.value === child }?.key
    }

    /// "name.ext", else "name 2.ext", "name 3.ext", …: the first key not taken.
    private static func uniqueKey(for name: String, among children: [String: FileWrapper]) -> String {
      guard children[name] != nil else { return name }
      let file = name as NSString
      let base = file.deletingPathExtension
      let ext = file.pathExtension
      var number = 2
      while true {
        let candidate = ext.isEmpty ? "\(base) \(number)" : "\(base) \(number).\(ext)"
        if children[candidate] == nil { return candidate }
        number += 1
      }
    }

    // MARK: Writing

    /// Writes the wrapper — recursively for a folder — to `url`.
    ///
    /// Without ``WritingOptions/atomic`` a file replaces an existing file in
    /// place, and writing a folder where something already exists fails rather
    /// than mixing old and new children. With it, everything is written to a
    /// hidden temporary item beside `url` and then swapped in (atomically on
    /// Linux; see `DocumentFile`), so `url` never holds a half-written state.
    /// That temporary is `.NAME.writing-PID-…`; one a killed write left behind
    /// is removed by the next atomic write to `url`, or when a document there
    /// is next opened or saved.
    /// Children are written under their keys in ``fileWrappers``; a key that is
    /// empty, `.`, `..` or contains `/` fails the write, so a wrapper cannot
    /// write outside its folder.
    ///
    /// ```swift
    /// try wrapper.write(to: URL(filePath: "/tmp/Project"), options: .atomic, originalContentsURL: nil)
    /// ```
    ///
    /// - Parameters:
    ///   - url: Where the file or folder is written.
    ///   - options: ``WritingOptions/atomic`` to write beside `url` and swap
    ///     the result in; ``WritingOptions/withNameUpdating`` to set the
    ///     written names as ``filename``.
    ///   - originalContentsURL: Ignored: contents are always in memory.
    /// - Throws: `CocoaError` describing what could not be written; after an
    ///   atomic write fails, `url` is as it was.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
      if options.contains(.atomic) {
        // As a document save does: what killed writes to `url` left goes
        // first, so that they cannot pile up.
        DocumentFile.removeStaleTemporaries(of: url)
        let temporary = DocumentFile.temporarySibling(of: url, purpose: .writing)
        do {
          try writeContents(to: temporary)
          try DocumentFile.replaceItem(at: url, withItemAt: temporary)
        } catch {
          try? FileManager.default.removeItem(at: temporary)
          throw Self.writeError(error, url: url)
        }
      } else {
        do {
          try writeContents(to: url)
        } catch {
          throw Self.writeError(error, url: url)
        }
      }
      if options.contains(.withNameUpdating) { updateNames(to: url.lastPathComponent) }
    }

    private func writeContents(to url: URL) throws {
      let manager = FileManager.default
      switch contents {
      case .regularFile(let data):
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
          throw CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: url.path])
        }
        try data.write(to: url)
      case .directory(let children):
        if (try? manager.attributesOfItem(atPath: url.path)) != nil {
          throw CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: url.path])
        }
        try manager.createDirectory(at: url, withIntermediateDirectories: false)
        for (key, child) in children.sorted(by: { $0.key < $1.key }) {
          guard !key.isEmpty, key != ".", key != "..", !key.contains("/") else {
            throw CocoaError(
              .fileWriteInvalidFileName,
              userInfo: [
                NSFilePathErrorKey: url.path + "/" + key,
                NSLocalizedDescriptionKey: "“\(key)” can’t be the name of a file in a folder.",
              ])
          }
          try child.writeContents(to: url.appendingPathComponent(key))
        }
      case .symbolicLink(let destination):
        // Keep a relative link relative: it was read relative to its folder.
        let target = destination.baseURL == nil ? destination.path : destination.relativePath
        try manager.createSymbolicLink(atPath: url.path, withDestinationPath: target)
      }
    }

    private func updateNames(to name: String) {
      filename = name
      for (key, child) in fileWrappers ?? [:] { child.updateNames(to: key) }
    }

    private static func writeError(_ error: any Error, url: URL) -> CocoaError {
      if let cocoa = error as? CocoaError { return cocoa }
      return CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path, NSUnderlyingErrorKey: error])
    }
  }

  // FocusUI's label: a misused wrapper is the app's programmer error, and
  // FocusUI documents that those are logged under it.
  private let fileWrapperLogger = Logger(label: "FocusUI")
#endif
