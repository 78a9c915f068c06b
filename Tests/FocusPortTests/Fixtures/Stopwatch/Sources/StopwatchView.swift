import SwiftUI

struct StopwatchView: View {
  @State private var laps: [Int] = []
  @FocusState private var isFocused: Bool

  var body: some View {
    VStack {
      Button("Lap") { laps.append(laps.count + 1) }
        .focused($isFocused)
        .keyboardShortcut("l")
      ForEach(laps, id: \.self) { Text("Lap \($0)") }
    }
  }
}
