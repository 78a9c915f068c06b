import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The main dispatch queue, as a host's wait for input sees it.
///
/// On Linux the main actor's executor is the main dispatch queue. A
/// program whose main thread sleeps in `poll` (the terminal host) never
/// lets it drain: `Task { @MainActor in … }`, `DispatchQueue.main.async`,
/// `asyncAfter`, `MainActor.run` from another task and everything after a
/// `Task.sleep` in a main-actor task would never run. Foundation's run
/// loop solves this for itself; a host does the same here:
///
/// ```swift
/// var waits = [pollfd(fd: STDIN_FILENO, …), pollfd(fd: MainQueue.descriptor, events: Int16(POLLIN), …)]
/// poll(&waits, 2, -1)
/// MainQueue.runPendingJobs()  // runs what was queued, if anything
/// ```
///
/// The descriptor is the queue's own wake-up (libdispatch's `eventfd` for
/// a run loop, the one Foundation's `RunLoop` waits on): readable while
/// jobs wait, so the wait sleeps with no timer and an idle app uses no CPU.
/// Binding the queue to a wait makes it the main thread's, as a run loop
/// does: use it from the main thread only.
public enum MainQueue {
  /// A descriptor that becomes readable when jobs are queued on the main
  /// queue, or `-1` where the platform has none.
  public static var descriptor: Int32 {
    #if os(Linux)
      return dispatchMainQueueHandle()
    #else
      return -1
    #endif
  }

  /// Whether the calling thread is the process's main thread: the one a
  /// host's loop must run on for ``runPendingJobs()`` to reach the queue.
  public static var isMainThread: Bool {
    Thread.isMainThread
  }

  /// Runs the jobs queued on the main queue until now (jobs they queue
  /// wait for the next call, and ring the descriptor again).
  ///
  /// Call it after every wait, whatever woke it: jobs queued before the
  /// descriptor first existed never rang it. Returns whether the
  /// descriptor had rung: something may have changed.
  @discardableResult
  public static func runPendingJobs() -> Bool {
    #if os(Linux)
      let handle = descriptor
      guard handle >= 0 else { return false }
      // Reset the count first (it is non-blocking): a job queued while the
      // others run rings again, and the next wait wakes for it.
      var count: UInt64 = 0
      let rang = Glibc.read(handle, &count, MemoryLayout<UInt64>.size) > 0 && count > 0
      dispatchMainQueueDrain(nil)
      return rang
    #else
      return false
    #endif
  }

  /// How long ``runJobs(until:lingering:isFinished:)`` waits, awake, for
  /// the next job after the last one: 50 µs where the process has more
  /// than one core, none on a single core (where waiting awake would keep
  /// the job's other thread from running).
  ///
  /// A main-actor task that awaits `Task.yield()` or other work leaves the
  /// main thread and comes back within microseconds: the runtime runs the
  /// rest on a worker thread, which queues it on the main queue again.
  /// Sleeping in `poll` between costs two thread wake-ups, several times
  /// the job itself; waiting awake for a moment lets such a loop run at
  /// the engine's speed (≥ 100,000 changes a second in the terminal, see
  /// `Benchmarks/README.md`) for at most 50 µs of CPU after work that does
  /// not come back.
  public static let defaultLinger: Duration =
    ProcessInfo.processInfo.activeProcessorCount > 1 ? .microseconds(50) : .zero

  /// Runs the main queue's jobs as they come, until `deadline` passes
  /// (the next frame is due), `isFinished` says so, or no job came for
  /// `linger`; returns whether any ran.
  ///
  /// A host calls it before it draws: a task that changes a model in a
  /// loop runs many times between two frames, and the frame shows the
  /// latest value. It always looks once, however late it is; with a zero
  /// `linger` it stops at the first look that finds nothing (a key waiting
  /// to be drawn should not wait for work that may not come).
  ///
  /// ```swift
  /// let due = ContinuousClock.now + pacer.timeUntilDue(at: .now)
  /// if MainQueue.runJobs(until: due, lingering: MainQueue.defaultLinger) { needsFrame = true }
  /// ```
  @discardableResult
  public static func runJobs(
    until deadline: ContinuousClock.Instant, lingering linger: Duration = defaultLinger,
    isFinished: () -> Bool = { false }
  ) -> Bool {
    runJobs(until: deadline, lingering: linger, isFinished: isFinished, runPending: runPendingJobs) {
      ContinuousClock.now
    } > 0
  }

  /// ``runJobs(until:lingering:isFinished:)`` with the queue and the clock
  /// passed in: returns how many looks found jobs.
  static func runJobs(
    until deadline: ContinuousClock.Instant, lingering linger: Duration, isFinished: () -> Bool,
    runPending: () -> Bool, now: () -> ContinuousClock.Instant
  ) -> Int {
    var batches = 0
    var lastJob = now()
    while true {
      if runPending() {
        batches += 1
        lastJob = now()
        if isFinished() || lastJob >= deadline { return batches }
      } else {
        let time = now()
        if batches == 0 || time - lastJob >= linger || time >= deadline { return batches }
      }
    }
  }
}

#if os(Linux)
  // libdispatch's bridge to Foundation's run loop, exported for it: the
  // queue's wake-up descriptor, and the call that runs its jobs.
  @_silgen_name("_dispatch_get_main_queue_handle_4CF")
  private func dispatchMainQueueHandle() -> Int32

  @_silgen_name("_dispatch_main_queue_callback_4CF")
  private func dispatchMainQueueDrain(_ message: UnsafeMutableRawPointer?)
#endif
