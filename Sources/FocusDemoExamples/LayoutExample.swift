import FocusUI

/// A responsive recipe form: labels beside the fields when the window is
/// wide and above them when it is narrow (`ViewThatFits`), the fields in a
/// `Grid`, a bar as long as the share of the form filled in
/// (`GeometryReader`), and a status bar kept at the bottom
/// (`safeAreaInset`). Resize the terminal to see it change.
struct LayoutExample: View {
  enum Field: Hashable {
    case title, servings, time, notes
  }

  @State private var title = ""
  @State private var servings = ""
  @State private var time = ""
  @State private var notes = ""
  @FocusState private var focusedField: Field?

  private var filled: Int {
    [title, servings, time, notes].filter { !$0.isEmpty }.count
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      ViewThatFits(in: .horizontal) {
        Text("New recipe: every field can be changed later from the recipe's card.")
        Text("New recipe")
      }
      .bold()
      Divider()
      Grid(alignment: .leading, horizontalSpacing: 16) {
        GridRow {
          Text("Title")
          TextField("Lentil soup", text: $title).focused($focusedField, equals: .title)
        }
        GridRow {
          Text("Servings")
          HStack {
            TextField("4", text: $servings).focused($focusedField, equals: .servings)
              .frame(maxWidth: .columns(6))
            Text("Time")
            TextField("30 min", text: $time).focused($focusedField, equals: .time)
          }
        }
        Divider()
        GridRow {
          Text("Notes").gridColumnAlignment(.trailing)
          TextField("Serve hot", text: $notes).focused($focusedField, equals: .notes)
        }
      }
      .padding(.vertical, 16)
      FilledBar(filled: filled, total: 4)
        .frame(height: .rows(1))
    }
    .frame(maxHeight: .infinity, alignment: .top)
    .safeAreaInset(edge: .bottom, alignment: .leading) {
      StatusLine("focusedField", focusedField)
    }
  }
}

/// A bar across the width it is given, filled in proportion.
struct FilledBar: View {
  let filled: Int
  let total: Int

  var body: some View {
    GeometryReader { proxy in
      let columns = CellMetrics.columns(proxy.size.width)
      let label = " \(filled)/\(total) filled"
      let barColumns = max(0, columns - label.count)
      let done = total == 0 ? 0 : barColumns * filled / total
      Text(String(repeating: "█", count: done) + String(repeating: "░", count: barColumns - done) + label)
        .foregroundStyle(.green)
    }
  }
}
