extension FocusInspectorOverlay {
  /// The panel's section on keys: each live shortcut and what answers it,
  /// in the order a key press reaches them (menu commands, `onKeyPress`
  /// around the focused view innermost first, buttons' shortcuts). Its own
  /// section, after the states, so the panel's other sections grow apart.
  ///
  /// ```text
  /// Shortcuts (first wins):
  ///   Ctrl-S  menu item File ▸ Save
  ///   ↓  onKeyPress on list "Recipes"
  /// ```
  var shortcutLines: [String] {
    guard !shortcuts.isEmpty else { return [] }
    return ["Shortcuts (first wins):"] + shortcuts.map { "  \($0)" }
  }
}
