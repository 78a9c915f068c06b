import FocusUI

/// Arrow keys move focus between buttons in line with the focused one; the
/// sidebar is a focus section, so → reaches it from every row.
struct ArrowFocusExample: View {
  @State private var pressed = "nothing"

  var body: some View {
    VStack(alignment: .leading) {
      Text("Tab once, then use the arrows. Return presses.")
      HStack(alignment: .top) {
        VStack(alignment: .leading) {
          ForEach(["Mercury", "Venus", "Earth", "Mars"], id: \.self) { row in
            HStack {
              Button(row) { pressed = row }
              Button("\(row) info") { pressed = "\(row) info" }
            }
          }
        }
        VStack(alignment: .leading) {
          Button("Sidebar") { pressed = "Sidebar" }
          Text("(a focus section:")
          Text(" → from rows beside it)")
        }
        .focusSection()
      }
      Text("pressed: \(pressed)")
    }
  }
}
