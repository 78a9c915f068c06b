/// The View menu's Toggle Sidebar: shows or hides the sidebar column of the
/// selected window's `NavigationSplitView`.
///
/// ```swift
/// WindowGroup { RecipeBrowser() }
///   .commands { SidebarCommands() }
/// ```
///
/// The item is disabled while the selected window has no split view. It
/// has no shortcut in the terminal: macOS's Control-Command-S is Ctrl-S
/// there, which is Save.
public struct SidebarCommands: Commands {
  @FocusedValue(\.sidebarToggle) private var toggle

  /// The sidebar commands.
  public init() {}

  public var body: some Commands {
    CommandGroup(before: .sidebar) {
      Button(toggle?.title ?? "Toggle Sidebar") { toggle?.action() }
        .disabled(toggle == nil)
    }
  }
}
