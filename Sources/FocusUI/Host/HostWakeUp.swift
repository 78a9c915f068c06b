import Synchronization

/// What a host asks to be called when something changes off its input
/// path (a model changed on another thread): callable from any thread, and
/// as cheap on the millionth call as on the first.
///
/// ```swift
/// let wakeUp = HostWakeUp()
/// wakeUp.set { TerminalDevice.wake() }
/// wakeUp.fire()
/// ```
///
/// The action lives in a class, and the lock guards the reference to it,
/// never the closure itself: a closure kept as a `Mutex`'s generic value
/// is wrapped in two more reabstraction thunks each time `withLock` hands
/// it out, so every call got slower and deeper (after a few hundred
/// thousand posts, a stack overflow).
package final class HostWakeUp: Sendable {
  private final class Action: Sendable {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }

  private let action = Mutex<Action?>(nil)

  package init() {}

  /// Sets what ``fire()`` calls (`nil`: nothing).
  package func set(_ run: (@Sendable () -> Void)?) {
    let boxed = run.map(Action.init)
    action.withLock { $0 = boxed }
  }

  /// Calls the action, on the calling thread, outside the lock.
  package func fire() {
    action.withLock { $0 }?.run()
  }
}
