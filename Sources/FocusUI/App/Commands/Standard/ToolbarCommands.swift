/// The View menu's Hide Toolbar (Show Toolbar while hidden): shows or hides
/// the selected window's toolbar.
///
/// ```swift
/// WindowGroup { RecipeBrowser() }
///   .commands { ToolbarCommands() }
/// ```
///
/// The item is disabled while the selected window has no toolbar. macOS's
/// Customize Toolbar… is left out: a terminal toolbar has no palette to
/// customize from.
public struct ToolbarCommands: Commands {
  @FocusedValue(\.toolbarToggle) private var toggle

  /// The toolbar commands.
  public init() {}

  public var body: some Commands {
    CommandGroup(before: .toolbar) {
      Button(toggle?.title ?? "Hide Toolbar") { toggle?.action() }
        .disabled(toggle == nil)
    }
  }
}
