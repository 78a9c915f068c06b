import Synchronization

/// The values a view inherits from its ancestors: whether it is enabled, its
/// colors, actions such as `onSubmit`, and your own entries.
///
/// Read them with ``Environment``; set them for a subtree with
/// ``View/environment(_:_:)``:
/// ```swift
/// extension EnvironmentValues {
///   @Entry var isCompact: Bool = false
/// }
///
/// struct Row: View {
///   @Environment(\.isCompact) private var isCompact
///   var body: some View { Text(isCompact ? "…" : "A long description") }
/// }
///
/// Row().environment(\.isCompact, true)
/// ```
public struct EnvironmentValues: @unchecked Sendable {
  // @unchecked: values are only read and written from the main actor, where
  // views run; the struct crosses no isolation boundary in the runtime.

  struct Entry {
    var value: Any
    var version: Int
  }

  /// A body's read of one key, to find out later whether it changed.
  struct Read {
    var key: ObjectIdentifier
    var version: Int
  }

  private var storage: [ObjectIdentifier: Entry] = [:]
  /// Collects the reads made through this copy (see ``Environment``).
  var readLog: ReadLog?
  /// Changes whenever any entry is set; equal tokens mean equal contents.
  private(set) var token = 0

  /// Creates an environment holding every key's default value.
  public init() {}

  private static let clock = Atomic<Int>(0)

  static func nextVersion() -> Int {
    clock.add(1, ordering: .relaxed).newValue
  }

  /// The value for `key`, or its default.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get {
      let id = ObjectIdentifier(key)
      let entry = storage[id]
      readLog?.reads.append(Read(key: id, version: entry?.version ?? 0))
      return entry?.value as? K.Value ?? K.defaultValue
    }
    set {
      set(ObjectIdentifier(key), to: newValue, version: Self.writerVersion ?? Self.nextVersion())
    }
  }

  /// Sets the entry for `key` to `value` at `version`. A writer that sets the
  /// same value again reuses its version, so readers see no change.
  mutating func set(_ key: ObjectIdentifier, to value: Any, version: Int) {
    storage[key] = Entry(value: value, version: version)
    token = Self.nextVersion()
  }

  /// The raw entry for an object type (``View/environment(_:)-(AnyObject)``).
  func object(for key: ObjectIdentifier) -> Any? {
    let entry = storage[key]
    readLog?.reads.append(Read(key: key, version: entry?.version ?? 0))
    return entry?.value
  }

  /// Whether `read` still holds here.
  func matches(_ read: Read) -> Bool {
    (storage[read.key]?.version ?? 0) == read.version
  }

  /// The keys read through an environment copy, with the versions seen.
  final class ReadLog {
    var reads: [Read] = []
  }
}

extension EnvironmentValues {
  /// The version an environment writer applies its entries at, so that an
  /// unchanged writer produces unchanged entries.
  @TaskLocal static var writerVersion: Int?
}
