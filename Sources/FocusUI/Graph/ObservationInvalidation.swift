import Foundation

/// Invalidates a node when an `@Observable` property its body read changes.
///
/// Observation calls `onChange` on whichever thread mutated the model, so
/// this box must be `Sendable`. It is `@unchecked` because its only state,
/// `node`, is read and written on the main actor alone: `fire()` hops there
/// before touching it, and `cancel()` is main-actor isolated.
final class ObservationInvalidation: @unchecked Sendable {
  private weak var node: ViewNode?

  @MainActor init(node: ViewNode) {
    self.node = node
  }

  @MainActor func cancel() {
    node = nil
  }

  func fire() {
    if Thread.isMainThread {
      MainActor.assumeIsolated { invalidate() }
    } else {
      DispatchQueue.main.async { MainActor.assumeIsolated { self.invalidate() } }
    }
  }

  @MainActor private func invalidate() {
    guard let node else { return }
    self.node = nil
    node.invalidate()
  }
}
