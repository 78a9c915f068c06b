/// A key press delivered to ``View/onKeyPress(_:action:)``.
public struct KeyPress: Sendable {
  /// The key.
  public let key: KeyEquivalent
  /// The modifier keys held.
  public let modifiers: EventModifiers

  /// Whether a handler used the key press.
  public enum Result: Sendable {
    /// The key press was used; nobody else sees it.
    case handled
    /// The key press goes on to the views around, then to the focused
    /// control.
    case ignored
  }
}

/// Runs an action for a key press while focus is inside the view.
public struct _KeyPressModifier: PrimitiveModifier {
  let keys: Set<KeyEquivalent>?
  let action: @MainActor (KeyPress) -> KeyPress.Result

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { KeyPressNode(graph: graph) }
}

final class KeyPressNode: ModifierNode<_KeyPressModifier> {
  func handle(_ press: KeyPress) -> KeyPress.Result {
    guard modifier.keys?.contains(press.key) ?? true else { return .ignored }
    return modifier.action(press)
  }
}

extension View {
  /// Runs `action` when `key` is pressed while focus is in this view; the
  /// action says whether it used the key press.
  ///
  /// ```swift
  /// List { … }
  ///   .onKeyPress(.downArrow) {
  ///     selection += 1
  ///     return .handled
  ///   }
  /// ```
  ///
  /// Handlers run innermost first, before the focused control sees the key.
  /// With nothing focused, the handlers around the whole window get it.
  public func onKeyPress(_ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result) -> some View {
    modifier(_KeyPressModifier(keys: [key]) { _ in action() })
  }

  /// Runs `action` for any key press while focus is in this view.
  public func onKeyPress(action: @escaping @MainActor (KeyPress) -> KeyPress.Result) -> some View {
    modifier(_KeyPressModifier(keys: nil, action: action))
  }
}
