/// The values that the focused view, its ancestors and the focused scene
/// publish, for menus, commands and other views to act on.
///
/// Declare an entry with ``Entry()``; entries are optional and `nil` until
/// a view publishes them:
/// ```swift
/// extension FocusedValues {
///   @Entry var selectedNote: Binding<Note>?
/// }
///
/// NoteEditor(note: $note)
///   .focusedValue(\.selectedNote, $note)
///
/// struct NoteCommands: Commands {
///   @FocusedBinding(\.selectedNote) var note
///   var body: some Commands {
///     CommandMenu("Note") {
///       Button("Pin") { note?.isPinned = true }.disabled(note == nil)
///     }
///   }
/// }
/// ```
public struct FocusedValues: @unchecked Sendable {
  // @unchecked: like EnvironmentValues, only used on the main actor.

  var storage: [ObjectIdentifier: Any] = [:]

  /// An empty collection: every entry `nil`.
  public init() {}

  /// The value published for `key`, or `nil`.
  public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
    get { storage[ObjectIdentifier(key)] as? Key.Value }
    set { storage[ObjectIdentifier(key)] = newValue }
  }

  /// The object of type `T` published with ``View/focusedValue(_:)``.
  subscript<T: AnyObject>(object type: T.Type) -> T? {
    storage[ObjectIdentifier(type)] as? T
  }
}

@MainActor
extension FocusedValues: @MainActor Equatable {
  /// Values compare with `==` when their type is `Equatable`, bindings by
  /// the storage they point at, objects by identity; other values (such as
  /// closures) never compare equal, so a republished closure counts as a
  /// change.
  public static func == (lhs: FocusedValues, rhs: FocusedValues) -> Bool {
    guard lhs.storage.count == rhs.storage.count else { return false }
    for (key, value) in lhs.storage {
      guard let other = rhs.storage[key], FocusedValueComparison.areSame(value, other) else { return false }
    }
    return true
  }
}

/// Decides whether a published value changed.
@MainActor
enum FocusedValueComparison {
  static func areSame(_ lhs: Any, _ rhs: Any) -> Bool {
    if type(of: lhs) is AnyClass {
      return type(of: rhs) is AnyClass && (lhs as AnyObject) === (rhs as AnyObject)
    }
    if let lhs = lhs as? any BindingComparable {
      return sameLocation(lhs, rhs)
    }
    if let lhs = lhs as? any Equatable {
      return isEqual(lhs, rhs)
    }
    return false
  }

  private static func sameLocation<B: BindingComparable>(_ lhs: B, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? B else { return false }
    return lhs.hasSameLocation(as: rhs)
  }

  private static func isEqual<E: Equatable>(_ lhs: E, _ rhs: Any) -> Bool {
    guard let rhs = rhs as? E else { return false }
    return lhs == rhs
  }
}
