import Observation

/// A node that runs user code producing views (a view's `body`, a modifier's
/// `body(content:)`): it records what that code read, so that it re-runs
/// when, and only when, one of those things changes.
class BodyNode: ViewNode {
  private var environmentReads: [EnvironmentValues.Read] = []
  private var observation: ObservationInvalidation?

  override func environmentInvalidates(_ old: EnvironmentValues) -> Bool {
    environmentReads.contains { !environment.matches($0) }
  }

  override func recordEnvironmentRead(_ read: EnvironmentValues.Read) {
    environmentReads.append(read)
  }

  /// Runs `makeBody`, counting it, tracking the state, environment and
  /// `@Observable` properties it reads, then reconciles its result as the
  /// only child.
  final func evaluate(_ makeBody: () -> any View) {
    graph.stats.bodyEvaluations += 1
    observation?.cancel()
    let invalidation = ObservationInvalidation(node: self)
    observation = invalidation
    environmentReads.removeAll(keepingCapacity: true)

    ViewGraph.evaluationStack.append(self)
    let body = withObservationTracking {
      makeBody()
    } onChange: {
      invalidation.fire()
    }
    ViewGraph.evaluationStack.removeLast()
    reconcileChildren(byPosition: [body])
  }

  override func willUnmount() {
    observation?.cancel()
    observation = nil
  }
}
