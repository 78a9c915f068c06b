import Foundation

/// Edit ▸ Undo and Redo, on the selected window's undo manager: enabled by
/// its `canUndo` and `canRedo`, titled by its `undoMenuItemTitle` and
/// `redoMenuItemTitle` (Undo Typing), with Cmd-Z and Cmd-Shift-Z.
///
/// Every app has them at ``CommandGroupPlacement/undoRedo``, as a Mac app
/// does; `CommandGroup(replacing: .undoRedo)` replaces them. In the
/// terminal Command is Ctrl, and Ctrl-Z suspends the app before the app
/// sees it (and Ctrl-Shift-Z arrives as the same byte), so Undo and Redo
/// are run from the Edit menu (F10) there; in the browser the shortcuts
/// reach the app.
struct UndoRedoItems: View {
  @FocusedValue(\.undoManager) private var undoManager

  var body: some View {
    Button(undoManager?.undoMenuItemTitle ?? "Undo") { undoManager?.undo() }
      .keyboardShortcut("z")
      .disabled(undoManager?.canUndo != true)
    Button(undoManager?.redoMenuItemTitle ?? "Redo") { undoManager?.redo() }
      .keyboardShortcut("z", modifiers: [.command, .shift])
      .disabled(undoManager?.canRedo != true)
  }
}
