import FocusUI

/// A task that changes an `@Observable` model as fast as it can, yielding
/// after each change, as an app streaming log lines or tokens does: for the
/// end-to-end test and the benchmark of the terminal's batching
/// (`Benchmarks/churn-rate.sh`). Not in the gallery; `focus-demo churn`.
///
/// The screen shows the latest count and how many times the body that
/// reads it ran: once per frame at most, however many changes came
/// between two frames.
struct ChurnProbe: View {
  nonisolated static let name = "churn"

  @State private var model = ChurnModel()
  /// Counts this body's evaluations without being observed itself.
  @State private var evaluations = EvaluationCounter()

  var body: some View {
    let evaluation = evaluations.next()
    VStack(alignment: .leading) {
      Text("changes: \(model.count)")
      Text("bodies: \(evaluation)")
      Text("Ctrl-Q quits")
    }
    .task {
      while !Task.isCancelled {
        model.count += 1
        await Task.yield()
      }
    }
  }
}

/// The model the probe's task changes.
@MainActor @Observable final class ChurnModel {
  var count = 0
}

/// A plain counter: bumping it in `body` changes no observed state.
@MainActor final class EvaluationCounter {
  private var count = 0

  func next() -> Int {
    count += 1
    return count
  }
}
