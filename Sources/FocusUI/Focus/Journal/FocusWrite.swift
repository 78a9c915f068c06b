/// One write to a `FocusState` or an `AccessibilityFocusState`, as the
/// focus journal tells it: which state, which value, and the action that
/// wrote it when the runtime ran that action.
///
/// ```swift
/// // Button("Next") { focused = .password }
/// if case .write(let write) = host.focusJournal.last?.cause {
///   // write.state == "FocusState<Field?>", write.value == ".password",
///   // write.action == .button("Next")
/// }
/// ```
public struct FocusWrite: Hashable, Sendable, CustomStringConvertible {
  /// The state's type: `FocusState<Field?>`, `AccessibilityFocusState<Bool>`.
  public var state: String
  /// The value, as Swift source writes it: `.password`, `nil`, `true`.
  public var value: String
  /// The action that wrote it, when the write came from one the runtime
  /// ran; `nil` from elsewhere (a model, a test).
  public var action: FocusAction?
  /// Whether the write waited for its view before it landed.
  public var waited: Bool

  public init(state: String, value: String, action: FocusAction? = nil, waited: Bool = false) {
    self.state = state
    self.value = value
    self.action = action
    self.waited = waited
  }

  public var description: String {
    "write of \(value) to \(state)" + (action.map { " in \($0)" } ?? "")
  }

  /// Why a write found no view to land on.
  public enum Obstacle: Hashable, Sendable, CustomStringConvertible {
    /// No view is bound to the value (yet).
    case noView
    /// The views bound to it are disabled (or otherwise not focusable).
    case disabled
    /// A presentation covers the views bound to it.
    case covered

    public var description: String {
      switch self {
      case .noView: "no view is bound to that value"
      case .disabled: "the view bound to it is disabled"
      case .covered: "a presentation covers the view bound to it"
      }
    }
  }

  /// Why a waiting write was dropped.
  public enum DropReason: Hashable, Sendable, CustomStringConvertible {
    /// A later write to the same state replaced it; the value is the new
    /// write's.
    case replaced(by: String)
    /// Focus moved by other means first (a key, a click, `resetFocus`),
    /// while the write waited for the obstacle given.
    case focusMovedFirst(while: Obstacle)
    /// The view declaring the state left.
    case stateLeft

    public var description: String {
      switch self {
      case .replaced(let value): "a later write of \(value) replaced it"
      case .focusMovedFirst(let obstacle): "focus moved by other means first (\(obstacle))"
      case .stateLeft: "the view declaring the state left"
      }
    }
  }
}
