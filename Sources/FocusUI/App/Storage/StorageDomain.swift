/// One namespace of stored values — the app's ``AppStorage`` values, or
/// one window's ``SceneStorage`` values — and the views that read each key,
/// so that a write re-runs exactly those, in every window.
@MainActor
final class StorageDomain {
  let backend: any StorageBackend
  let name: String
  /// Nodes whose body read a key (they re-run on a write).
  private var bodyReaders: [String: [ObjectIdentifier: WeakNode]] = [:]
  /// Nodes that drew a key's value without a body (they redraw).
  private var drawReaders: [String: [ObjectIdentifier: WeakNode]] = [:]

  init(backend: any StorageBackend, name: String) {
    self.backend = backend
    self.name = name
  }

  /// The value at `key`, recording the body or drawing that reads it.
  func read(_ key: String, kind: StoredValue.Kind) -> StoredValue? {
    if let reader = ViewGraph.evaluationStack.last {
      bodyReaders[key, default: [:]][ObjectIdentifier(reader)] = WeakNode(reader)
    } else if let reader = ViewGraph.drawingNode {
      drawReaders[key, default: [:]][ObjectIdentifier(reader)] = WeakNode(reader)
    }
    return backend.value(in: name, forKey: key, kind: kind)
  }

  /// The value at `key` as `codec` reads it, or `fallback` while nothing
  /// (or something of another kind) is stored.
  func value<Value>(forKey key: String, codec: StorageCodec<Value>, default fallback: Value) -> Value {
    read(key, kind: codec.kind).flatMap(codec.decode) ?? fallback
  }

  /// Stores `value` at `key` as `codec` writes it.
  func setValue<Value>(_ value: Value, forKey key: String, codec: StorageCodec<Value>) {
    write(codec.encode(value), forKey: key, kind: codec.kind)
  }

  /// Stores `value` at `key` (`nil` removes it) and re-runs its readers
  /// when it changed.
  func write(_ value: StoredValue?, forKey key: String, kind: StoredValue.Kind) {
    warnIfInBody("stored value \"\(key)\"")
    guard backend.value(in: name, forKey: key, kind: kind) != value else { return }
    backend.setValue(value, in: name, forKey: key, kind: kind)
    let body = bodyReaders.removeValue(forKey: key) ?? [:]
    let draw = drawReaders.removeValue(forKey: key) ?? [:]
    for reader in body.values { reader.node?.invalidate() }
    for reader in draw.values { reader.node?.invalidateLayout() }
  }
}
