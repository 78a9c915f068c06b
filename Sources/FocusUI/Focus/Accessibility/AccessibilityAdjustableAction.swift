/// Which way an assistive technology adjusts an element:
/// ``View/accessibilityAdjustableAction(_:)``.
public enum AccessibilityAdjustmentDirection: Hashable, Sendable {
  /// Up: VoiceOver's swipe up, the terminal reader's Alt-→.
  case increment
  /// Down: VoiceOver's swipe down, the terminal reader's Alt-←.
  case decrement
}

extension View {
  /// Makes the view's element adjustable, as a slider is: assistive
  /// technologies increment and decrement it by calling `handler`.
  ///
  /// ```swift
  /// Knob(value: volume)
  ///   .accessibilityElement()
  ///   .accessibilityLabel("Volume")
  ///   .accessibilityValue("\(volume)")
  ///   .accessibilityAdjustableAction { direction in
  ///     switch direction {
  ///     case .increment: volume += 1
  ///     case .decrement: volume -= 1
  ///     }
  ///   }
  /// ```
  ///
  /// A screen reader says "adjustable" after the element's name. The
  /// terminal's screen reader adjusts with Alt-→ and Alt-←; a test with
  /// `AssistiveTechnologyDriver.increment()` and `decrement()`. On a
  /// slider or a stepper, the handler runs instead of the control's own
  /// step.
  public func accessibilityAdjustableAction(
    _ handler: @escaping (AccessibilityAdjustmentDirection) -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibility(actions: [
      AccessibilityActionHandler(kind: .increment) { handler(.increment) },
      AccessibilityActionHandler(kind: .decrement) { handler(.decrement) },
    ]) { _ in }
  }
}
