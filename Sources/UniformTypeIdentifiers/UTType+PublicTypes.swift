#if !canImport(Darwin)
  /// What is known about one type: its place in the hierarchy and its tags.
  struct TypeDeclaration: Sendable {
    var identifier: String
    var parents: [String]
    var filenameExtensions: [String]
    var mimeTypes: [String]
    var summary: String?

    init(
      _ identifier: String, parents: [String], extensions: [String] = [], mimeTypes: [String] = [],
      summary: String?
    ) {
      self.identifier = identifier
      self.parents = parents
      self.filenameExtensions = extensions
      self.mimeTypes = mimeTypes
      self.summary = summary
    }
  }

  // The public types, with the identifiers, parents and tags Apple documents
  // for them. Two roots, as on Apple's platforms: `public.item` for the
  // physical hierarchy (data, folders) and `public.content` for the kind of
  // content (text, images).
  let knownDeclarations: [String: TypeDeclaration] = {
    let list: [TypeDeclaration] = [
      .init("public.item", parents: [], summary: "item"),
      .init("public.content", parents: [], summary: "content"),
      .init("public.composite-content", parents: ["public.content"], summary: "composite content"),
      .init("public.data", parents: ["public.item"], summary: "data"),
      .init("public.directory", parents: ["public.item"], summary: "directory"),
      .init("public.folder", parents: ["public.directory"], summary: "folder"),
      .init("com.apple.package", parents: ["public.directory"], summary: "package"),
      .init("public.symlink", parents: ["public.item"], summary: "symbolic link"),
      .init("public.text", parents: ["public.data", "public.content"], summary: "text"),
      .init(
        "public.plain-text", parents: ["public.text"], extensions: ["txt", "text"], mimeTypes: ["text/plain"],
        summary: "plain text"),
      .init(
        "public.utf8-plain-text", parents: ["public.plain-text"], mimeTypes: ["text/plain;charset=utf-8"],
        summary: "UTF-8 plain text"),
      .init("public.utf16-plain-text", parents: ["public.plain-text"], summary: "UTF-16 plain text"),
      .init("public.delimited-values-text", parents: ["public.text"], summary: "delimited text"),
      .init(
        "public.comma-separated-values-text", parents: ["public.delimited-values-text"], extensions: ["csv"],
        mimeTypes: ["text/csv", "text/comma-separated-values"], summary: "comma-separated values"),
      .init(
        "public.tab-separated-values-text", parents: ["public.delimited-values-text"], extensions: ["tsv"],
        mimeTypes: ["text/tab-separated-values"], summary: "tab-separated values"),
      .init(
        "public.json", parents: ["public.text"], extensions: ["json"], mimeTypes: ["application/json"],
        summary: "JSON"),
      .init(
        "public.xml", parents: ["public.text"], extensions: ["xml"], mimeTypes: ["application/xml", "text/xml"],
        summary: "XML"),
      .init(
        "public.yaml", parents: ["public.text"], extensions: ["yaml", "yml"],
        mimeTypes: ["application/x-yaml", "application/yaml"], summary: "YAML"),
      .init(
        "public.html", parents: ["public.text"], extensions: ["html", "htm"], mimeTypes: ["text/html"],
        summary: "HTML"),
      .init(
        "public.rtf", parents: ["public.text"], extensions: ["rtf"], mimeTypes: ["text/rtf", "application/rtf"],
        summary: "rich text"),
      .init(
        "net.daringfireball.markdown", parents: ["public.plain-text"], extensions: ["md", "markdown"],
        mimeTypes: ["text/markdown"], summary: "Markdown document"),
      .init("public.source-code", parents: ["public.plain-text"], summary: "source code"),
      .init("public.swift-source", parents: ["public.source-code"], extensions: ["swift"], summary: "Swift source"),
      .init("public.script", parents: ["public.source-code"], summary: "script"),
      .init(
        "public.shell-script", parents: ["public.script"], extensions: ["sh", "command"],
        mimeTypes: ["application/x-sh"], summary: "shell script"),
      .init(
        "public.python-script", parents: ["public.script"], extensions: ["py"],
        mimeTypes: ["text/x-python-script"], summary: "Python script"),
      .init("public.image", parents: ["public.data", "public.content"], summary: "image"),
      .init(
        "public.png", parents: ["public.image"], extensions: ["png"], mimeTypes: ["image/png"], summary: "PNG image"),
      .init(
        "public.jpeg", parents: ["public.image"], extensions: ["jpeg", "jpg"], mimeTypes: ["image/jpeg"],
        summary: "JPEG image"),
      .init(
        "com.compuserve.gif", parents: ["public.image"], extensions: ["gif"], mimeTypes: ["image/gif"],
        summary: "GIF image"),
      .init(
        "public.svg-image", parents: ["public.image"], extensions: ["svg"], mimeTypes: ["image/svg+xml"],
        summary: "SVG image"),
      .init(
        "com.adobe.pdf", parents: ["public.data", "public.composite-content"], extensions: ["pdf"],
        mimeTypes: ["application/pdf"], summary: "PDF document"),
      .init("public.archive", parents: ["public.data"], summary: "archive"),
      .init(
        "public.zip-archive", parents: ["public.archive"], extensions: ["zip"], mimeTypes: ["application/zip"],
        summary: "ZIP archive"),
    ]
    return Dictionary(uniqueKeysWithValues: list.map { ($0.identifier, $0) })
  }()

  /// Extension → identifiers, sorted so that lookups are deterministic.
  let knownTypesByFilenameExtension: [String: [String]] = {
    var table: [String: [String]] = [:]
    for declaration in knownDeclarations.values {
      for tag in declaration.filenameExtensions { table[tag, default: []].append(declaration.identifier) }
    }
    return table.mapValues { $0.sorted() }
  }()

  extension UTType {
    /// The root of the physical hierarchy: anything in the file system.
    ///
    /// ```swift
    /// UTType.folder.conforms(to: .item)  // true
    /// ```
    public static let item = UTType(uncheckedIdentifier: "public.item")

    /// The root of the content hierarchy: anything a person would call content.
    ///
    /// ```swift
    /// UTType.text.conforms(to: .content)  // true
    /// ```
    public static let content = UTType(uncheckedIdentifier: "public.content")

    /// Content made of several kinds, such as a PDF document.
    ///
    /// ```swift
    /// UTType.pdf.conforms(to: .compositeContent)  // true
    /// ```
    public static let compositeContent = UTType(uncheckedIdentifier: "public.composite-content")

    /// A stream of bytes: the base type of every file format.
    ///
    /// ```swift
    /// UTType.png.conforms(to: .data)  // true
    /// ```
    public static let data = UTType(uncheckedIdentifier: "public.data")

    /// A directory in the file system.
    ///
    /// ```swift
    /// UTType.folder.conforms(to: .directory)  // true
    /// ```
    public static let directory = UTType(uncheckedIdentifier: "public.directory")

    /// A directory a person browses as a folder.
    ///
    /// ```swift
    /// static var readableContentTypes: [UTType] { [.folder] }
    /// ```
    public static let folder = UTType(uncheckedIdentifier: "public.folder")

    /// A directory presented as a single document.
    ///
    /// ```swift
    /// UTType(exportedAs: "com.example.project", conformingTo: .package)
    /// ```
    public static let package = UTType(uncheckedIdentifier: "com.apple.package")

    /// A symbolic link.
    ///
    /// ```swift
    /// UTType.symbolicLink.conforms(to: .item)  // true
    /// ```
    public static let symbolicLink = UTType(uncheckedIdentifier: "public.symlink")

    /// Any text, in any encoding and markup.
    ///
    /// ```swift
    /// UTType.json.conforms(to: .text)  // true
    /// ```
    public static let text = UTType(uncheckedIdentifier: "public.text")

    /// Text without markup; extension `txt`.
    ///
    /// ```swift
    /// static var readableContentTypes: [UTType] { [.plainText] }
    /// ```
    public static let plainText = UTType(uncheckedIdentifier: "public.plain-text")

    /// Plain text encoded as UTF-8.
    ///
    /// ```swift
    /// UTType.utf8PlainText.conforms(to: .plainText)  // true
    /// ```
    public static let utf8PlainText = UTType(uncheckedIdentifier: "public.utf8-plain-text")

    /// Plain text encoded as UTF-16.
    ///
    /// ```swift
    /// UTType.utf16PlainText.conforms(to: .plainText)  // true
    /// ```
    public static let utf16PlainText = UTType(uncheckedIdentifier: "public.utf16-plain-text")

    /// Text of values separated by a delimiter.
    ///
    /// ```swift
    /// UTType.commaSeparatedText.conforms(to: .delimitedText)  // true
    /// ```
    public static let delimitedText = UTType(uncheckedIdentifier: "public.delimited-values-text")

    /// Comma-separated values; extension `csv`.
    ///
    /// ```swift
    /// UTType(filenameExtension: "csv") == .commaSeparatedText  // true
    /// ```
    public static let commaSeparatedText = UTType(uncheckedIdentifier: "public.comma-separated-values-text")

    /// Tab-separated values; extension `tsv`.
    ///
    /// ```swift
    /// UTType(filenameExtension: "tsv") == .tabSeparatedText  // true
    /// ```
    public static let tabSeparatedText = UTType(uncheckedIdentifier: "public.tab-separated-values-text")

    /// JSON; extension `json`.
    ///
    /// ```swift
    /// UTType(filenameExtension: "json") == .json  // true
    /// ```
    public static let json = UTType(uncheckedIdentifier: "public.json")

    /// XML; extension `xml`.
    ///
    /// ```swift
    /// UTType(filenameExtension: "xml") == .xml  // true
    /// ```
    public static let xml = UTType(uncheckedIdentifier: "public.xml")

    /// YAML; extensions `yaml` and `yml`.
    ///
    /// ```swift
    /// UTType(filenameExtension: "yml") == .yaml  // true
    /// ```
    public static let yaml = UTType(uncheckedIdentifier: "public.yaml")

    /// HTML; extensions `html` and `htm`.
    ///
    /// ```swift
    /// UTType(filenameExtension: "html") == .html  // true
    /// ```
    public static let html = UTType(uncheckedIdentifier: "public.html")

    /// Rich text; extension `rtf`.
    ///
    /// ```swift
    /// UTType.rtf.conforms(to: .text)  // true
    /// ```
    public static let rtf = UTType(uncheckedIdentifier: "public.rtf")

    /// Source code of any language.
    ///
    /// ```swift
    /// UTType.swiftSource.conforms(to: .sourceCode)  // true
    /// ```
    public static let sourceCode = UTType(uncheckedIdentifier: "public.source-code")

    /// Swift source; extension `swift`.
    ///
    /// ```swift
    /// UTType(filenameExtension: "swift") == .swiftSource  // true
    /// ```
    public static let swiftSource = UTType(uncheckedIdentifier: "public.swift-source")

    /// A script of any scripting language.
    ///
    /// ```swift
    /// UTType.shellScript.conforms(to: .script)  // true
    /// ```
    public static let script = UTType(uncheckedIdentifier: "public.script")

    /// A shell script; extension `sh`.
    ///
    /// ```swift
    /// UTType(filenameExtension: "sh") == .shellScript  // true
    /// ```
    public static let shellScript = UTType(uncheckedIdentifier: "public.shell-script")

    /// A Python script; extension `py`.
    ///
    /// ```swift
    /// UTType(filenameExtension: "py") == .pythonScript  // true
    /// ```
    public static let pythonScript = UTType(uncheckedIdentifier: "public.python-script")

    /// Any image.
    ///
    /// ```swift
    /// UTType.png.conforms(to: .image)  // true
    /// ```
    public static let image = UTType(uncheckedIdentifier: "public.image")

    /// A PNG image; extension `png`.
    ///
    /// ```swift
    /// UTType(filenameExtension: "png") == .png  // true
    /// ```
    public static let png = UTType(uncheckedIdentifier: "public.png")

    /// A JPEG image; extensions `jpeg` and `jpg`.
    ///
    /// ```swift
    /// UTType(filenameExtension: "jpg") == .jpeg  // true
    /// ```
    public static let jpeg = UTType(uncheckedIdentifier: "public.jpeg")

    /// A GIF image; extension `gif`.
    ///
    /// ```swift
    /// UTType(filenameExtension: "gif") == .gif  // true
    /// ```
    public static let gif = UTType(uncheckedIdentifier: "com.compuserve.gif")

    /// An SVG image; extension `svg`.
    ///
    /// ```swift
    /// UTType(filenameExtension: "svg") == .svg  // true
    /// ```
    public static let svg = UTType(uncheckedIdentifier: "public.svg-image")

    /// A PDF document; extension `pdf`.
    ///
    /// ```swift
    /// UTType(filenameExtension: "pdf") == .pdf  // true
    /// ```
    public static let pdf = UTType(uncheckedIdentifier: "com.adobe.pdf")

    /// Any archive of files.
    ///
    /// ```swift
    /// UTType.zip.conforms(to: .archive)  // true
    /// ```
    public static let archive = UTType(uncheckedIdentifier: "public.archive")

    /// A ZIP archive; extension `zip`.
    ///
    /// ```swift
    /// UTType(filenameExtension: "zip") == .zip  // true
    /// ```
    public static let zip = UTType(uncheckedIdentifier: "public.zip-archive")
  }
#endif
