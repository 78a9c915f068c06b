import FocusEngine

/// Binds an element to a value of an ``AccessibilityFocusState``.
public struct _AccessibilityFocusedModifier<Value: Hashable>: PrimitiveModifier {
  let binding: AccessibilityFocusState<Value>.Binding
  let value: Value

  func makeModifierNode(in graph: ViewGraph) -> ViewNode {
    AccessibilityFocusedEntryNode<Value>(graph: graph)
  }
}

/// One binding: (state, value, the element below).
final class AccessibilityFocusedEntryNode<Value: Hashable>: ModifierNode<_AccessibilityFocusedModifier<Value>>,
  AccessibilityFocusEntry
{
  private(set) var key: BindingKey?

  override func run() {
    let newKey = modifier.binding.box.installedSlot.map {
      BindingKey(state: $0.stateID, value: AnyHashable(modifier.value))
    }
    graph.accessibility.rebind(id, from: key, to: newKey)
    key = newKey
    super.run()
  }

  override func willUnmount() {
    graph.accessibility.rebind(id, from: key, to: nil)
    key = nil
    super.willUnmount()
  }
}

/// The face of a binding the session reads when deriving values.
@MainActor
protocol AccessibilityFocusEntry: AnyObject {
  var key: BindingKey? { get }
}

extension View {
  /// Binds this view's accessibility element to `value` of an
  /// accessibility focus state: the state reads `value` while an assistive
  /// technology's cursor is here, and setting it to `value` moves the
  /// cursor here.
  ///
  /// ```swift
  /// Text(error).accessibilityFocused($focusedMessage, equals: .error)
  /// ```
  public func accessibilityFocused<Value: Hashable>(
    _ binding: AccessibilityFocusState<Value>.Binding, equals value: Value
  ) -> some View {
    modifier(_AccessibilityFocusedModifier(binding: binding, value: value))
  }

  /// Binds this view's accessibility element to a `Bool` accessibility
  /// focus state.
  ///
  /// ```swift
  /// Text(notification.text).accessibilityFocused($isNotificationFocused)
  /// ```
  public func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View {
    modifier(_AccessibilityFocusedModifier(binding: condition, value: true))
  }
}
