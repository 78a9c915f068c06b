import FocusUI
import Foundation

/// A view whose button traps with a Swift runtime error: for the tests that
/// check a crash restores the terminal and shows its message. Not in the
/// gallery; `focus-demo trap` runs it only when `FOCUSUI_DEMO_TRAP=1`.
struct TrapExample: View {
  nonisolated static let name = "trap"
  nonisolated static var isEnabled: Bool { ProcessInfo.processInfo.environment["FOCUSUI_DEMO_TRAP"] == "1" }

  @State private var rows: [Int] = []

  var body: some View {
    VStack {
      Text("Tab, then Return, traps: index out of range.")
      Button("Trap") {
        // A line logged while the app runs: it must reach the terminal too.
        FileHandle.standardError.write(Data("focus-demo trap: about to trap\n".utf8))
        _ = rows[rows.count]
      }
    }
  }
}
