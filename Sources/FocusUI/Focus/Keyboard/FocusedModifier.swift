import FocusEngine

/// Binds a view to a value of a ``FocusState``: ``View/focused(_:equals:)``,
/// ``View/focused(_:)`` and Blueprint's `focused(when:)` spellings.
public struct _FocusedModifier<Value: Hashable>: PrimitiveModifier {
  let binding: FocusState<Value>.Binding
  let value: Value
  let style: BindingStyle

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { FocusedEntryNode<Value>(graph: graph) }
}

/// How duplicate bindings behave.
enum BindingStyle: Hashable {
  /// SwiftUI: a view may carry several values; among views sharing a value,
  /// a write focuses the first in tree order and warns.
  case swiftUI
  /// Blueprint: a view carries one binding, the last applied; among views
  /// sharing a value, a write focuses the last bound.
  case blueprint
}

/// One binding entry: (focus state, value, the view it modifies).
final class FocusedEntryNode<Value: Hashable>: ModifierNode<_FocusedModifier<Value>>, FocusEntry {
  private(set) var key: BindingKey?
  private(set) var slot: AnyFocusStateSlot?
  private(set) var isOverridden = false

  var style: BindingStyle { modifier.style }
  var entryNode: ViewNode { self }
  override var focusEntry: (any FocusEntry)? { self }

  override func run() {
    let newSlot = modifier.binding.box.slot(in: graph.focus)
    let newKey = newSlot.map { BindingKey(state: $0.stateID, value: AnyHashable(modifier.value)) }
    isOverridden = style == .blueprint && hasOuterBlueprintBinding
    graph.focus.rebind(id, from: key, to: newKey)
    key = newKey
    slot = newSlot
    super.run()
  }

  override func willUnmount() {
    graph.focus.rebind(id, from: key, to: nil)
    key = nil
    super.willUnmount()
  }

  /// Whether a Blueprint binding applied after this one, on the same view,
  /// replaces it.
  private var hasOuterBlueprintBinding: Bool {
    for ancestor in ancestors {
      guard ancestor.isModifierOfSameView else { return false }
      if let entry = ancestor.focusEntry, entry.style == .blueprint { return true }
    }
    return false
  }

  /// The value this entry stands for, typed as the state's value.
  var anyValue: Any { modifier.value }
}

/// The face of a binding entry the session works with.
@MainActor
protocol FocusEntry: AnyObject {
  var key: BindingKey? { get }
  var slot: AnyFocusStateSlot? { get }
  var style: BindingStyle { get }
  var isOverridden: Bool { get }
  var anyValue: Any { get }
  var entryNode: ViewNode { get }
}

extension View {
  /// Binds this view to `value` of a focus state: the state reads `value`
  /// while focus is in this view, and setting the state to `value` moves
  /// focus here.
  ///
  /// ```swift
  /// TextField("Username", text: $username)
  ///   .focused($focusedField, equals: .username)
  /// ```
  ///
  /// Binding one value to two views is a programmer error: user focus on
  /// either sets the value, but a write focuses the first of them in tree
  /// order and reports a runtime warning.
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
    modifier(_FocusedModifier(binding: binding, value: value, style: .swiftUI))
  }

  /// Binds this view to a `Bool` focus state: `true` while focus is in this
  /// view (or anywhere inside it); setting it to `true` focuses this view.
  ///
  /// ```swift
  /// TextField("Name", text: $name)
  ///   .focused($nameIsFocused)
  /// ```
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    modifier(_FocusedModifier(binding: condition, value: true, style: .swiftUI))
  }

  /// Blueprint's spelling of ``focused(_:equals:)``: a view holds one such
  /// binding (applying it again replaces it), and among views bound to the
  /// same value the last bound wins a write.
  ///
  /// ```swift
  /// TextField("Name", text: $name)
  ///   .focused(when: $focusedField, equals: .name)
  /// ```
  public func focused<Value: Hashable>(when binding: FocusState<Value>.Binding, equals value: Value)
    -> some View
  {
    modifier(_FocusedModifier(binding: binding, value: value, style: .blueprint))
  }

  /// Blueprint's spelling of ``focused(_:)``.
  ///
  /// ```swift
  /// TextField("Search", text: $query)
  ///   .focused(when: $isFocused)
  ///   .onAppear { isFocused = true }
  /// ```
  public func focused(when condition: FocusState<Bool>.Binding) -> some View {
    modifier(_FocusedModifier(binding: condition, value: true, style: .blueprint))
  }
}
