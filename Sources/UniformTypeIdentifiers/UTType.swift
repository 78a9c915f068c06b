// Apple platforms ship this module; this target only stands in for it where
// it is missing, so on Darwin it compiles to nothing.
#if !canImport(Darwin)
  import Synchronization

  /// A type of data: a file format, a folder, an abstract kind such as "text".
  ///
  /// Types form a conformance hierarchy — plain text is text, text is data —
  /// so code can ask whether a file it was handed is something it can open:
  ///
  /// ```swift
  /// let type = UTType(filenameExtension: "md")!
  /// type.identifier                  // "net.daringfireball.markdown"
  /// type.conforms(to: .plainText)    // true
  /// type.conforms(to: .image)        // false
  /// ```
  ///
  /// This is the Linux stand-in for Apple's `UniformTypeIdentifiers`. Linux has
  /// no system type database, so the types it knows are a fixed table of the
  /// common public types, plus the types an app declares with
  /// ``init(exportedAs:conformingTo:)`` or ``init(importedAs:conformingTo:)``.
  /// A value is only its identifier: two types are equal when their
  /// identifiers are.
  public struct UTType: Hashable, Sendable {
    /// The type's identifier, in reverse-DNS form: `"public.plain-text"`.
    ///
    /// ```swift
    /// UTType.json.identifier  // "public.json"
    /// ```
    public let identifier: String

    init(uncheckedIdentifier identifier: String) {
      self.identifier = identifier
    }

    /// The type with this identifier, or `nil` when it is neither one of the
    /// known public types, a type the app declared, nor a dynamic type.
    ///
    /// ```swift
    /// UTType("public.json") == .json       // true
    /// UTType("com.example.unknown")        // nil
    /// ```
    public init?(_ identifier: String) {
      guard Self.declaration(of: identifier) != nil || DynamicType(identifier: identifier) != nil else {
        return nil
      }
      self.identifier = identifier
    }

    /// The type for a filename extension, written without the leading dot.
    ///
    /// A known extension gives its public type, provided that type conforms to
    /// `supertype`. Any other extension gives a *dynamic* type (identifier
    /// starting with `dyn.`) that conforms to `supertype` and remembers the
    /// extension, as Apple's platforms do. Extensions compare case-insensitively.
    /// The result is `nil` only for an empty extension or one containing `/`.
    ///
    /// ```swift
    /// UTType(filenameExtension: "txt")             // .plainText
    /// UTType(filenameExtension: "xyz")?.isDynamic  // true
    /// UTType(filenameExtension: "png", conformingTo: .text)?.isDynamic  // true
    /// ```
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
      let tag = filenameExtension.lowercased()
      guard !tag.isEmpty, !tag.contains("/") else { return nil }
      if let known = Self.knownTypes(forFilenameExtension: tag).first(where: { $0.conforms(to: supertype) }) {
        self = known
      } else {
        self = DynamicType(filenameExtension: tag, supertype: supertype).type
      }
    }

    /// The type for a MIME type, such as `"application/json"`.
    ///
    /// Unknown MIME types give a dynamic type conforming to `supertype`.
    ///
    /// ```swift
    /// UTType(mimeType: "text/plain")   // .plainText
    /// ```
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
      let tag = mimeType.lowercased()
      guard !tag.isEmpty else { return nil }
      let known = knownDeclarations.values
        .filter { $0.mimeTypes.contains(tag) }
        .map { UTType(uncheckedIdentifier: $0.identifier) }
        .sorted { $0.identifier < $1.identifier }
      if let match = known.first(where: { $0.conforms(to: supertype) }) {
        self = match
      } else {
        self = DynamicType(mimeType: tag, supertype: supertype).type
      }
    }

    /// A type the app owns and declares.
    ///
    /// Apple platforms read the type's details from the app's `Info.plist`;
    /// Linux has none, so the declaration is recorded for the process instead
    /// and later lookups by identifier and conformance checks see it. Without a
    /// `parentType` the type conforms to ``data``, since app document formats
    /// are files.
    ///
    /// ```swift
    /// extension UTType {
    ///   static let notes = UTType(exportedAs: "com.example.notes", conformingTo: .plainText)
    /// }
    /// UTType.notes.conforms(to: .text)  // true
    /// ```
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
      self = Self.declare(identifier, conformingTo: parentType)
    }

    /// A type another party owns that the app uses; declared the same way as
    /// ``init(exportedAs:conformingTo:)``.
    ///
    /// ```swift
    /// extension UTType {
    ///   static var exampleText: UTType { UTType(importedAs: "com.example.plain-text") }
    /// }
    /// ```
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
      self = Self.declare(identifier, conformingTo: parentType)
    }

    // MARK: Properties

    /// The extension files of this type usually have, without the dot; `nil`
    /// for abstract types such as ``text``.
    ///
    /// ```swift
    /// UTType.plainText.preferredFilenameExtension  // "txt"
    /// UTType.text.preferredFilenameExtension       // nil
    /// ```
    public var preferredFilenameExtension: String? {
      if let dynamic = DynamicType(identifier: identifier) { return dynamic.filenameExtension }
      return Self.declaration(of: identifier)?.filenameExtensions.first
    }

    /// The MIME type this type is usually sent as, if it has one.
    ///
    /// ```swift
    /// UTType.json.preferredMIMEType  // "application/json"
    /// ```
    public var preferredMIMEType: String? {
      if let dynamic = DynamicType(identifier: identifier) { return dynamic.mimeType }
      return Self.declaration(of: identifier)?.mimeTypes.first
    }

    /// A short description for people, such as `"PNG image"`; `nil` for
    /// dynamic and undescribed types.
    ///
    /// ```swift
    /// UTType.png.localizedDescription  // "PNG image"
    /// ```
    public var localizedDescription: String? {
      Self.declaration(of: identifier)?.summary
    }

    /// Every type this one conforms to, directly or through others; the type
    /// itself is not included.
    ///
    /// ```swift
    /// UTType.plainText.supertypes.contains(.data)  // true
    /// ```
    public var supertypes: Set<UTType> {
      var found = Set<UTType>()
      var pending = directSupertypes
      while let next = pending.popLast() {
        guard next != self, found.insert(next).inserted else { continue }
        pending.append(contentsOf: next.directSupertypes)
      }
      return found
    }

    /// Whether this type is `type` or conforms to it through its supertypes.
    ///
    /// ```swift
    /// UTType.utf8PlainText.conforms(to: .plainText)  // true
    /// UTType.json.conforms(to: .text)                // true
    /// UTType.text.conforms(to: .json)                // false
    /// ```
    public func conforms(to type: UTType) -> Bool {
      self == type || supertypes.contains(type)
    }

    /// Whether `type` conforms to this type and is not this type.
    ///
    /// ```swift
    /// UTType.text.isSupertype(of: .json)  // true
    /// ```
    public func isSupertype(of type: UTType) -> Bool {
      self != type && type.conforms(to: self)
    }

    /// Whether this type conforms to `type` and is not `type`.
    ///
    /// ```swift
    /// UTType.json.isSubtype(of: .text)  // true
    /// ```
    public func isSubtype(of type: UTType) -> Bool {
      self != type && conforms(to: type)
    }

    /// Whether the type was made up for an unknown tag (its identifier starts
    /// with `dyn.`).
    ///
    /// ```swift
    /// UTType(filenameExtension: "xyz")!.isDynamic  // true
    /// ```
    public var isDynamic: Bool { DynamicType(identifier: identifier) != nil }

    /// Whether the type is one of the known public types or one the app
    /// declared.
    ///
    /// ```swift
    /// UTType.json.isDeclared  // true
    /// ```
    public var isDeclared: Bool { Self.declaration(of: identifier) != nil }

    /// Whether the type is a public type, with an identifier in the
    /// `public.` domain.
    ///
    /// ```swift
    /// UTType.plainText.isPublic  // true
    /// ```
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    // MARK: Lookup

    var directSupertypes: [UTType] {
      if let dynamic = DynamicType(identifier: identifier) { return [dynamic.supertype] }
      return (Self.declaration(of: identifier)?.parents ?? []).map { UTType(uncheckedIdentifier: $0) }
    }

    static func declaration(of identifier: String) -> TypeDeclaration? {
      knownDeclarations[identifier] ?? appDeclarations.withLock { $0[identifier] }
    }

    static func knownTypes(forFilenameExtension tag: String) -> [UTType] {
      (knownTypesByFilenameExtension[tag] ?? []).map { UTType(uncheckedIdentifier: $0) }
    }

    /// Records an app declaration; the first declaration of an identifier wins
    /// a parent, later ones may only add parents (never change a public type).
    static func declare(_ identifier: String, conformingTo parent: UTType?) -> UTType {
      guard knownDeclarations[identifier] == nil, DynamicType(identifier: identifier) == nil else {
        return UTType(uncheckedIdentifier: identifier)
      }
      let parentIdentifier = (parent ?? .data).identifier
      appDeclarations.withLock { declarations in
        var declaration =
          declarations[identifier]
          ?? TypeDeclaration(identifier, parents: [], summary: nil)
        if parentIdentifier != identifier, !declaration.parents.contains(parentIdentifier) {
          // An explicit parent replaces the implicit `data` default.
          if parent != nil, declaration.parents == [UTType.data.identifier] { declaration.parents = [] }
          if parent != nil || declaration.parents.isEmpty { declaration.parents.append(parentIdentifier) }
        }
        declarations[identifier] = declaration
      }
      return UTType(uncheckedIdentifier: identifier)
    }
  }

  /// Types declared at run time by the app, shared by the whole process the
  /// way an `Info.plist` is.
  private let appDeclarations = Mutex<[String: TypeDeclaration]>([:])

  extension UTType: CustomStringConvertible, CustomDebugStringConvertible {
    /// The identifier, so a type prints as `public.plain-text`.
    ///
    /// ```swift
    /// print(UTType.plainText)  // public.plain-text
    /// ```
    public var description: String { identifier }

    /// The identifier with its kind, for debugging: `UTType(public.json)`.
    public var debugDescription: String {
      isDynamic ? "UTType(\(identifier), dynamic)" : "UTType(\(identifier))"
    }
  }

  extension UTType: Codable {
    /// Decodes a type from its identifier, as written by ``encode(to:)``.
    ///
    /// ```swift
    /// let type = try JSONDecoder().decode(UTType.self, from: Data(#""public.json""#.utf8))
    /// ```
    public init(from decoder: any Decoder) throws {
      identifier = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the type as its identifier string.
    ///
    /// ```swift
    /// try JSONEncoder().encode(UTType.json)  // "public.json"
    /// ```
    public func encode(to encoder: any Encoder) throws {
      var container = encoder.singleValueContainer()
      try container.encode(identifier)
    }
  }
#endif
