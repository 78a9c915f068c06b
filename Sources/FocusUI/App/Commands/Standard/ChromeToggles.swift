/// An action a view of the window registers so that a standard command can
/// reach it: View ▸ Toggle Sidebar and View ▸ Hide Toolbar.
///
/// The hook for split views and toolbars: publish one for the scene,
///
/// ```swift
/// // inside NavigationSplitView's implementation
/// content.focusedSceneValue(\.sidebarToggle, ChromeToggle { columnVisibility.toggleSidebar() })
/// ```
///
/// and ``SidebarCommands`` (or ``ToolbarCommands``) runs it; the item is
/// disabled while the selected window publishes none. A focused *scene*
/// value, so the command works wherever focus is in the window.
@MainActor
package struct ChromeToggle {
  let action: @MainActor () -> Void
  /// The item's title now, when it depends on the state ("Show Toolbar").
  let title: String?

  package init(title: String? = nil, _ action: @escaping @MainActor () -> Void) {
    self.action = action
    self.title = title
  }
}

extension FocusedValues {
  private struct SidebarToggleKey: FocusedValueKey {
    typealias Value = ChromeToggle
  }

  private struct ToolbarToggleKey: FocusedValueKey {
    typealias Value = ChromeToggle
  }

  /// Shows or hides the sidebar of the window's split view.
  package var sidebarToggle: ChromeToggle? {
    get { self[SidebarToggleKey.self] }
    set { self[SidebarToggleKey.self] = newValue }
  }

  /// Shows or hides the window's toolbar.
  package var toolbarToggle: ChromeToggle? {
    get { self[ToolbarToggleKey.self] }
    set { self[ToolbarToggleKey.self] = newValue }
  }
}
