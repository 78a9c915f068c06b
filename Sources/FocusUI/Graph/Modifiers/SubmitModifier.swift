/// Adds an action for Return in the text fields below: ``View/onSubmit(of:_:)``.
public struct _SubmitModifier: EnvironmentWritingModifier {
  let triggers: SubmitTriggers
  let action: @MainActor () -> Void

  func apply(to environment: inout EnvironmentValues) {
    environment.submitActions.insert(SubmitAction(triggers: triggers, action: action), at: 0)
  }
}

extension View {
  /// Runs `action` when the user submits a text field in this view (presses
  /// Return in it). Actions of nested `onSubmit` modifiers all run, the
  /// innermost first.
  ///
  /// ```swift
  /// TextField("Username", text: $username)
  ///   .onSubmit { focusedField = .password }
  /// ```
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void)
    -> some View
  {
    modifier(_SubmitModifier(triggers: triggers, action: action))
  }
}

/// Keeps submissions inside it from reaching the `onSubmit` actions around
/// it: ``View/submitScope(_:)``.
public struct _SubmitScopeModifier: EnvironmentWritingModifier {
  let isBlocking: Bool

  func apply(to environment: inout EnvironmentValues) {
    if isBlocking { environment.submitActions = [] }
  }
}

extension View {
  /// Stops a submission (Return in a text field) here from triggering the
  /// `onSubmit` actions of the views around this one; actions inside still
  /// run.
  ///
  /// ```swift
  /// Form {
  ///   TextField("Name", text: $name)
  ///   SearchRow().submitScope()   // its Return does not submit the form
  /// }
  /// .onSubmit { save() }
  /// ```
  public func submitScope(_ isBlocking: Bool = true) -> some View {
    modifier(_SubmitScopeModifier(isBlocking: isBlocking))
  }

  /// Sets the label of the submit key of text fields here, for software
  /// keyboards. A terminal has none: the label is kept in the environment
  /// (``EnvironmentValues/submitLabel``) and changes nothing on screen.
  ///
  /// ```swift
  /// TextField("Search", text: $query)
  ///   .submitLabel(.search)
  /// ```
  public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
    environment(\.submitLabel, submitLabel)
  }
}

/// The label of a software keyboard's submit key: ``View/submitLabel(_:)``.
public struct SubmitLabel: Hashable, Sendable {
  let name: String

  public static let done = SubmitLabel(name: "done")
  public static let go = SubmitLabel(name: "go")
  public static let send = SubmitLabel(name: "send")
  public static let join = SubmitLabel(name: "join")
  public static let route = SubmitLabel(name: "route")
  public static let search = SubmitLabel(name: "search")
  public static let `return` = SubmitLabel(name: "return")
  public static let next = SubmitLabel(name: "next")
  public static let `continue` = SubmitLabel(name: "continue")
}

extension EnvironmentValues {
  private struct SubmitLabelKey: EnvironmentKey {
    static var defaultValue: SubmitLabel { .return }
  }

  /// The submit label set by ``View/submitLabel(_:)`` (`.return` by
  /// default).
  public var submitLabel: SubmitLabel {
    get { self[SubmitLabelKey.self] }
    set { self[SubmitLabelKey.self] = newValue }
  }
}
