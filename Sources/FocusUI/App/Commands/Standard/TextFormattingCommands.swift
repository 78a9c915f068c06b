/// The Edit menu's text formatting commands: Bold, Italic and Underline.
///
/// ```swift
/// WindowGroup { NoteEditor() }
///   .commands { TextFormattingCommands() }
/// ```
///
/// FocusUI's text fields hold plain `String`s, which have no styles to
/// change: the items show disabled, as macOS shows them for a plain-text
/// view, so a menu written for macOS keeps its shape.
public struct TextFormattingCommands: Commands {
  /// The standard text formatting commands.
  public init() {}

  public var body: some Commands {
    CommandGroup(replacing: .textFormatting) {
      // No shortcuts: Ctrl-I is Tab in a terminal, and disabled items
      // would still take their keys from the app.
      Button("Bold") {}.disabled(true)
      Button("Italic") {}.disabled(true)
      Button("Underline") {}.disabled(true)
    }
  }
}
