import FocusUI
import Foundation

/// Keys on the focused view: a row of tiles that is one focusable view,
/// moved through with the arrows (`onMoveCommand`), rated with digits
/// (`onKeyPress(characters:)`), emptied with Delete (`onDeleteCommand`),
/// and drawing its own selection instead of the focus ring
/// (`focusEffectDisabled`).
struct KeyCommandsExample: View {
  @State private var tiles = ["Red", "Green", "Blue", "Gold", "Gray"]
  @State private var selected = 0
  @State private var ratings: [String: Int] = [:]
  @FocusState private var tilesFocused: Bool

  var body: some View {
    VStack(alignment: .leading) {
      Text("Tab to the tiles: ←/→ choose, 1–5 rate, Delete removes.")
      HStack {
        ForEach(tiles.indices, id: \.self) { index in
          Text(label(index))
        }
      }
      .focusable()
      .focused($tilesFocused)
      .focusEffectDisabled()
      .onMoveCommand { direction in
        switch direction {
        case .left: selected = max(0, selected - 1)
        case .right: selected = min(tiles.count - 1, selected + 1)
        case .up, .down: break
        }
      }
      .onKeyPress(characters: CharacterSet(charactersIn: "12345")) { press in
        guard tiles.indices.contains(selected) else { return .ignored }
        ratings[tiles[selected]] = Int(press.characters)
        return .handled
      }
      .onDeleteCommand {
        guard tiles.indices.contains(selected) else { return }
        tiles.remove(at: selected)
        selected = max(0, min(selected, tiles.count - 1))
      }
      Button("Done") {}
      Text(tilesFocused ? "tiles focused: the brackets show the selection" : "tiles not focused")
    }
  }

  private func label(_ index: Int) -> String {
    let name = tiles[index] + (ratings[tiles[index]].map { " \($0)★" } ?? "")
    return tilesFocused && index == selected ? "[\(name)]" : " \(name) "
  }
}
