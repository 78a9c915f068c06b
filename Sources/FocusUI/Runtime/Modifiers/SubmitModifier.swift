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
