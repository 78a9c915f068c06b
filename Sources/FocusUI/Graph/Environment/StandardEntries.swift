extension EnvironmentValues {
  private struct IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
  }

  /// Whether views here accept input; `false` below `.disabled(true)`.
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  private struct ForegroundColorKey: EnvironmentKey {
    static var defaultValue: Color? { nil }
  }

  /// The color text and controls are drawn in, set by
  /// ``View/foregroundStyle(_:)``; `nil` is the terminal's default.
  public var foregroundColor: Color? {
    get { self[ForegroundColorKey.self] }
    set { self[ForegroundColorKey.self] = newValue }
  }

  private struct IsBoldKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }

  /// Whether text here is drawn bold, set by ``View/bold(_:)``.
  public var isBold: Bool {
    get { self[IsBoldKey.self] }
    set { self[IsBoldKey.self] = newValue }
  }

  private struct SubmitActionsKey: EnvironmentKey {
    static var defaultValue: [SubmitAction] { [] }
  }

  /// The `onSubmit` actions above this view, innermost first.
  var submitActions: [SubmitAction] {
    get { self[SubmitActionsKey.self] }
    set { self[SubmitActionsKey.self] = newValue }
  }
}

/// One `onSubmit` action and the kinds of submission it answers.
struct SubmitAction {
  var triggers: SubmitTriggers
  var action: @MainActor () -> Void
}

/// What a submission comes from, for ``View/onSubmit(of:_:)``.
public struct SubmitTriggers: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Return in a text field or secure field.
  public static let text = SubmitTriggers(rawValue: 1 << 0)
  /// Submitting a search field.
  public static let search = SubmitTriggers(rawValue: 1 << 1)
}
