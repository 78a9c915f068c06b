/// The persistent storage of one `@State`: it lives in the view's node and
/// knows which nodes read it, so that a write re-runs only those.
@MainActor
final class StateSlot<Value> {
  private(set) var value: Value
  /// Nodes whose body read the value (they re-run on a write).
  private var bodyReaders: [ObjectIdentifier: WeakNode] = [:]
  /// Nodes that drew the value without a body (they lay out and redraw).
  private var drawReaders: [ObjectIdentifier: WeakNode] = [:]

  init(_ value: Value) {
    self.value = value
  }

  func read() -> Value {
    if let reader = ViewGraph.evaluationStack.last {
      bodyReaders[ObjectIdentifier(reader)] = WeakNode(reader)
    } else if let reader = ViewGraph.drawingNode {
      drawReaders[ObjectIdentifier(reader)] = WeakNode(reader)
    }
    return value
  }

  func write(_ newValue: Value) {
    warnIfInBody("state")
    if ValueComparison.areEqual(value, newValue) {
      value = newValue
      return
    }
    value = newValue
    invalidateReaders()
  }

  /// Changes the value in place (no copy of a value held only here); the
  /// change is taken to be one: readers run again.
  func modify(_ body: (inout Value) -> Void) {
    warnIfInBody("state")
    body(&value)
    invalidateReaders()
  }

  private func invalidateReaders() {
    let body = bodyReaders
    let draw = drawReaders
    bodyReaders.removeAll(keepingCapacity: true)
    drawReaders.removeAll(keepingCapacity: true)
    for reader in body.values {
      reader.node?.invalidate()
    }
    for reader in draw.values {
      reader.node?.invalidateLayout()
    }
  }
}

/// Warns when `what` is written while a body runs: bodies describe views;
/// state changes belong in actions and callbacks.
@MainActor
func warnIfInBody(_ what: String) {
  guard let reader = ViewGraph.evaluationStack.last else { return }
  reader.graph.diagnostics.warn(
    "Modifying \(what) during view update (in the body of \(reader.debugName)); "
      + "the change is applied, but state should change in actions and callbacks.")
}

/// Compares values of any type: `==` when `Equatable`, never equal otherwise.
enum ValueComparison {
  static func areEqual<T>(_ lhs: T, _ rhs: T) -> Bool {
    guard let type = T.self as? any Equatable.Type else { return false }
    return equal(type, lhs, rhs)
  }

  private static func equal<E: Equatable, T>(_: E.Type, _ lhs: T, _ rhs: T) -> Bool {
    (lhs as! E) == (rhs as! E)
  }
}
