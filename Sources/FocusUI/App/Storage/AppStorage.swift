import Foundation

/// A value kept in the app's stored settings: it survives a restart, and
/// every view reading the same key shows the new value when one changes it.
///
/// ```swift
/// struct SettingsView: View {
///   @AppStorage("showsFavoritesOnly") private var showsFavoritesOnly = false
///   @AppStorage("sortOrder") private var sortOrder = SortOrder.name   // String raw values
///
///   var body: some View {
///     Toggle("Favorites only", isOn: $showsFavoritesOnly)
///     Picker("Sort by", selection: $sortOrder) {
///       ForEach(SortOrder.allCases, id: \.self) { Text($0.rawValue).tag($0) }
///     }
///   }
/// }
/// ```
///
/// Values are `Bool`, `Int`, `Double`, `String`, `URL`, `Data`, `Date`,
/// enumerations with `String` or `Int` raw values, and optionals of these
/// (`nil` removes the key). Where they are kept:
/// - with `store:`, or below ``View/defaultAppStorage(_:)``, in that
///   `UserDefaults`, with its typed setters (Foundation persists it);
/// - otherwise in the host's ``StorageLocation``: for an app in the
///   terminal, the JSON state file `$XDG_STATE_HOME/<executable>/AppStorage.json`
///   (`~/.local/state/<executable>/AppStorage.json` by default), written
///   atomically on each change; in `TestHost`, memory unless asked.
///
/// A stored value of another type than the property's (after the file was
/// edited by hand) reads as missing: the default shows. A corrupt state file
/// is renamed aside with a runtime warning and the app starts from the
/// defaults.
@MainActor @preconcurrency
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  let key: String
  let defaultValue: Value
  let store: UserDefaults?
  let codec: StorageCodec<Value>
  let box = StorageBox()

  init(key: String, defaultValue: Value, store: UserDefaults?, codec: StorageCodec<Value>) {
    self.key = key
    self.defaultValue = defaultValue
    self.store = store
    self.codec = codec
  }

  /// The stored value, or the default while nothing (or something of
  /// another type) is stored.
  public var wrappedValue: Value {
    get { storedValue }
    nonmutating set { storedValue = newValue }
  }

  /// A binding to the stored value, for a control to change it.
  public var projectedValue: Binding<Value> {
    storedBinding
  }

  var domain: StorageDomain {
    if let store { return StorageContainer.domain(of: store) }
    guard let environment = box.environment(for: "AppStorage(\"\(key)\")") else {
      return StorageContainer.unhosted.domain(StorageContainer.appDomain)
    }
    if let defaults = environment.defaultAppStorage { return StorageContainer.domain(of: defaults) }
    return (environment.storageContainer ?? .unhosted).domain(StorageContainer.appDomain)
  }
}

extension AppStorage: StorageProperty {}

extension AppStorage {
  /// Stores a `Bool` at `key`; `value` shows while nothing is stored.
  public init(wrappedValue value: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
    self.init(key: key, defaultValue: value, store: store, codec: .bool)
  }

  /// Stores a `Int` at `key`; `value` shows while nothing is stored.
  public init(wrappedValue value: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
    self.init(key: key, defaultValue: value, store: store, codec: .int)
  }

  /// Stores a `Double` at `key`; `value` shows while nothing is stored.
  public init(wrappedValue value: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
    self.init(key: key, defaultValue: value, store: store, codec: .double)
  }

  /// Stores a `String` at `key`; `value` shows while nothing is stored.
  public init(wrappedValue value: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
    self.init(key: key, defaultValue: value, store: store, codec: .string)
  }

  /// Stores a `URL` at `key`; `value` shows while nothing is stored.
  public init(wrappedValue value: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
    self.init(key: key, defaultValue: value, store: store, codec: .url)
  }

  /// Stores a `Data` at `key`; `value` shows while nothing is stored.
  public init(wrappedValue value: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
    self.init(key: key, defaultValue: value, store: store, codec: .data)
  }

  /// Stores a `Date` at `key`; `value` shows while nothing is stored.
  public init(wrappedValue value: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
    self.init(key: key, defaultValue: value, store: store, codec: .date)
  }

  /// Stores an enumeration as its `String` raw value at `key`.
  public init(wrappedValue value: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == String {
    self.init(key: key, defaultValue: value, store: store, codec: .raw(.string))
  }

  /// Stores an enumeration as its `Int` raw value at `key`.
  public init(wrappedValue value: Value, _ key: String, store: UserDefaults? = nil)
  where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key: key, defaultValue: value, store: store, codec: .raw(.int))
  }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// Stores an optional `Bool` at `key`: `nil` while nothing is stored;
  /// setting `nil` removes the key.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
    self.init(key: key, defaultValue: nil, store: store, codec: .optional(.bool))
  }

  /// Stores an optional `Int` at `key`: `nil` while nothing is stored;
  /// setting `nil` removes the key.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
    self.init(key: key, defaultValue: nil, store: store, codec: .optional(.int))
  }

  /// Stores an optional `Double` at `key`: `nil` while nothing is stored;
  /// setting `nil` removes the key.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
    self.init(key: key, defaultValue: nil, store: store, codec: .optional(.double))
  }

  /// Stores an optional `String` at `key`: `nil` while nothing is stored;
  /// setting `nil` removes the key.
  public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
    self.init(key: key, defaultValue: nil, store: store, codec: .optional(.string))
  }

  /// Stores an optional `URL` at `key`: `nil` while nothing is stored;
  /// setting `nil` removes the key.
  public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
    self.init(key: key, defaultValue: nil, store: store, codec: .optional(.url))
  }

  /// Stores an optional `Data` at `key`: `nil` while nothing is stored;
  /// setting `nil` removes the key.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
    self.init(key: key, defaultValue: nil, store: store, codec: .optional(.data))
  }

  /// Stores an optional `Date` at `key`: `nil` while nothing is stored;
  /// setting `nil` removes the key.
  public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
    self.init(key: key, defaultValue: nil, store: store, codec: .optional(.date))
  }

  /// Stores an optional enumeration as its `String` raw value at `key`.
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == String {
    self.init(key: key, defaultValue: nil, store: store, codec: .optional(.raw(.string)))
  }

  /// Stores an optional enumeration as its `Int` raw value at `key`.
  public init<R: RawRepresentable>(_ key: String, store: UserDefaults? = nil) where Value == R?, R.RawValue == Int {
    self.init(key: key, defaultValue: nil, store: store, codec: .optional(.raw(.int)))
  }
}

/// Links an ``AppStorage`` or ``SceneStorage`` property to the node it was
/// installed on, whose environment says where values are kept.
@MainActor
final class StorageBox {
  weak var node: ViewNode?
  private var warned = false

  nonisolated init() {}

  /// The node's environment; `nil`, with a warning, outside a view.
  func environment(for property: String) -> EnvironmentValues? {
    if let node { return node.environment }
    if !warned {
      warned = true
      RuntimeWarnings.emitGlobally(
        "Accessing \(property) outside of being installed on a View: the value is kept in memory only and views do not update."
      )
    }
    return nil
  }
}

extension View {
  /// Makes `store` where ``AppStorage`` properties inside keep their values
  /// when they name no `store:` of their own.
  ///
  /// ```swift
  /// ContentView()
  ///   .defaultAppStorage(UserDefaults(suiteName: "com.example.recipes")!)
  /// ```
  public func defaultAppStorage(_ store: UserDefaults) -> some View {
    modifier(_EnvironmentKeyWritingModifier(keyPath: \.defaultAppStorage, value: store))
  }
}
