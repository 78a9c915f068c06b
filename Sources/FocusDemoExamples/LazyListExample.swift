import FocusUI

/// A hundred thousand rows in a `LazyVStack`: only those near the screen
/// are made, yet "Jump to row" writes the focus state of a row never made
/// (it is made, focused and scrolled to), Tab walks on past the last row
/// made, and the ScrollViewReader's "Top" button scrolls back to row 0.
/// PageUp, PageDown, Home and End scroll the list; the top line tracks the
/// row at the top through `scrollPosition(id:)`.
struct LazyListExample: View {
  static let rows = 100_000

  @State private var jump = ""
  @State private var topRow: Int?
  @State private var pressed: Int?
  @FocusState private var focusedRow: Int?
  @FocusState private var isJumpFocused: Bool

  var body: some View {
    ScrollViewReader { proxy in
      VStack(alignment: .leading) {
        HStack {
          TextField("Jump to row", text: $jump)
            .focused($isJumpFocused)
            .onSubmit { jumpToRow() }
          Button("Top") { proxy.scrollTo(0, anchor: .top) }
        }
        Text("top row: \(topRow.map(String.init) ?? "0") · pressed: \(pressed.map(String.init) ?? "none")")
          .foregroundStyle(.gray)
        ScrollView {
          LazyVStack(alignment: .leading) {
            ForEach(0..<Self.rows, id: \.self) { index in
              LazyListRow(index: index, focus: $focusedRow) { pressed = index }
            }
          }
          .scrollTargetLayout()
        }
        .scrollPosition(id: $topRow)
        StatusLine("focusedRow", focusedRow)
      }
    }
    .defaultFocus($isJumpFocused, true)
  }

  private func jumpToRow() {
    guard let row = Int(jump.trimmingCharacters(in: .whitespaces)), (0..<Self.rows).contains(row) else {
      jump = ""
      return
    }
    focusedRow = row
  }
}

/// One row: a small view, so that moving focus runs no row's body.
struct LazyListRow: View {
  let index: Int
  let focus: FocusState<Int?>.Binding
  let action: @MainActor @Sendable () -> Void

  var body: some View {
    Button("Row \(index)", action: action)
      .focused(focus, equals: index)
  }
}
