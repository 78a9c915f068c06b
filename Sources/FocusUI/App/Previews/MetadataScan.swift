/// Finds types by name in the type metadata of the loaded images.
///
/// Each image's `swift5_type_metadata` section lists its types' context
/// descriptors (32-bit relative pointers); a descriptor of a struct, enum
/// or class holds its name and the function that returns its metadata.
/// Only non-generic types are returned: their metadata function takes no
/// arguments.
enum MetadataScan {
  #if os(Linux)
    @_silgen_name("swift_enumerateAllMetadataSections")
    private static func enumerateAllMetadataSections(
      _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer) -> Bool,
      _ context: UnsafeMutableRawPointer
    )
  #endif

  /// A section's start and length, where the runtime's `MetadataSections`
  /// holds that of `swift5_type_metadata`: after a version, a reserved
  /// word, two list links and the ranges of two sections before it.
  private static let typeMetadataRangeOffset = 4 * MemoryLayout<UInt>.size + 2 * 2 * MemoryLayout<UInt>.size

  /// The types whose name satisfies `matches`.
  static func types(where matches: (String) -> Bool) -> [Any.Type] {
    #if os(Linux)
      var ranges: [UnsafeRawBufferPointer] = []
      withUnsafeMutablePointer(to: &ranges) { context in
        enumerateAllMetadataSections(
          { sections, context in
            let range = sections + MetadataScan.typeMetadataRangeOffset
            let start = range.load(as: UInt.self)
            let length = range.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self)
            if let base = UnsafeRawPointer(bitPattern: start), length > 0 {
              context.assumingMemoryBound(to: [UnsafeRawBufferPointer].self).pointee.append(
                UnsafeRawBufferPointer(start: base, count: Int(length)))
            }
            return true
          }, context)
      }
      var result: [Any.Type] = []
      for range in ranges {
        var offset = 0
        while offset + 4 <= range.count {
          let record = range.baseAddress! + offset
          offset += 4
          if let type = type(at: record, matching: matches) { result.append(type) }
        }
      }
      return result
    #else
      return []
    #endif
  }

  private static func type(at record: UnsafeRawPointer, matching matches: (String) -> Bool) -> Any.Type? {
    let value = record.load(as: Int32.self)
    let target = record + Int(value & ~3)
    let descriptor: UnsafeRawPointer
    switch value & 3 {
    case 0: descriptor = target
    case 1:
      guard let indirect = target.load(as: UnsafeRawPointer?.self) else { return nil }
      descriptor = indirect
    default: return nil  // Objective-C class references
    }
    let flags = descriptor.load(as: UInt32.self)
    let kind = flags & 0x1F
    let isGeneric = flags & 0x80 != 0
    guard (16...18).contains(kind), !isGeneric else { return nil }
    let nameField = descriptor + 8
    let name = String(cString: (nameField + Int(nameField.load(as: Int32.self))).assumingMemoryBound(to: CChar.self))
    guard matches(name) else { return nil }
    let accessorField = descriptor + 12
    let accessorOffset = accessorField.load(as: Int32.self)
    guard accessorOffset != 0 else { return nil }
    // The metadata access function takes a request (0: complete metadata)
    // and returns the metadata first.
    typealias Accessor = @convention(c) (Int) -> UnsafeRawPointer
    let accessor = unsafeBitCast(accessorField + Int(accessorOffset), to: Accessor.self)
    return unsafeBitCast(accessor(0), to: Any.Type.self)
  }
}
