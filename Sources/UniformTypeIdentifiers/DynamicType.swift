#if !canImport(Darwin)
  /// The made-up type for a tag no declared type claims, such as the extension
  /// `xyz`.
  ///
  /// Like Apple's `dyn.` types, everything about it lives in its identifier, so
  /// a dynamic type rebuilt from its identifier alone still knows its tag and
  /// supertype. The encoding is our own (hex of the UTF-8 bytes keeps any tag
  /// within the characters identifiers allow):
  /// `dyn.ext-78797a` is "extension xyz, conforms to data";
  /// `dyn.ext-78797a.conforms-7075626c69632e74657874` adds "conforms to public.text".
  struct DynamicType {
    var filenameExtension: String?
    var mimeType: String?
    var supertype: UTType

    private static let prefix = "dyn."
    private static let extensionLabel = "ext-"
    private static let mimeLabel = "mime-"
    private static let supertypeLabel = "conforms-"

    init(filenameExtension: String, supertype: UTType) {
      self.filenameExtension = filenameExtension
      self.supertype = supertype
    }

    init(mimeType: String, supertype: UTType) {
      self.mimeType = mimeType
      self.supertype = supertype
    }

    /// Decodes `identifier`; `nil` when it is not a dynamic identifier of ours.
    init?(identifier: String) {
      guard identifier.hasPrefix(Self.prefix) else { return nil }
      // Hex digits never contain a dot, so the parts split cleanly.
      let parts = identifier.dropFirst(Self.prefix.count).split(separator: ".", omittingEmptySubsequences: false)
      guard parts.count == 1 || parts.count == 2 else { return nil }
      if parts.count == 2 {
        guard parts[1].hasPrefix(Self.supertypeLabel),
          let decoded = Self.decode(parts[1].dropFirst(Self.supertypeLabel.count))
        else { return nil }
        supertype = UTType(uncheckedIdentifier: decoded)
      } else {
        supertype = .data
      }
      if parts[0].hasPrefix(Self.extensionLabel), let tag = Self.decode(parts[0].dropFirst(Self.extensionLabel.count)) {
        filenameExtension = tag
      } else if parts[0].hasPrefix(Self.mimeLabel), let tag = Self.decode(parts[0].dropFirst(Self.mimeLabel.count)) {
        mimeType = tag
      } else {
        return nil
      }
    }

    var type: UTType {
      var identifier = Self.prefix
      if let filenameExtension {
        identifier += Self.extensionLabel + Self.encode(filenameExtension)
      } else if let mimeType {
        identifier += Self.mimeLabel + Self.encode(mimeType)
      }
      if supertype != .data {
        identifier += "." + Self.supertypeLabel + Self.encode(supertype.identifier)
      }
      return UTType(uncheckedIdentifier: identifier)
    }

    private static let digits = Array("0123456789abcdef".utf8)

    private static func encode(_ text: String) -> String {
      var bytes: [UInt8] = []
      bytes.reserveCapacity(text.utf8.count * 2)
      for byte in text.utf8 {
        bytes.append(digits[Int(byte >> 4)])
        bytes.append(digits[Int(byte & 0x0f)])
      }
      return String(decoding: bytes, as: UTF8.self)
    }

    private static func decode(_ hex: Substring) -> String? {
      let nibbles = hex.utf8.map { digits.firstIndex(of: $0) }
      guard !nibbles.isEmpty, nibbles.count.isMultiple(of: 2), !nibbles.contains(nil) else { return nil }
      var bytes: [UInt8] = []
      bytes.reserveCapacity(nibbles.count / 2)
      for index in stride(from: 0, to: nibbles.count, by: 2) {
        bytes.append(UInt8(nibbles[index]! << 4 | nibbles[index + 1]!))
      }
      return String(validating: bytes, as: UTF8.self)
    }
  }
#endif
