import FocusUITesting
import Foundation
import Testing

/// App-level surface in a real terminal: settings kept across a restart of
/// focus-demo, and an `@main` app written with `import FocusUI` alone.
@Suite(.serialized, .enabled(if: Terminal.isAvailable, "needs tmux; .ci/run installs it"), .onItsOwnThread)
struct AppEndToEndTests {
  let escape = "\u{1B}"

  @Test func settingsAndTheSelectedTabSurviveARestart() throws {
    let state = FileManager.default.temporaryDirectory.appendingPathComponent("focusui-e2e-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: state) }
    let command = "env XDG_STATE_HOME=\(state.path) \(Terminal.demo) storage"
    do {
      let terminal = try Terminal(command, columns: 70, rows: 14)
      try terminal.wait(for: "favorites only: no")
      try terminal.send("\t\t ")  // the tab picker, the toggle, Space
      try terminal.wait(for: "favorites only: yes")
      try terminal.send("\(escape)[Z\(escape)[C")  // back to the tab picker, →
      try terminal.wait(for: "Hide bought items")
      try terminal.send([0x11])  // Ctrl-Q
    }
    let terminal = try Terminal(command, columns: 70, rows: 14)
    let screen = try terminal.wait(for: "Hide bought items")
    #expect(screen.contains("favorites only: yes"))
    #expect(screen.contains(state.path))
  }

  @Test func anAtMainAppImportingOnlyFocusUIRunsInTheTerminal() throws {
    let sample = URL(fileURLWithPath: Terminal.demo).deletingLastPathComponent()
      .appendingPathComponent("focus-app-sample").path
    let state = FileManager.default.temporaryDirectory.appendingPathComponent("focusui-e2e-\(UUID().uuidString)")
    let terminal = try Terminal("env XDG_STATE_HOME=\(state.path) \(sample)", columns: 60, rows: 10)
    try terminal.wait(for: "Hello!")
    try terminal.send("Ada")
    let screen = try terminal.wait(for: "Hello, Ada!")
    #expect(screen.contains("SampleApp  File  Edit  View  Window"))
  }
}
