import Observation

/// A node that runs user code producing views (a view's `body`, a modifier's
/// `body(content:)`): it records what that code read, so that it re-runs
/// when, and only when, one of those things changes.
class BodyNode: ViewNode {
  private var environmentReads: [EnvironmentValues.Read] = []
  /// Counts evaluations, so that an observation of an older one is ignored.
  private(set) var generation = 0
  /// Set while installing the dynamic properties when an
  /// `@EnvironmentObject` found no object: the body is not run.
  var lacksEnvironmentObject = false

  override var isStructureOnly: Bool { true }

  override func environmentInvalidates(_ old: EnvironmentValues) -> Bool {
    environmentReads.contains { !environment.matches($0) }
  }

  override func recordEnvironmentRead(_ read: EnvironmentValues.Read) {
    environmentReads.append(read)
  }

  /// Counts one run of the code this node runs.
  func countEvaluation() {
    graph.stats.bodyEvaluations += 1
  }

  /// Runs `makeBody` (which installs the dynamic properties, so that reads
  /// in their `update()` count too), counting it, tracking the state,
  /// environment and `@Observable` properties it reads, then reconciles its
  /// result as the only child.
  final func evaluate(_ makeBody: () -> any View) {
    countEvaluation()
    generation += 1
    let invalidation = ObservationInvalidation(inbox: graph.observationInbox, node: id, generation: generation)
    environmentReads.removeAll(keepingCapacity: true)
    lacksEnvironmentObject = false

    ViewGraph.evaluationStack.append(self)
    let body = withObservationTracking {
      makeBody()
    } onChange: {
      invalidation.fire()
    }
    ViewGraph.evaluationStack.removeLast()
    reconcileChild(body)
  }
}
