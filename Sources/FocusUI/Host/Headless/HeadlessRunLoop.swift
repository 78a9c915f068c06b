import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Where a ``HeadlessHost``'s app does its async work: the main-actor jobs of
/// its tasks (a `.task`, a `Task { }` started by a button, what follows an
/// `await`) and the sleeps they take, kept here instead of on the real
/// main queue and the real clock, so that a test runs them when it says,
/// in a fixed order, at once.
///
/// ```swift
/// let loop = HeadlessRunLoop()
/// HeadlessRunLoop.$current.withValue(loop) { startsATask() }
/// loop.runReadyJobs()            // the task runs up to its Task.sleep
/// loop.advance(by: .seconds(1))  // the sleep ends: the task runs on
/// ```
///
/// Work is this loop's when it starts inside ``current`` (tasks inherit
/// it: everything the app starts while the host handles an event), or
/// when it is queued on the main actor by a job this loop is running. A
/// detached task leaves the loop: it runs on the real executors and
/// sleeps on the real clock. (`DispatchQueue.main` blocks never pass
/// through Swift's executors, so they too run on the real main queue.)
///
/// The loop's clock starts at zero and moves only in ``advance(by:)``. A
/// sleep is filed under the time it asked for, in whole milliseconds: its
/// deadline was read from the real clock an instant before it reached the
/// loop.
package final class HeadlessRunLoop: Sendable {
  /// The loop that work started in this task belongs to.
  @TaskLocal package static var current: HeadlessRunLoop?

  private struct Timer {
    let deadline: Duration
    let order: Int
    let job: UnownedJob
  }

  private struct State {
    var jobs: [UnownedJob] = []
    var nextJob = 0
    var timers: [Timer] = []
    var now = Duration.zero
    var order = 0
  }

  private let state = Mutex(State())

  /// The loop running its jobs on some thread now, with that thread.
  private static let running = Mutex<(loop: HeadlessRunLoop, thread: pthread_t)?>(nil)

  package init() {}

  /// The loop that a job queued now, on this thread, belongs to.
  static var capturing: HeadlessRunLoop? {
    if let current { return current }
    return running.withLock { running in
      guard let running, pthread_equal(running.thread, pthread_self()) != 0 else { return nil }
      return running.loop
    }
  }

  /// The loop's time: how far ``advance(by:)`` moved it.
  package var now: Duration { state.withLock { $0.now } }

  /// Whether jobs wait to run, or sleeps to end.
  package var hasPendingTimers: Bool { state.withLock { !$0.timers.isEmpty } }

  /// Queues `job` to run in the next ``runReadyJobs(limit:)``. Any thread.
  func enqueue(_ job: UnownedJob) {
    state.withLock { $0.jobs.append(job) }
  }

  /// Files `job` to run once the clock has moved `delay` past now. Any
  /// thread.
  func schedule(_ job: UnownedJob, after delay: Duration) {
    let milliseconds = (max(.zero, delay) / .milliseconds(1)).rounded()
    state.withLock { state in
      state.order += 1
      let timer = Timer(deadline: state.now + .milliseconds(Int64(milliseconds)), order: state.order, job: job)
      let index = state.timers.firstIndex { ($0.deadline, $0.order) > (timer.deadline, timer.order) }
      state.timers.insert(timer, at: index ?? state.timers.endIndex)
    }
  }

  /// Runs the queued jobs in order, and those they queue, until none is
  /// left or `limit` ran; returns how many ran.
  @MainActor @discardableResult
  package func runReadyJobs(limit: Int = 100_000) -> Int {
    // Most calls (one per test event) find nothing queued.
    guard hasJobs else { return 0 }
    let outer = enter()
    defer { Self.leave(to: outer) }
    var count = 0
    while count < limit, let job = nextJob() {
      count += 1
      job.runSynchronously(on: MainActor.sharedUnownedExecutor)
    }
    return count
  }

  // The locks are taken in these non-isolated helpers: a closure written
  // in a main-actor method checks its executor each time it is called.
  private var hasJobs: Bool {
    state.withLock { $0.nextJob < $0.jobs.count }
  }

  /// Makes this loop the running one on this thread; returns the one before.
  private func enter() -> (loop: HeadlessRunLoop, thread: pthread_t)? {
    Self.running.withLock { running in
      defer { running = (self, pthread_self()) }
      return running
    }
  }

  private static func leave(to outer: (loop: HeadlessRunLoop, thread: pthread_t)?) {
    running.withLock { $0 = outer }
  }

  private func nextJob() -> UnownedJob? {
    state.withLock { state in
      guard state.nextJob < state.jobs.count else {
        state.jobs.removeAll(keepingCapacity: true)
        state.nextJob = 0
        return nil
      }
      defer { state.nextJob += 1 }
      return state.jobs[state.nextJob]
    }
  }

  /// Moves the clock `duration` on: each sleep that ends on the way ends
  /// at its own time, in order, and `settle` runs after each, so work it
  /// starts (a new sleep that also ends within `duration`) is seen.
  @MainActor
  package func advance(by duration: Duration, settle: () -> Void) {
    let target = state.withLock { $0.now + max(.zero, duration) }
    while let timer = nextTimer(until: target) {
      enqueue(timer.job)
      settle()
    }
    state.withLock { $0.now = target }
  }

  private func nextTimer(until target: Duration) -> Timer? {
    state.withLock { state in
      guard let first = state.timers.first, first.deadline <= target else { return nil }
      state.timers.removeFirst()
      state.now = max(state.now, first.deadline)
      return first
    }
  }
}
