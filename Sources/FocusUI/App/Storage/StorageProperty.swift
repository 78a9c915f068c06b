/// What ``AppStorage`` and ``SceneStorage`` share: a key, a default and a
/// codec, read from and written to the ``StorageDomain`` each picks, and
/// linked to the node they are installed on. Each wrapper says only where
/// its values are kept (``domain``); reading, writing, the binding and the
/// installing are one here.
///
/// ```swift
/// public var wrappedValue: Value {
///   get { storedValue }
///   nonmutating set { storedValue = newValue }
/// }
/// ```
@MainActor
protocol StorageProperty<Value>: InstallableProperty {
  associatedtype Value
  var key: String { get }
  var defaultValue: Value { get }
  var codec: StorageCodec<Value> { get }
  var box: StorageBox { get }
  /// Where this property's value is kept.
  var domain: StorageDomain { get }
}

extension StorageProperty {
  /// The value kept at ``key``, or the default while nothing (or something
  /// of another type) is kept there.
  var storedValue: Value {
    get { domain.value(forKey: key, codec: codec, default: defaultValue) }
    nonmutating set { domain.setValue(newValue, forKey: key, codec: codec) }
  }

  /// A binding to the kept value, for a control to change it.
  var storedBinding: Binding<Value> {
    let storage = self
    return Binding(get: { storage.storedValue }, set: { storage.storedValue = $0 })
  }

  func install(on node: ViewNode, ordinal: Int) {
    box.node = node
    node.setSlot(nil, at: ordinal)
  }
}
