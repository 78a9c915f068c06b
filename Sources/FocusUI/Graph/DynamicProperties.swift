/// Installs a view's dynamic properties into its node before `body` runs:
/// each `@State` finds its persistent slot, each `@Environment` its node.
@MainActor
enum DynamicProperties {
  static func install<V>(in view: inout V, node: ViewNode) {
    var ordinal = 0
    install(in: &view, node: node, ordinal: &ordinal)
  }

  /// Installs several values' properties on one node (an app, its scenes and
  /// commands), numbering them on from `ordinal`.
  static func install<V>(in view: inout V, node: ViewNode, ordinal: inout Int) {
    let table = FieldTable.of(view)
    guard table.hasDynamicProperties else { return }
    if table.hasLayout {
      withUnsafeMutableBytes(of: &view) { buffer in
        install(table, at: buffer.baseAddress!, node: node, ordinal: &ordinal)
      }
    } else {
      install(reflecting: view, node: node, ordinal: &ordinal)
    }
  }

  private static func install(
    _ table: FieldTable, at base: UnsafeMutableRawPointer, node: ViewNode, ordinal: inout Int
  ) {
    for field in table.fields {
      let address = base + field.offset
      switch field.kind {
      case .dynamicProperty(let type):
        type.install(at: address, node: node, ordinal: ordinal)
        ordinal += 1
      case .comparedProperty(let type):
        type.install(at: address, node: node, ordinal: ordinal)
        ordinal += 1
      case .nested(let type, let nestedTable):
        install(nestedTable, at: address, node: node, ordinal: &ordinal)
        type.update(at: address)
      default:
        continue
      }
    }
  }

  /// The slow path for a type whose field offsets are unknown: our property
  /// wrappers keep their link to the node in a reference, so installing a
  /// `Mirror`'s copy of one installs the view's own. A user-defined
  /// property's `update()` cannot reach the view's copy this way and is
  /// not called.
  private static func install(reflecting value: Any, node: ViewNode, ordinal: inout Int) {
    for child in Mirror(reflecting: value).children {
      if let property = child.value as? any InstallableProperty {
        property.install(on: node, ordinal: ordinal)
        ordinal += 1
      } else if child.value is any DynamicProperty {
        install(reflecting: child.value, node: node, ordinal: &ordinal)
      }
    }
  }
}

extension DynamicProperty {
  /// Calls `update()` on the property of this type stored at `address`.
  static func update(at address: UnsafeMutableRawPointer) {
    address.assumingMemoryBound(to: Self.self).pointee.update()
  }
}

/// The runtime's own dynamic properties: each links itself to storage in
/// the node that runs the view holding it.
@MainActor
protocol InstallableProperty: DynamicProperty {
  /// Links this property to `node`; `ordinal` numbers the node's dynamic
  /// properties in declaration order, so a slot is found again next time.
  func install(on node: ViewNode, ordinal: Int)
}

extension InstallableProperty {
  /// Installs the property of this type stored at `address`, then updates it.
  static func install(at address: UnsafeMutableRawPointer, node: ViewNode, ordinal: Int) {
    let property = address.assumingMemoryBound(to: Self.self)
    property.pointee.install(on: node, ordinal: ordinal)
    property.pointee.update()
  }
}

/// A runtime property that is also an input of its view (``ObservedObject``:
/// a parent handing another object changes the child), compared when the
/// runtime decides whether the view changed. Other dynamic properties are
/// skipped there: their changes reach the node by their own paths.
@MainActor
protocol InputComparingProperty: InstallableProperty {
  /// Whether the properties of this type at `lhs` and `rhs` hold the same
  /// input.
  static func hasSameInput(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool
}
