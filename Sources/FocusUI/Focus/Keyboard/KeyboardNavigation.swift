/// Which controls Tab (and arrow keys, and clicks) can focus: the
/// terminal's choice, or the one SwiftUI makes on a Mac whose "Keyboard
/// navigation" setting is off.
///
/// ```swift
/// ContentView()
///   .environment(\.keyboardNavigation, .textFieldsOnly)
/// ```
///
/// FocusUI's default is ``allControls``: in a terminal the keyboard is the
/// only way to reach a button, so buttons and toggles take focus. With
/// ``textFieldsOnly``, controls that are only activated (buttons, toggles,
/// views made `focusable(interactions: .activate)`) never take focus; text
/// fields and views made `focusable()` still do, and keyboard shortcuts
/// still press buttons.
public enum KeyboardNavigation: Hashable, Sendable {
  /// Every control takes focus: the terminal's default.
  case allControls
  /// Only what is edited takes focus, as on a Mac with keyboard navigation
  /// off.
  case textFieldsOnly
}

extension EnvironmentValues {
  private struct KeyboardNavigationKey: EnvironmentKey {
    static var defaultValue: KeyboardNavigation { .allControls }
  }

  /// Which controls can take focus here: ``KeyboardNavigation``.
  public var keyboardNavigation: KeyboardNavigation {
    get { self[KeyboardNavigationKey.self] }
    set { self[KeyboardNavigationKey.self] = newValue }
  }
}
