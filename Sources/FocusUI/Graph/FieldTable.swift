@_spi(Reflection) import Swift

/// What the runtime needs to know about a view type's stored properties,
/// worked out once per type (reflection never runs on the update path).
struct FieldTable {
  enum Kind {
    /// A property wrapper the runtime installs (`@State`, `@Environment`, …).
    case dynamicProperty(any DynamicProperty.Type)
    /// A struct whose own fields hold dynamic properties.
    case nested(Any.Type, FieldTable)
    case equatable(any Equatable.Type)
    case binding(any BindingComparable.Type)
    /// A class reference, compared by identity.
    case object
    /// Plain bytes, compared bitwise.
    case bitwise(size: Int)
    /// A struct compared field by field.
    case structure(FieldTable)
    /// Closures and anything else that cannot be compared: never equal.
    case opaque
  }

  struct Field {
    var offset: Int
    var kind: Kind
  }

  var fields: [Field] = []
  var hasDynamicProperties = false
  /// Whether the type's fields could be read; when not, values never compare
  /// equal and no dynamic properties are installed.
  var isReflectable = true

  @MainActor private static var cache: [ObjectIdentifier: FieldTable] = [:]

  /// The table for `type`, computed on first use.
  @MainActor static func of(_ type: Any.Type) -> FieldTable {
    let key = ObjectIdentifier(type)
    if let table = cache[key] { return table }
    let table = FieldTable(reflecting: type)
    cache[key] = table
    return table
  }

  private init(reflecting type: Any.Type) {
    var fields: [Field] = []
    let ok = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
      fields.append(Field(offset: offset, kind: Self.kind(of: fieldType, metadataKind: kind)))
      return true
    }
    isReflectable = ok
    self.fields = ok ? fields : []
    hasDynamicProperties = self.fields.contains {
      switch $0.kind {
      case .dynamicProperty, .nested: true
      default: false
      }
    }
  }

  private static func kind(of type: Any.Type, metadataKind: _MetadataKind) -> Kind {
    if let binding = type as? any BindingComparable.Type {
      return .binding(binding)
    }
    if let dynamic = type as? any DynamicProperty.Type {
      if type is any InstallableProperty.Type {
        return .dynamicProperty(dynamic)
      }
      // A user-defined DynamicProperty: its fields may hold ours.
      let table = FieldTable(reflecting: type)
      return .nested(type, table)
    }
    if let equatable = type as? any Equatable.Type {
      return .equatable(equatable)
    }
    switch metadataKind {
    case .class, .objcClassWrapper, .foreignClass:
      return .object
    case .function:
      return .opaque
    case .struct:
      if isBitwise(type) { return .bitwise(size: size(of: type)) }
      let table = FieldTable(reflecting: type)
      return table.isReflectable ? .structure(table) : .opaque
    default:
      return isBitwise(type) ? .bitwise(size: size(of: type)) : .opaque
    }
  }

  private static func isBitwise(_ type: Any.Type) -> Bool {
    func check<T>(_: T.Type) -> Bool { _isPOD(T.self) }
    return _openExistential(type, do: check)
  }

  private static func size(of type: Any.Type) -> Int {
    func measure<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
    return _openExistential(type, do: measure)
  }
}
