import FocusUITesting
import Testing

/// Only invalidated views run their body: the runtime counts evaluations so
/// these tests can hold it to that.
@MainActor @Suite struct BodyEvaluationTests {
  struct Row: View {
    let index: Int
    @State private var count = 0
    var body: some View {
      HStack {
        Text("Row \(index)")
        Button("Bump \(index)") { count += 1 }
        Text("count \(index) = \(count)")
      }
    }
  }

  struct BigForm: View {
    let rows: Int
    @State private var title = "Rows"
    var body: some View {
      Form {
        Button("Retitle") { title += "!" }
        Text(title)
        ForEach(0..<rows, id: \.self) { index in
          Row(index: index)
        }
      }
    }
  }

  /// Body evaluations caused by one row's state change in a form of `rows`.
  private func evaluationsForOneRowChange(rows: Int) -> Int {
    let host = TestHost(BigForm(rows: rows), size: Size(width: 60, height: 20))
    let before = host.stats.bodyEvaluations
    host.click("Bump \(rows / 2)")
    #expect(host.element("count \(rows / 2) = 1") != nil)
    return host.stats.bodyEvaluations - before
  }

  @Test func oneRowsStateChangeRunsOnlyThatRowsBody() {
    #expect(evaluationsForOneRowChange(rows: 10) == 1)
  }

  @Test func oneRowChangeInATenThousandRowFormStillRunsOneBody() {
    #expect(evaluationsForOneRowChange(rows: 10_000) == 1)
  }

  @Test func theParentRunningAgainSkipsRowsWhoseInputsAreEqual() {
    let host = TestHost(BigForm(rows: 1_000), size: Size(width: 60, height: 20))
    let initial = host.stats.bodyEvaluations
    #expect(initial == 1 + 1_000)
    host.click("Retitle")
    #expect(host.element("Rows!") != nil)
    #expect(host.stats.bodyEvaluations - initial == 1)
  }

  struct Child: View {
    @Binding var text: String
    let label: String
    var body: some View {
      TextField(label, text: $text)
    }
  }

  struct ClosureChild: View {
    let action: @MainActor () -> Void
    var body: some View { Button("Closure child", action: action) }
  }

  struct BindingParent: View {
    @State private var text = ""
    @State private var ticks = 0
    var body: some View {
      VStack {
        Button("Tick \(ticks)") { ticks += 1 }
        Child(text: $text, label: "Bound")
        ClosureChild {}
      }
    }
  }

  @Test func childrenWithBindingsToTheSameStateAreSkippedAndClosuresAreNot() {
    let host = TestHost(BindingParent())
    let before = host.stats.bodyEvaluations
    host.click("Tick 0")
    // BindingParent and ClosureChild (a closure never compares equal); not Child.
    #expect(host.stats.bodyEvaluations - before == 2)
  }

  @Test func typingIntoAFieldRunsNoBodyThatDoesNotReadTheText() {
    let host = TestHost(BindingParent())
    host.click("Bound")
    let before = host.stats.bodyEvaluations
    host.type("abc")
    #expect(host.element("Bound")?.value == "abc")
    #expect(host.stats.bodyEvaluations == before)
  }

  struct EquatableRow: View, Equatable {
    let value: Int
    let onTap: @MainActor () -> Void
    var body: some View { Button("Equatable \(value)", action: onTap) }
    nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs.value == rhs.value }
  }

  struct EquatableParent: View {
    @State private var ticks = 0
    var body: some View {
      VStack {
        Button("Tick \(ticks)") { ticks += 1 }
        EquatableRow(value: 1) {}
      }
    }
  }

  @Test func equatableViewsAreComparedWithTheirOwnEquality() {
    let host = TestHost(EquatableParent())
    let before = host.stats.bodyEvaluations
    host.click("Tick 0")
    #expect(host.stats.bodyEvaluations - before == 1)
  }
}

/// Views whose field layout cannot be read from `Mirror` alone (existential
/// fields) still keep their state; they just always run when their parent does.
@MainActor @Suite struct FieldLayoutTests {
  final class Model {}

  struct ExistentialChild: View {
    let payload: Any
    let content: any View
    @State private var taps = 0
    var body: some View {
      Button("Taps \(taps)") { taps += 1 }
    }
  }

  struct ReferenceChild: View {
    weak var weakModel: Model?
    let model: Model
    let name: String
    var body: some View { Text("Reference \(name)") }
  }

  struct Parent: View {
    let model: Model
    @State private var ticks = 0
    var body: some View {
      VStack {
        Button("Tick \(ticks)") { ticks += 1 }
        ExistentialChild(payload: ticks, content: Text("x"))
        ReferenceChild(weakModel: model, model: model, name: "a")
      }
    }
  }

  @Test func aViewWithExistentialFieldsKeepsItsStateAndRunsWithItsParent() {
    let model = Model()
    let host = TestHost(Parent(model: model))
    host.click("Taps 0")
    host.click("Taps 1")
    #expect(host.element("Taps 2") != nil)
    let before = host.stats.bodyEvaluations
    host.click("Tick 0")
    // Parent and ExistentialChild (never provably equal); ReferenceChild's
    // references point at the same object, so it is skipped.
    #expect(host.stats.bodyEvaluations - before == 2)
    #expect(host.element("Taps 2") != nil)
  }
}
