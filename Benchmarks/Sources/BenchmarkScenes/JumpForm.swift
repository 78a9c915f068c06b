import FocusUI

/// Issue #14's form: `fields` text fields bound to one `@FocusState Int?`
/// in `ScrollView { VStack { ForEach } }` (issue #31's shape), under a
/// button whose action (Ctrl-J) changes a parent `@State` its own label
/// reads and writes focus to the other end of the list. The end-to-end
/// benchmarks measure it and `focus-profile` loops over it.
///
/// ```swift
/// let host = TestHost(JumpForm(fields: 10_000))
/// host.press("j", modifiers: .control)
/// ```
public struct JumpForm: View {
  let fields: Int
  /// Handed the focus state's binding on each body run, so a benchmark can
  /// check where focus went.
  let offer: @MainActor (FocusState<Int?>.Binding) -> Void
  @State private var presses = 0
  @FocusState private var focused: Int?

  public init(fields: Int, offer: @escaping @MainActor (FocusState<Int?>.Binding) -> Void = { _ in }) {
    self.fields = fields
    self.offer = offer
  }

  public var body: some View {
    let _ = offer($focused)
    VStack {
      Button("Jump (\(presses))") {
        presses += 1
        // The other end of the list from where focus is.
        focused = (focused ?? 0) < fields / 2 ? fields - 1 - presses % 10 : presses % 10
      }
      .keyboardShortcut("j", modifiers: .control)
      ScrollView {
        VStack {
          ForEach(0..<fields, id: \.self) { JumpRow(index: $0, focus: $focused) }
        }
      }
    }
  }
}

/// One field of ``JumpForm``: a view of its own, so moving focus runs no row.
struct JumpRow: View {
  let index: Int
  let focus: FocusState<Int?>.Binding

  var body: some View {
    TextField("Field \(index)", text: .constant("")).focused(focus, equals: index)
  }
}
