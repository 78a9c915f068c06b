import Foundation

/// A value kept per scene — per window in the terminal — so each window of
/// a group remembers its own, say, selected tab.
///
/// ```swift
/// struct RecipeWindow: View {
///   @SceneStorage("selectedTab") private var selectedTab = Tab.recipes
///
///   var body: some View {
///     Picker("Show", selection: $selectedTab) { … }
///   }
/// }
/// ```
///
/// Each window of an app has its own values: windows of a
/// ``WindowGroup`` are numbered in the order they open (the lowest number no
/// open window of the group has), and a window takes the values last kept
/// under its number. So closing a window and opening another of the same
/// group in the same run brings its values back, and the windows an app
/// opens at launch get their values from the last run: scene values are
/// kept in the same state file as ``AppStorage`` (see ``StorageLocation``).
/// A view run without an app (`TerminalHost.run(view)`) is one scene.
///
/// Types are those of ``AppStorage``; SwiftUI advises keeping scene values
/// small, and so do we: the whole file is written on each change.
@MainActor @preconcurrency
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  let key: String
  let defaultValue: Value
  let codec: StorageCodec<Value>
  let box = StorageBox()

  init(key: String, defaultValue: Value, codec: StorageCodec<Value>) {
    self.key = key
    self.defaultValue = defaultValue
    self.codec = codec
  }

  /// The scene's value, or the default while it has none.
  public var wrappedValue: Value {
    get { storedValue }
    nonmutating set { storedValue = newValue }
  }

  /// A binding to the scene's value, for a control to change it.
  public var projectedValue: Binding<Value> {
    storedBinding
  }

  var domain: StorageDomain {
    let environment = box.environment(for: "SceneStorage(\"\(key)\")")
    return environment?.sceneStorage ?? StorageContainer.unhosted.domain(SceneStorageNames.unhosted)
  }
}

extension SceneStorage: StorageProperty {}

/// The names of scene namespaces in the state file.
enum SceneStorageNames {
  /// Window `number` of the scene called `scene`.
  static func window(_ number: Int, of scene: String) -> String {
    "SceneStorage/\(scene)/\(number)"
  }

  /// The one scene of a view run without an app.
  static let view = window(0, of: "main")
  /// Where scene values go when no host set up scenes.
  static let unhosted = "SceneStorage/unhosted"
}

extension SceneStorage {
  /// Stores a `Bool` at `key`; `value` shows while nothing is stored.
  public init(wrappedValue value: Value, _ key: String) where Value == Bool {
    self.init(key: key, defaultValue: value, codec: .bool)
  }

  /// Stores a `Int` at `key`; `value` shows while nothing is stored.
  public init(wrappedValue value: Value, _ key: String) where Value == Int {
    self.init(key: key, defaultValue: value, codec: .int)
  }

  /// Stores a `Double` at `key`; `value` shows while nothing is stored.
  public init(wrappedValue value: Value, _ key: String) where Value == Double {
    self.init(key: key, defaultValue: value, codec: .double)
  }

  /// Stores a `String` at `key`; `value` shows while nothing is stored.
  public init(wrappedValue value: Value, _ key: String) where Value == String {
    self.init(key: key, defaultValue: value, codec: .string)
  }

  /// Stores a `URL` at `key`; `value` shows while nothing is stored.
  public init(wrappedValue value: Value, _ key: String) where Value == URL {
    self.init(key: key, defaultValue: value, codec: .url)
  }

  /// Stores a `Data` at `key`; `value` shows while nothing is stored.
  public init(wrappedValue value: Value, _ key: String) where Value == Data {
    self.init(key: key, defaultValue: value, codec: .data)
  }

  /// Stores a `Date` at `key`; `value` shows while nothing is stored.
  public init(wrappedValue value: Value, _ key: String) where Value == Date {
    self.init(key: key, defaultValue: value, codec: .date)
  }

  /// Stores an enumeration as its `String` raw value at `key`.
  public init(wrappedValue value: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
    self.init(key: key, defaultValue: value, codec: .raw(.string))
  }

  /// Stores an enumeration as its `Int` raw value at `key`.
  public init(wrappedValue value: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
    self.init(key: key, defaultValue: value, codec: .raw(.int))
  }
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  /// Stores an optional `Bool` at `key`: `nil` while nothing is stored;
  /// setting `nil` removes the key.
  public init(_ key: String) where Value == Bool? {
    self.init(key: key, defaultValue: nil, codec: .optional(.bool))
  }

  /// Stores an optional `Int` at `key`: `nil` while nothing is stored;
  /// setting `nil` removes the key.
  public init(_ key: String) where Value == Int? {
    self.init(key: key, defaultValue: nil, codec: .optional(.int))
  }

  /// Stores an optional `Double` at `key`: `nil` while nothing is stored;
  /// setting `nil` removes the key.
  public init(_ key: String) where Value == Double? {
    self.init(key: key, defaultValue: nil, codec: .optional(.double))
  }

  /// Stores an optional `String` at `key`: `nil` while nothing is stored;
  /// setting `nil` removes the key.
  public init(_ key: String) where Value == String? {
    self.init(key: key, defaultValue: nil, codec: .optional(.string))
  }

  /// Stores an optional `URL` at `key`: `nil` while nothing is stored;
  /// setting `nil` removes the key.
  public init(_ key: String) where Value == URL? {
    self.init(key: key, defaultValue: nil, codec: .optional(.url))
  }

  /// Stores an optional `Data` at `key`: `nil` while nothing is stored;
  /// setting `nil` removes the key.
  public init(_ key: String) where Value == Data? {
    self.init(key: key, defaultValue: nil, codec: .optional(.data))
  }

  /// Stores an optional `Date` at `key`: `nil` while nothing is stored;
  /// setting `nil` removes the key.
  public init(_ key: String) where Value == Date? {
    self.init(key: key, defaultValue: nil, codec: .optional(.date))
  }

  /// Stores an optional enumeration as its `String` raw value at `key`.
  public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == String {
    self.init(key: key, defaultValue: nil, codec: .optional(.raw(.string)))
  }

  /// Stores an optional enumeration as its `Int` raw value at `key`.
  public init<R: RawRepresentable>(_ key: String) where Value == R?, R.RawValue == Int {
    self.init(key: key, defaultValue: nil, codec: .optional(.raw(.int)))
  }
}
