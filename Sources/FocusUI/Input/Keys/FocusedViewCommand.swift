/// A direction of a move command: an arrow key.
///
/// ```swift
/// .onMoveCommand { direction in
///   if direction == .down { selection += 1 }
/// }
/// ```
public enum MoveCommandDirection: Hashable, Sendable {
  case up, down, left, right
}

/// A command the focused view's ancestors may answer: an arrow (move),
/// Escape (exit) or Delete (delete), when the focused control did not use
/// the key.
enum FocusedViewCommand: Equatable {
  case move(MoveCommandDirection)
  case exit
  case delete

  /// The command a plain key press stands for, if any.
  init?(_ key: KeyEquivalent) {
    switch key {
    case .upArrow: self = .move(.up)
    case .downArrow: self = .move(.down)
    case .leftArrow: self = .move(.left)
    case .rightArrow: self = .move(.right)
    case .escape: self = .exit
    case .delete, .deleteForward: self = .delete
    default: return nil
    }
  }
}

/// Answers one kind of command while focus is inside the view:
/// ``View/onMoveCommand(perform:)``, ``View/onExitCommand(perform:)``,
/// ``View/onDeleteCommand(perform:)``.
public struct _FocusedViewCommandModifier: PrimitiveModifier {
  enum Action {
    case move(@MainActor (MoveCommandDirection) -> Void)
    case exit(@MainActor () -> Void)
    case delete(@MainActor () -> Void)
  }
  let action: Action?

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { FocusedViewCommandNode(graph: graph) }
}

final class FocusedViewCommandNode: ModifierNode<_FocusedViewCommandModifier>, InteractiveControl {
  /// Performs `command` if this node answers it; whether it did.
  func perform(_ command: FocusedViewCommand) -> Bool {
    switch (modifier.action, command) {
    case (.move(let action), .move(let direction)): action(direction)
    case (.exit(let action), .exit): action()
    case (.delete(let action), .delete): action()
    default: return false
    }
    return true
  }
}

extension View {
  /// Runs `action` when an arrow key is pressed while focus is in this
  /// view and the focused control does not use the arrow (a text field
  /// moves its caret with ← and →, and takes ↑ and ↓ too).
  ///
  /// ```swift
  /// Grid { … }
  ///   .focusable()
  ///   .onMoveCommand { direction in
  ///     switch direction {
  ///     case .left: column -= 1
  ///     case .right: column += 1
  ///     case .up: row -= 1
  ///     case .down: row += 1
  ///     }
  ///   }
  /// ```
  ///
  /// The innermost handler around the focused view runs; `nil` removes
  /// this view's handler.
  public func onMoveCommand(perform action: (@MainActor (MoveCommandDirection) -> Void)?) -> some View {
    modifier(_FocusedViewCommandModifier(action: action.map { .move($0) }))
  }

  /// Runs `action` when Escape is pressed while focus is in this view and
  /// no `onKeyPress` handler used it.
  ///
  /// ```swift
  /// SearchPanel()
  ///   .onExitCommand { isSearching = false }
  /// ```
  public func onExitCommand(perform action: (@MainActor () -> Void)?) -> some View {
    modifier(_FocusedViewCommandModifier(action: action.map { .exit($0) }))
  }

  /// Runs `action` when Delete (or Forward Delete) is pressed while focus
  /// is in this view and the focused control does not use it (a text field
  /// deletes text).
  ///
  /// ```swift
  /// List(items) { item in Row(item) }
  ///   .onDeleteCommand { items.removeAll { $0.id == selection } }
  /// ```
  public func onDeleteCommand(perform action: (@MainActor () -> Void)?) -> some View {
    modifier(_FocusedViewCommandModifier(action: action.map { .delete($0) }))
  }
}
