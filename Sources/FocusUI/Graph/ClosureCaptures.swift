#if canImport(Glibc)
  import Glibc
#endif

/// Compares two closures made by one closure expression by the values they
/// captured: equal captures make equal results for equal arguments, so a
/// `ForEach` whose data and content closure are unchanged can leave its
/// rows alone instead of running every row's closure again.
///
/// SwiftUI cannot compare closures and runs them all; this reads what the
/// compiler records for reflection: a closure's context is a heap object
/// whose metadata (kind `HeapLocalVariable`) points at a capture descriptor
/// listing the captured values' types by mangled name
/// (docs/ABI/TypeMetadata.rst, `swift/RemoteInspection/Records.h`).
/// Captured values then compare the way view inputs do (``ViewComparison``),
/// with the stricter rules a skipped closure needs:
///
/// - `Equatable` values with `==`, bindings by their location, objects by
///   identity, structs field by field, captured closures by their own
///   captures.
/// - Of the dynamic properties inside a captured view, only those whose
///   reads are recorded by the reading node when read (``ReadTrackedProperty``:
///   `@State`, `@FocusState`, `@AccessibilityFocusState`, `@Environment`,
///   `@Namespace`) are passed over: a row that reads one re-runs on its own
///   when it changes. Any other (`@ObservedObject`, `@StateObject`,
///   `@EnvironmentObject`, storage, focused values) makes the captures
///   unequal, since its changes reach only the view that holds it.
/// - Anything the descriptor does not describe simply — generic captures,
///   a captured `var` (a box), existentials, types that do not resolve —
///   makes them unequal: the rows run, as before. Never wrong, only slower.
///
/// A closure that reads a plain object's mutable property, or global state,
/// outside any of these, sees the change only when something it tracks
/// changes (in SwiftUI, when its parent's body runs): such reads are not
/// tracked, in SwiftUI either.
@MainActor
enum ClosureCaptures {
  private nonisolated static let word = MemoryLayout<UnsafeRawPointer>.size
  /// The metadata kind of a closure context.
  private static let heapLocalVariableKind = 0x400

  /// Whether `lhs` and `rhs`, two Swift closures of one type, run the same
  /// code over equal captured values.
  static func areEqual<Function>(_ lhs: Function, _ rhs: Function) -> Bool {
    guard MemoryLayout<Function>.size == 2 * word, isThickFunction(Function.self) else { return false }
    return withUnsafeBytes(of: lhs) { a in
      withUnsafeBytes(of: rhs) { b in functionsEqual(a.baseAddress!, b.baseAddress!) }
    }
  }

  /// Compares two thick functions stored at `a` and `b` (code pointer, then
  /// context).
  static func functionsEqual(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
    guard a.loadUnaligned(as: UInt.self) == b.loadUnaligned(as: UInt.self) else { return false }
    let left = a.loadUnaligned(fromByteOffset: word, as: UnsafeRawPointer?.self)
    let right = b.loadUnaligned(fromByteOffset: word, as: UnsafeRawPointer?.self)
    guard let left, let right else { return left == right }
    // A closure capturing one object may use the object itself as its
    // context (no box): what it captured is then not known.
    let metadata = left.load(as: UnsafeRawPointer.self)
    // One context is compared with itself too: what it holds may be a kind
    // of capture that is never equal.
    guard metadata.load(as: Int.self) == heapLocalVariableKind, metadata == right.load(as: UnsafeRawPointer.self),
      let table = table(for: metadata, sample: left)
    else {
      return false
    }
    return ViewComparison.fieldsEqual(table, left, right, captured: true)
  }

  /// The captures' layout of each closure context metadata seen, `nil`
  /// when it cannot be worked out.
  private static var tables: [UnsafeRawPointer: FieldTable?] = [:]

  private static func table(for metadata: UnsafeRawPointer, sample: UnsafeRawPointer) -> FieldTable? {
    if let known = tables[metadata] { return known }
    let table = makeTable(for: metadata, sample: sample)
    tables[metadata] = table
    return table
  }

  private static func makeTable(for metadata: UnsafeRawPointer, sample: UnsafeRawPointer) -> FieldTable? {
    var offset = Int(metadata.load(fromByteOffset: word, as: UInt32.self))
    guard let descriptor = metadata.load(fromByteOffset: 2 * word, as: UnsafeRawPointer?.self) else { return nil }
    let captureCount = Int(descriptor.load(as: UInt32.self))
    let metadataSources = descriptor.load(fromByteOffset: 4, as: UInt32.self)
    let bindings = descriptor.load(fromByteOffset: 8, as: UInt32.self)
    // Generic captures need the bindings to resolve their types.
    guard metadataSources == 0, bindings == 0, captureCount <= 64 else { return nil }
    var captures: [(type: Any.Type, offset: Int)] = []
    for index in 0..<captureCount {
      let record = descriptor + 12 + 4 * index
      let name = record + Int(record.load(as: Int32.self))
      guard
        let type = _getTypeByMangledNameInContext(
          name.assumingMemoryBound(to: UInt8.self), UInt(mangledNameLength(name)), genericContext: nil,
          genericArguments: nil)
      else { return nil }
      let (size, alignment) = FieldTable.layout(of: type)
      offset = (offset + alignment - 1) / alignment * alignment
      captures.append((type, offset))
      offset += size
    }
    // The layout must fit in the object the runtime allocated before any
    // value is read from it.
    if let allocatedSize = allocatedSize(of: sample), offset > allocatedSize { return nil }
    return FieldTable(
      fields: captures.map { type, offset in
        FieldTable.Field(
          offset: offset, kind: isThickFunction(type) ? .function : FieldTable.kind(of: type, at: sample + offset))
      })
  }

  /// The size of the heap block at `object`, where the C library tells it.
  private static func allocatedSize(of object: UnsafeRawPointer) -> Int? {
    #if canImport(Glibc)
      typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_usable_size") else { return nil }
      return unsafeBitCast(symbol, to: UsableSize.self)(UnsafeMutableRawPointer(mutating: object))
    #else
      return nil
    #endif
  }

  /// A mangled name's length: it ends at a zero byte, but its symbolic
  /// references (a marker byte, then a relative or absolute address) may
  /// hold zero bytes.
  private static func mangledNameLength(_ name: UnsafeRawPointer) -> Int {
    var length = 0
    while true {
      let byte = name.load(fromByteOffset: length, as: UInt8.self)
      switch byte {
      case 0: return length
      case 0x01...0x17: length += 1 + 4
      case 0x18...0x1F: length += 1 + word
      default: length += 1
      }
    }
  }

  /// Whether `type` is a function type of the Swift convention: a code
  /// pointer and a context.
  nonisolated static func isThickFunction(_ type: Any.Type) -> Bool {
    let metadata = unsafeBitCast(type, to: UnsafeRawPointer.self)
    let functionKind = 0x302
    guard metadata.load(as: Int.self) == functionKind else { return false }
    // The convention is in bits 16–23 of the flags: 0 is Swift's.
    let flags = metadata.load(fromByteOffset: word, as: UInt.self)
    return (flags >> 16) & 0xFF == 0
  }
}

/// A dynamic property whose reads are recorded by the node reading it, at
/// the time of the read: a captured one need not be compared (see
/// ``ClosureCaptures``).
protocol ReadTrackedProperty {}

extension State: ReadTrackedProperty {}
extension FocusState: ReadTrackedProperty {}
extension AccessibilityFocusState: ReadTrackedProperty {}
extension Environment: ReadTrackedProperty {}
extension Namespace: ReadTrackedProperty {}
