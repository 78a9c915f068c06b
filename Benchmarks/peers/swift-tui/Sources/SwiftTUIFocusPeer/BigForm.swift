@_spi(Runners) import SwiftTUIRuntime

/// The peers' focus scenario (the view of issue 39, as in
/// `../shared/peers/textual_focus.py`): a Jump button above N text fields in a
/// scroll view, every field bound to one `@FocusState`; F2 runs Jump's action. The body never reads
/// the focus value, so a focus move needs no body of this view to run again.
struct BigForm: View {
  let n: Int
  @FocusState private var focus: Int?
  @State private var jumps = 0

  var body: some View {
    VStack {
      Button("Jump") { jump() }
      ScrollView {
        VStack {
          ForEach(0..<n, id: \.self) { i in
            TextField("field \(i)", text: .constant("")).focused($focus, equals: i)
          }
        }
      }
    }
    // F2 runs Jump's action from wherever the focus is: once the scroll view
    // has scrolled, a click on the button lands on a field scrolled out of
    // view above it (swift-tui 608624e hit-tests content outside the
    // viewport), so the benchmark jumps by key.
    .onKeyPress(.functionKey(2)) { _ in
      jump()
      return .handled
    }
  }

  private func jump() {
    jumps += 1
    focus = BigForm.jumpTarget(jumps, n: n)
    if debug { say("  Jump's action: jumps = \(jumps), focus = \(String(describing: focus))") }
  }

  /// The field the `jumps`-th click writes to focus: far from the last one,
  /// the same sequence FocusUI's benchmark and textual_focus.py use.
  static func jumpTarget(_ jumps: Int, n: Int) -> Int { (jumps * 7919) % n }
}
