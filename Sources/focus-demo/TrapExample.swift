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
        // A line logged while the app runs must reach the terminal too, its
        // control characters (here a title change) written visibly.
        FileHandle.standardError.write(Data("focus-demo trap: about to trap \u{1B}]0;pwned\u{07}\n".utf8))
        _ = rows[rows.count]
      }
    }
  }
}
