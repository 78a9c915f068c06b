/// Asks the focus system to evaluate default focus again inside a focus
/// scope: read ``EnvironmentValues/resetFocus`` and call it.
///
/// ```swift
/// struct Editor: View {
///   @Namespace private var editor
///   @Environment(\.resetFocus) private var resetFocus
///
///   var body: some View {
///     VStack {
///       TextField("Title", text: $title)
///         .prefersDefaultFocus(in: editor)
///       TextField("Body", text: $text)
///       Button("Back to the title") { resetFocus(in: editor) }
///     }
///     .focusScope(editor)
///   }
/// }
/// ```
///
/// Focus goes to the scope's preferred view: the first view inside it that
/// ``View/prefersDefaultFocus(_:in:)`` marks for this namespace, else the
/// target of the first ``View/defaultFocus(_:_:priority:)`` region inside
/// it, else its first focusable view. As in SwiftUI, this happens only when
/// focus is inside the scope; FocusUI also does it when nothing is focused
/// (a pointer click on a button takes no focus, so "Reset" clicked with
/// nothing focused still works), and leaves focus alone when it is
/// elsewhere in the window. Like a focus-state write, the move happens
/// before the next frame; a focus-state write made after the call in the
/// same action wins, and writes waiting for their view are dropped.
@MainActor @preconcurrency
public struct ResetFocusAction {
  nonisolated init() {}

  /// Evaluates default focus again in the focus scope of `namespace`.
  ///
  /// ```swift
  /// Button("Reset focus") { resetFocus(in: namespace) }
  /// ```
  public func callAsFunction(in namespace: Namespace.ID) {
    guard let graph = NamespaceSlot.graph(declaring: namespace) else {
      RuntimeWarnings.emitGlobally(
        "resetFocus(in:): no view on screen declares this namespace; "
          + "pass a @Namespace property read in a view's body.")
      return
    }
    graph.focus.requestReset(in: namespace)
  }
}

extension EnvironmentValues {
  private struct ResetFocusKey: EnvironmentKey {
    static var defaultValue: ResetFocusAction { ResetFocusAction() }
  }

  /// An action that evaluates default focus again in a focus scope.
  ///
  /// ```swift
  /// @Namespace private var form
  /// @Environment(\.resetFocus) private var resetFocus
  ///
  /// Button("Reset focus") { resetFocus(in: form) }
  /// ```
  public var resetFocus: ResetFocusAction {
    self[ResetFocusKey.self]
  }
}
