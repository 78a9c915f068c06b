import FocusUI

/// Shortcuts written so that they cannot fire, one switch each, for the
/// shortcut audit's end-to-end tests: the demo's warning line shows what
/// it found. Hidden from the gallery; `focus-demo shortcut-audit`.
struct ShortcutAuditExample: View {
  @State private var hasSecondSave = false
  @State private var hasCopy = false
  @State private var note = ""
  @State private var log = "nothing ran"

  var body: some View {
    VStack(alignment: .leading) {
      Toggle("Second Ctrl-S button", isOn: $hasSecondSave)
      Toggle("Copy on Ctrl-C", isOn: $hasCopy)
      TextField("Note", text: $note)
      HStack {
        Button("Save") { log = "Save ran" }.keyboardShortcut("s")
        if hasSecondSave {
          // Same key as Save: only the first button in tree order runs.
          Button("Save All") { log = "Save All ran" }.keyboardShortcut("s")
        }
        if hasCopy {
          // The terminal keeps Ctrl-C: it quits the app.
          Button("Copy") { log = "Copy ran" }.keyboardShortcut("c")
        }
        // A plain letter: typed into Note while Note has focus.
        Button("Archive") { log = "Archive ran" }.keyboardShortcut("a", modifiers: [])
      }
      Text(log)
    }
  }
}
