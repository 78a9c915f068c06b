import FocusUI

/// Issue #39's form (the peers' scenario, `../shared/peers/textual_focus.py`):
/// a button above a `ScrollView { VStack { ForEach } }` of `n` text fields
/// bound to one `@FocusState Int?`, whose action writes focus to a row far
/// from the last, `(jumps * 7919) % n`. The end-to-end benchmarks measure it
/// and `focus-profile` loops over it, so both time the same form.
///
/// ```swift
/// let host = TestHost(BigForm(n: 10_000))
/// host.click("Jump")
/// ```
public struct BigForm: View {
  let n: Int
  @FocusState private var focus: Int?
  @State private var jumps = 0

  public init(n: Int) {
    self.n = n
  }

  public var body: some View {
    VStack {
      Button("Jump") {
        jumps += 1
        focus = (jumps * 7919) % n
      }
      ScrollView {
        VStack {
          ForEach(0..<n, id: \.self) { i in
            TextField("field \(i)", text: .constant("")).focused($focus, equals: i)
          }
        }
      }
    }
  }
}
