import FocusEngine

/// Binds a view to a value of a ``FocusState``: ``View/focused(_:equals:)``,
/// ``View/focused(_:)`` and Blueprint's `focused(when:)` spellings.
///
/// Kept as a record on the node of the view it binds (a
/// ``FocusBindingEntry``), not as a node of its own.
public struct _FocusedModifier<Value: Hashable>: RecordedModifier {
  let binding: FocusState<Value>.Binding
  let value: Value
  let style: BindingStyle

  func apply(to record: FocusBindingEntry?, on node: ViewNode) -> FocusBindingEntry {
    // The record of this layer was made by this modifier type.
    let entry = record.map { unsafeDowncast($0, to: ValueBindingEntry<Value>.self) } ?? ValueBindingEntry(node: node)
    entry.update(self)
    return entry
  }
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

/// The face of a binding entry the session works with.
@MainActor
protocol FocusEntry: AnyObject {
  var key: BindingKey? { get }
  var boundState: Int? { get }
  var slot: AnyFocusStateSlot<KeyboardFocus>? { get }
  var style: BindingStyle { get }
  var isOverridden: Bool { get }
  func deriveValue(of slot: AnyFocusStateSlot<KeyboardFocus>)
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
