/// Reads the observable object that the focused view, its ancestors or the
/// focused scene publish with ``View/focusedObject(_:)-(T)`` or
/// ``View/focusedSceneObject(_:)-(T)``; `nil` when none does. The reading body
/// runs again when another object is published, and after the object's
/// `objectWillChange` sends.
///
/// ```swift
/// final class Editor: ObservableObject {
///   @Published var isBold = false
/// }
///
/// struct FormatCommands: Commands {
///   @FocusedObject private var editor: Editor?
///   var body: some Commands {
///     CommandMenu("Format") {
///       Button(editor?.isBold == true ? "Unbold" : "Bold") { editor?.isBold.toggle() }
///         .disabled(editor == nil)
///     }
///   }
/// }
///
/// EditorView().focusedObject(editor)
/// ```
@MainActor @preconcurrency
@propertyWrapper
public struct FocusedObject<ObjectType: ObservableObject>: DynamicProperty {
  let box = FocusedValueBox()

  /// Reads the focused object of type `ObjectType`.
  public init() {}

  /// The published object, or `nil`.
  public var wrappedValue: ObjectType? {
    guard let store = box.store else {
      RuntimeWarnings.emitGlobally(
        "Accessing FocusedObject's value outside of a view, an App or Commands being evaluated; nil is returned.")
      return nil
    }
    return store.read(FocusedValues.focusedObjectKey(ObjectType.self)) { $0[focusedObject: ObjectType.self] }
  }

  /// Makes bindings to the object's properties (`$editor?.isBold`), or
  /// `nil` when no object is published.
  public var projectedValue: FocusedObject<ObjectType>.Wrapper? {
    wrappedValue.map(Wrapper.init(root:))
  }

  /// Makes bindings to the properties of a focused object.
  ///
  /// ```swift
  /// if let editor = $editor { Toggle("Bold", isOn: editor.isBold) }
  /// ```
  ///
  /// The same type as `$object` of an ``ObservedObject``.
  public typealias Wrapper = ObservedObject<ObjectType>.Wrapper
}

extension FocusedObject: InstallableProperty {
  func install(on node: ViewNode, ordinal: Int) {
    box.store = node.graph.focusedValueStore
    // Reading here makes the body a reader of the entry, and follows the
    // object it holds now.
    ObjectWillChangeSlot.at(ordinal, of: node).observe(wrappedValue, for: node)
  }
}

extension FocusedValues {
  /// The key of the observable object of type `T` published with
  /// ``View/focusedObject(_:)-(T)`` (apart from `@Observable` objects, which
  /// ``View/focusedValue(_:)`` publishes under their type).
  static func focusedObjectKey<T: AnyObject>(_ type: T.Type) -> ObjectIdentifier {
    ObjectIdentifier(FocusedObjectKey<T>.self)
  }

  /// The observable object of type `T` published with ``View/focusedObject(_:)-(T)``.
  subscript<T: AnyObject>(focusedObject type: T.Type) -> T? {
    storage[Self.focusedObjectKey(type)] as? T
  }
}

private enum FocusedObjectKey<T> {}

extension View {
  /// Publishes the observable `object` while this view is, or contains, the
  /// focused view; `@FocusedObject var object: T?` reads it. The publisher
  /// closest to focus wins.
  ///
  /// ```swift
  /// NoteEditor(note: note).focusedObject(note)
  /// ```
  public func focusedObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(_FocusedValueModifier(scope: .view, focusedObject: object))
  }

  /// Publishes `object`, when it isn't `nil`, while this view is, or
  /// contains, the focused view; a `nil` publishes nothing, so a publisher
  /// farther out shows through.
  ///
  /// ```swift
  /// List { … }.focusedObject(selectedNote)
  /// ```
  public func focusedObject<T: ObservableObject>(_ object: T?) -> some View {
    modifier(_FocusedValueModifier(scope: .view, focusedObject: object))
  }

  /// Publishes the observable `object` while this view's scene is the
  /// focused scene, wherever focus is inside it, even when nothing there has
  /// focus. A view-scoped object of the same type on the focused chain wins.
  ///
  /// ```swift
  /// WindowContent().focusedSceneObject(windowModel)
  /// ```
  public func focusedSceneObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(_FocusedValueModifier(scope: .scene, focusedObject: object))
  }

  /// Publishes `object`, when it isn't `nil`, while this view's scene is the
  /// focused scene.
  ///
  /// ```swift
  /// Sidebar().focusedSceneObject(selection)
  /// ```
  public func focusedSceneObject<T: ObservableObject>(_ object: T?) -> some View {
    modifier(_FocusedValueModifier(scope: .scene, focusedObject: object))
  }
}
