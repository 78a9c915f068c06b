/// An action that closes the presentation a view is in: read
/// ``EnvironmentValues/dismiss`` and call it.
///
/// ```swift
/// struct EditSheet: View {
///   @Environment(\.dismiss) private var dismiss
///   @Binding var name: String
///
///   var body: some View {
///     TextField("Name", text: $name)
///     Button("Done") { dismiss() }
///   }
/// }
/// ```
///
/// Inside a sheet, a popover, an alert or a confirmation dialog, calling it
/// sets the presentation's binding to `false` (or its item to `nil`), so the
/// presentation closes in the update that follows, and focus returns to
/// the view that had it before the presentation opened. Called from a view
/// that is not in a presentation, or after its presentation closed, it
/// does nothing. In a view pushed onto a ``NavigationStack`` (or shown in
/// a collapsed ``NavigationSplitView`` column) and in no presentation, it
/// pops that view, as the back button does. The action belongs to the presentation the view is *in*:
/// reading it in the view that presents a sheet, outside the sheet's
/// content, gives that view's own presentation's action, not the sheet's.
@MainActor @preconcurrency
public struct DismissAction {
  private weak var layer: PresentationLayerNode?
  /// Pops a navigation level instead, when the view is in no presentation.
  private var pop: NavigationPop?

  nonisolated init() {}

  init(layer: PresentationLayerNode) {
    self.layer = layer
  }

  init(pop: NavigationPop) {
    self.pop = pop
  }

  /// Closes the presentation this action belongs to, if it is still up.
  ///
  /// ```swift
  /// Button("Cancel") { dismiss() }
  /// ```
  public func callAsFunction() {
    if let pop {
      pop.perform()
    } else {
      layer?.dismiss()
    }
  }
}

extension EnvironmentValues {
  private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction() }
  }

  private struct IsPresentedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }

  private struct ButtonsClosePresentationKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }

  /// Closes the presentation (sheet, popover, alert, confirmation dialog)
  /// this view is in; see ``DismissAction``.
  ///
  /// ```swift
  /// @Environment(\.dismiss) private var dismiss
  ///
  /// Button("Done") { dismiss() }
  /// ```
  public internal(set) var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether this view is inside a presentation's content (a sheet, a
  /// popover, an alert or a confirmation dialog) that is up.
  ///
  /// ```swift
  /// @Environment(\.isPresented) private var isPresented
  ///
  /// Text(isPresented ? "In a sheet" : "In the window")
  /// ```
  public internal(set) var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }

  /// Whether a button here closes the presentation after its action runs:
  /// the buttons of alerts and confirmation dialogs do.
  var buttonsClosePresentation: Bool {
    get { self[ButtonsClosePresentationKey.self] }
    set { self[ButtonsClosePresentationKey.self] = newValue }
  }
}
