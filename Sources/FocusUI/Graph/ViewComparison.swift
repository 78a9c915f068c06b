/// Decides whether a view value's inputs are unchanged, so that its node
/// can skip running: `==` for `Equatable` views, field by field otherwise.
///
/// Fields compare as SwiftUI compares them: `Equatable` values with `==`,
/// bindings by the location they point at, objects by identity, closures
/// never equal. Dynamic properties (`@State`, `@Environment`, …) are skipped:
/// their changes reach the node by their own paths.
@MainActor
enum ViewComparison {
  static func areEqual<V>(_ lhs: V, _ rhs: V) -> Bool {
    if V.self is any Equatable.Type {
      return ValueComparison.areEqual(lhs, rhs)
    }
    let table = FieldTable.of(lhs)
    guard table.hasLayout else { return false }
    return withUnsafeBytes(of: lhs) { a in
      withUnsafeBytes(of: rhs) { b in
        fieldsEqual(table, a.baseAddress!, b.baseAddress!)
      }
    }
  }

  /// Compares the fields of two values laid out by `table`. `captured`:
  /// the values are a closure's captures, compared by the stricter rules of
  /// ``ClosureCaptures``.
  static func fieldsEqual(_ table: FieldTable, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer, captured: Bool = false)
    -> Bool
  {
    for field in table.fields {
      let x = a + field.offset
      let y = b + field.offset
      switch field.kind {
      case .dynamicProperty(let type):
        if captured, !(type is any ReadTrackedProperty.Type) { return false }
      case .comparedProperty(let type):
        if captured || !type.hasSameInput(x, y) { return false }
      case .nested(_, let nested):
        if !fieldsEqual(nested, x, y, captured: captured) { return false }
      case .equatable(let type):
        if !equalValues(type, x, y) { return false }
      case .binding(let type):
        if !bindingsEqual(type, x, y) { return false }
      case .reference:
        if x.loadUnaligned(as: UnsafeRawPointer?.self) != y.loadUnaligned(as: UnsafeRawPointer?.self) { return false }
      case .structure(let nested):
        if !fieldsEqual(nested, x, y, captured: captured) { return false }
      case .function:
        if !captured || !ClosureCaptures.functionsEqual(x, y) { return false }
      case .opaque:
        return false
      }
    }
    return true
  }

  private static func equalValues<E: Equatable>(_: E.Type, _ x: UnsafeRawPointer, _ y: UnsafeRawPointer) -> Bool {
    x.assumingMemoryBound(to: E.self).pointee == y.assumingMemoryBound(to: E.self).pointee
  }

  private static func bindingsEqual<B: BindingComparable>(
    _: B.Type, _ x: UnsafeRawPointer, _ y: UnsafeRawPointer
  ) -> Bool {
    x.assumingMemoryBound(to: B.self).pointee.hasSameLocation(as: y.assumingMemoryBound(to: B.self).pointee)
  }
}

/// Bindings compare by the location they read and write.
@MainActor
protocol BindingComparable {
  func hasSameLocation(as other: Self) -> Bool
}

extension ViewComparison {
  /// Compares two views of unknown types: equal only if of one type and
  /// equal as such.
  static func areEqualExistentials(_ lhs: any View, _ rhs: any View) -> Bool {
    func compare<V: View>(_ lhs: V) -> Bool {
      guard let rhs = rhs as? V else { return false }
      return areEqual(lhs, rhs)
    }
    return compare(lhs)
  }
}
