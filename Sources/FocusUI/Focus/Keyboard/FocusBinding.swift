/// Connects a custom control to a ``FocusState``, for controls whose focus
/// the runtime does not manage itself (Blueprint's model).
///
/// Get one from the state's binding with ``FocusState/Binding/binding(for:)``
/// (or ``FocusState/Binding/binding()`` for a `Bool` state). Then wire both
/// directions:
/// 1. install the ``trigger``'s actions, which run when the state is set to
///    (or away from) this binding's value;
/// 2. call ``onFocus`` and ``onBlur`` when the control gains or loses focus.
///
/// ```swift
/// struct ColorWell: View {
///   let focus: FocusBinding
///   @State private var isActive = false
///
///   var body: some View {
///     Button(isActive ? "[Color]" : "Color") { focus.onFocus() }
///       .onAppear {
///         focus.trigger.focusAction = { isActive = true }
///         focus.trigger.blurAction = { isActive = false }
///       }
///   }
/// }
///
/// ColorWell(focus: $focusedField.binding(for: .color))
/// ```
///
/// The trigger is the same object for every binding of one state and value,
/// so actions installed once stay installed while the view re-renders.
/// ``onBlur`` resets the state only if it still holds this binding's value.
@MainActor @preconcurrency
public struct FocusBinding {
  /// Pipes changes of the state into the control.
  public let trigger: FocusTrigger
  /// Call when the control gains focus: the state takes this binding's value.
  public var onFocus: @MainActor () -> Void
  /// Call when the control loses focus: the state resets, if it still holds
  /// this binding's value.
  public var onBlur: @MainActor () -> Void

  /// Creates a binding with its own trigger.
  public init(onFocus: @escaping @MainActor () -> Void, onBlur: @escaping @MainActor () -> Void) {
    self.init(trigger: FocusTrigger(), onFocus: onFocus, onBlur: onBlur)
  }

  init(
    trigger: FocusTrigger, onFocus: @escaping @MainActor () -> Void, onBlur: @escaping @MainActor () -> Void
  ) {
    self.trigger = trigger
    self.onFocus = onFocus
    self.onBlur = onBlur
  }
}

/// Actions a control installs to hear about focus changes of its
/// ``FocusBinding``'s state.
///
/// ```swift
/// focus.trigger.focusAction = { isActive = true }
/// focus.trigger.blurAction = { isActive = false }
/// ```
@MainActor @preconcurrency
public final class FocusTrigger {
  /// Runs when the state is set to the binding's value.
  public var focusAction: (@MainActor () -> Void)?
  /// Runs when the state leaves the binding's value.
  public var blurAction: (@MainActor () -> Void)?

  public nonisolated init() {}

  /// Runs ``focusAction``.
  public func focus() {
    focusAction?()
  }

  /// Runs ``blurAction``.
  public func blur() {
    blurAction?()
  }
}

extension FocusState.Binding {
  /// A binding for a custom control standing for `value`.
  public func binding<T: Hashable>(for value: T) -> FocusBinding where Value == T? {
    makeFocusBinding(Value.some(value))
  }

  /// A binding for a custom control standing for `true`.
  public func binding() -> FocusBinding where Value == Bool {
    makeFocusBinding(true)
  }

  private func makeFocusBinding(_ value: Value) -> FocusBinding {
    // Weak: the actions go away with the state's holder. A view's state
    // is reached through its node's slot, which outlives the view values.
    let installed = box.installedSlot
    let key = AnyHashable(value)
    return FocusBinding(
      trigger: box.trigger(for: value),
      onFocus: { [weak box, weak installed] in
        if let installed { installed.session?.externalFocus(installed, key: key) } else { box?.controlDidFocus(value) }
      },
      onBlur: { [weak box, weak installed] in
        if let installed { installed.session?.externalBlur(installed, key: key) } else { box?.controlDidBlur(value) }
      })
  }
}

extension FocusState {
  /// A binding for a custom control standing for `value`.
  public func binding<T: Hashable>(for value: T) -> FocusBinding where Value == T? {
    projectedValue.binding(for: value)
  }

  /// A binding for a custom control standing for `true`.
  public func binding() -> FocusBinding where Value == Bool {
    projectedValue.binding()
  }
}
