import Observation

/// Reads a value that the focused view, its ancestors or the focused scene
/// publish; `nil` when none does. The reading body runs again when the
/// value changes.
///
/// Use it in views, in an ``App``'s body and in ``Commands``:
/// ```swift
/// struct NoteCommands: Commands {
///   @FocusedValue(\.selectedNote) var note: Binding<Note>?
///   @FocusedValue(Library.self) var library   // an @Observable object
///
///   var body: some Commands {
///     CommandMenu("Note") {
///       Button("Delete") { library?.delete(note?.wrappedValue) }
///         .disabled(note == nil)
///     }
///   }
/// }
/// ```
@MainActor @preconcurrency
@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
  let key: AnyHashable
  let read: (FocusedValues) -> Value?
  let box = FocusedValueBox()

  /// Reads the entry at `keyPath`.
  public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
    key = keyPath
    read = { $0[keyPath: keyPath] }
  }

  /// The published value, or `nil`.
  public var wrappedValue: Value? {
    guard let store = box.store else {
      RuntimeWarnings.emitGlobally(
        "Accessing FocusedValue's value outside of a view, an App or Commands being evaluated; nil is returned.")
      return nil
    }
    return store.read(key, read)
  }
}

extension FocusedValue where Value: AnyObject & Observable {
  /// Reads the `@Observable` object of type `Value` published with
  /// ``View/focusedValue(_:)`` or ``View/focusedSceneValue(_:)``.
  ///
  /// ```swift
  /// @FocusedValue(Editor.self) var editor
  /// ```
  public init(_ objectType: Value.Type) {
    key = ObjectIdentifier(objectType)
    read = { $0[object: objectType] }
  }
}

extension FocusedValue: InstallableProperty {
  func install(on node: ViewNode, ordinal: Int) {
    box.store = node.graph.focusedValueStore
    node.setSlot(nil, at: ordinal)
  }
}

/// Links a focused-value reader to the store of the graph it was installed
/// in; actions that run later read through the same store.
@MainActor
final class FocusedValueBox {
  weak var store: FocusedValueStore?
  nonisolated init() {}
}
