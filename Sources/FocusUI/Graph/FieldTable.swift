/// What the runtime needs to know about a view type's stored properties,
/// worked out once per type (reflection never runs on the update path).
///
/// The fields come from `Mirror`, in declaration order. Their offsets follow
/// Swift's documented struct layout (fields in declaration order, each at the
/// next offset aligned to its own alignment — docs/ABI/TypeLayout.rst), which
/// needs each field's *declared* type; `Mirror` shows the *dynamic* type, and
/// the two differ for existential fields (`any View`, `Any`). So the layout is
/// trusted only when it checks out: the fields must add up to the type's
/// `MemoryLayout` size, and no field may look like an existential container
/// (a container stores its value's type after a three-word buffer).
///
/// A type whose layout does not check out still works: its values never
/// compare equal (its body always runs) and its dynamic properties are found
/// with `Mirror` on every update — slower, never wrong.
struct FieldTable {
  enum Kind {
    /// A property wrapper the runtime installs (`@State`, `@Environment`, …).
    case dynamicProperty(any InstallableProperty.Type)
    /// A property wrapper the runtime installs that is also compared as an
    /// input of the view (`@ObservedObject`, by its object's identity).
    case comparedProperty(any InputComparingProperty.Type)
    /// A user-defined `DynamicProperty` whose own fields may hold ours.
    case nested(any DynamicProperty.Type, FieldTable)
    case equatable(any Equatable.Type)
    case binding(any BindingComparable.Type)
    /// A class reference, strong, weak or unowned, or an optional one:
    /// compared by the bits of the reference, as SwiftUI compares objects
    /// by identity.
    case reference
    /// A struct or tuple compared field by field.
    case structure(FieldTable)
    /// A Swift closure: never equal as a view's input (as in SwiftUI);
    /// compared by its captures where a closure's own captures are
    /// (``ClosureCaptures``).
    case function
    /// Closures and anything else that cannot be compared: never equal.
    case opaque
  }

  struct Field {
    var offset: Int
    var kind: Kind
  }

  var fields: [Field] = []
  var hasDynamicProperties = false
  /// Whether the offsets checked out. When not, values never compare equal
  /// and dynamic properties are installed through `Mirror`.
  var hasLayout = false

  private init() {}

  /// A table of known fields (a closure context's captures).
  init(fields: [Field]) {
    self.fields = fields
    hasLayout = true
  }

  @MainActor private static var cache: [ObjectIdentifier: FieldTable] = [:]

  /// The table for `value`'s type, computed from the first value seen.
  @MainActor static func of<V>(_ value: V) -> FieldTable {
    let key = ObjectIdentifier(V.self)
    if let table = cache[key] { return table }
    let table = withUnsafeBytes(of: value) { FieldTable(reflecting: value, bytes: $0) }
    cache[key] = table
    return table
  }

  private init(reflecting value: Any, bytes: UnsafeRawBufferPointer) {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .struct || mirror.displayStyle == .tuple, !(value is any CustomReflectable)
    else { return }
    var offset = 0
    var layoutHolds = true
    for child in mirror.children {
      let type = Swift.type(of: child.value)
      let (size, alignment) = Self.layout(of: type)
      offset = (offset + alignment - 1) / alignment * alignment
      if offset + size > bytes.count || Self.looksLikeExistential(bytes, at: offset, holding: type) {
        layoutHolds = false
      }
      let kind = layoutHolds ? Self.kind(of: child.value, at: offset, in: bytes) : Self.kindWithoutLayout(child.value)
      fields.append(Field(offset: offset, kind: kind))
      offset += size
    }
    hasLayout = layoutHolds && offset == bytes.count
    hasDynamicProperties = fields.contains {
      switch $0.kind {
      case .dynamicProperty, .comparedProperty, .nested: true
      default: false
      }
    }
  }

  private static func kind(of value: Any, at offset: Int, in bytes: UnsafeRawBufferPointer) -> Kind {
    let type = Swift.type(of: value)
    if let binding = type as? any BindingComparable.Type { return .binding(binding) }
    if let compared = type as? any InputComparingProperty.Type { return .comparedProperty(compared) }
    if let property = type as? any InstallableProperty.Type { return .dynamicProperty(property) }
    if let dynamic = type as? any DynamicProperty.Type {
      return .nested(dynamic, nestedTable(value, at: offset, in: bytes))
    }
    if isReference(type) { return .reference }
    if let equatable = type as? any Equatable.Type { return .equatable(equatable) }
    if ClosureCaptures.isThickFunction(type) { return .function }
    let nested = nestedTable(value, at: offset, in: bytes)
    return nested.hasLayout ? .structure(nested) : .opaque
  }

  /// The kind of a field whose offset is unknown: enough to find dynamic
  /// properties through `Mirror`.
  private static func kindWithoutLayout(_ value: Any) -> Kind {
    let type = Swift.type(of: value)
    if let property = type as? any InstallableProperty.Type { return .dynamicProperty(property) }
    // The `Mirror` path finds the nested property's own fields again itself.
    if let dynamic = type as? any DynamicProperty.Type { return .nested(dynamic, FieldTable()) }
    return .opaque
  }

  private static func nestedTable(_ value: Any, at offset: Int, in bytes: UnsafeRawBufferPointer) -> FieldTable {
    let size = layout(of: Swift.type(of: value)).size
    return FieldTable(reflecting: value, bytes: UnsafeRawBufferPointer(rebasing: bytes[offset..<offset + size]))
  }

  /// The kind of the value of `type` stored at `pointer`.
  static func kind(of type: Any.Type, at pointer: UnsafeRawPointer) -> Kind {
    func classify<T>(_: T.Type) -> Kind {
      let value = pointer.load(as: T.self)
      return withUnsafeBytes(of: value) { kind(of: value, at: 0, in: $0) }
    }
    return classify(type)
  }

  static func layout(of type: Any.Type) -> (size: Int, alignment: Int) {
    func measure<T>(_: T.Type) -> (Int, Int) { (MemoryLayout<T>.size, MemoryLayout<T>.alignment) }
    return measure(type)
  }

  /// Whether `type`'s values are class references (optional or not).
  private static func isReference(_ type: Any.Type) -> Bool {
    if type is AnyClass { return true }
    if let optional = type as? any OptionalType.Type { return optional.wrappedType is AnyClass }
    return false
  }

  /// Whether the bytes at `offset` look like an existential container
  /// holding a `type`: its fourth word is the type's metadata.
  private static func looksLikeExistential(_ bytes: UnsafeRawBufferPointer, at offset: Int, holding type: Any.Type)
    -> Bool
  {
    let word = MemoryLayout<UnsafeRawPointer>.size
    let typeOffset = offset + 3 * word
    guard typeOffset + word <= bytes.count, typeOffset % word == 0 else { return false }
    return bytes.loadUnaligned(fromByteOffset: typeOffset, as: UnsafeRawPointer?.self)
      == unsafeBitCast(type, to: UnsafeRawPointer.self)
  }
}

/// Lets the field table see through `Optional` to what it wraps.
private protocol OptionalType {
  static var wrappedType: Any.Type { get }
}

extension Optional: OptionalType {
  static var wrappedType: Any.Type { Wrapped.self }
}
