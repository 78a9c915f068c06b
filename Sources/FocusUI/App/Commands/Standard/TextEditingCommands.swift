import Foundation

/// The Edit menu's text commands: Cut, Copy, Paste and Select All, and the
/// Transformations, acting on the focused text field of the selected
/// window.
///
/// ```swift
/// WindowGroup { GroceryList() }
///   .commands {
///     TextEditingCommands()
///   }
/// ```
///
/// In the terminal a text field selects all of its text or nothing:
/// Select All (Ctrl-A) selects it (drawn inverted) and the next typed text
/// or Backspace replaces it; Copy and Cut need that selection. Paste
/// (Ctrl-V) inserts what Copy or Cut kept — the app's own pasteboard: a
/// terminal app cannot read the system clipboard, whose text the
/// terminal's paste delivers as typed text anyway. Copy has no shortcut:
/// Ctrl-C quits in the terminal. Make Upper Case, Make Lower Case and
/// Capitalize change the selection, or the whole text with none. A secure
/// field's text is never copied. With no text field focused the commands
/// do nothing.
public struct TextEditingCommands: Commands {
  @Environment(\.textEditingTarget) private var target

  /// The standard text-editing commands.
  public init() {}

  public var body: some Commands {
    CommandGroup(replacing: .pasteboard) {
      Button("Cut") { target?.edit { $0.cutSelection() } }
        .keyboardShortcut("x")
      Button("Copy") { target?.edit { $0.copySelection() } }
      Button("Paste") { target?.edit { $0.paste() } }
        .keyboardShortcut("v")
      Button("Select All") { target?.edit { $0.selectAll() } }
        .keyboardShortcut("a")
    }
    CommandGroup(replacing: .textEditing) {
      Button("Make Upper Case") { target?.edit { $0.transformText { $0.uppercased() } } }
      Button("Make Lower Case") { target?.edit { $0.transformText { $0.lowercased() } } }
      Button("Capitalize") { target?.edit { $0.transformText { $0.capitalized } } }
    }
  }
}
