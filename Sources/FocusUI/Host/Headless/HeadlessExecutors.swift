// The one file of FocusUI that uses the standard library's experimental
// executor SPI: the seam that lets `TestHost` run an app's async work on
// its own loop and clock. Swift 6.3 is the supported toolchain (pinned in
// `.swift-version`, checked by `.ci/run`; see CONTRIBUTING.md, "Supported
// toolchains"): the SPI may change in any release, so a toolchain is added
// only once `TaskModifierTests` and the other async tests pass on it.

import Logging
@_spi(ExperimentalCustomExecutors) @_spi(ExperimentalScheduling) import _Concurrency

#if compiler(<6.3)
  #error("FocusUI needs Swift 6.3: TestHost's clock uses its executor factory (see CONTRIBUTING.md)")
#endif

/// Puts ``HeadlessRunLoop`` between the app and Swift's executors: the main
/// executor and the default one are replaced, once per process, by
/// wrappers that hand a ``HeadlessRunLoop``'s work to the loop and pass
/// everything else on to the executors they wrap, unchanged. A process
/// without a test host never installs them.
///
/// Swift 6.3 runs its default executors in Swift (on Dispatch) and no
/// longer consults the runtime's enqueue hooks; the executor factory is
/// the one seam left, an SPI of the standard library
/// (`_createExecutors(factory:)`). A test process's executors are already
/// running when the first host starts: the wrappers keep the originals
/// doing all the work, so nothing in flight notices.
enum HeadlessExecutors: ExecutorFactory {
  /// Installs the wrappers, the first time only.
  static func install() {
    _ = installed
  }

  private static let installed: Void = {
    _createExecutors(factory: HeadlessExecutors.self)
    // A toolchain whose factory no longer replaces running executors
    // would leave a test host's tasks on the real clock: say so once,
    // instead of letting timed tests fail one by one.
    if !(MainActor.executor is HeadlessMainExecutor) || !(Task.defaultExecutor is HeadlessTaskExecutor) {
      Logger(label: "FocusUI").error(
        """
        TestHost could not install its executors on this toolchain: async work in test hosts runs on the \
        real clock. Use Swift 6.3 (see CONTRIBUTING.md, "Supported toolchains").
        """)
    }
  }()

  private static let main = HeadlessMainExecutor(base: MainActor.executor)
  private static let task = HeadlessTaskExecutor(base: Task.defaultExecutor)

  static var mainExecutor: any MainExecutor { main }
  static var defaultExecutor: any TaskExecutor { task }

  /// The delay until `instant` on `clock`, when it is one the loop can
  /// count (the continuous and suspending clocks).
  static func delay<C: Clock>(until instant: C.Instant, clock: C) -> Duration? {
    clock.now.duration(to: instant) as? Duration
  }
}

/// The main executor while test hosts run: a loop's jobs go to the loop,
/// everything else to the process's own main executor.
final class HeadlessMainExecutor: MainExecutor, SchedulingExecutor, @unchecked Sendable {
  // @unchecked: `base` is immutable and itself safe to use from any thread.
  private let base: any MainExecutor

  init(base: any MainExecutor) { self.base = base }

  func run() throws { try base.run() }
  func stop() { base.stop() }
  var isMainExecutor: Bool { true }
  func checkIsolated() { base.checkIsolated() }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    if let loop = HeadlessRunLoop.capturing {
      loop.enqueue(job)
    } else {
      base.enqueue(ExecutorJob(job))
    }
  }

  func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
    let job = UnownedJob(job)
    if let loop = HeadlessRunLoop.current, let delay = HeadlessExecutors.delay(until: instant, clock: clock) {
      loop.schedule(job, after: delay)
    } else if let scheduling = base as? any SchedulingExecutor {
      scheduling.enqueue(ExecutorJob(job), at: instant, tolerance: tolerance, clock: clock)
    } else {
      base.enqueue(ExecutorJob(job))
    }
  }
}

/// The default executor while test hosts run: a loop's jobs run on the
/// loop (on the main actor, one after another, like the rest of the app),
/// everything else on the process's own default executor.
final class HeadlessTaskExecutor: TaskExecutor, SchedulingExecutor, @unchecked Sendable {
  // @unchecked: `base` is immutable and itself safe to use from any thread.
  private let base: any TaskExecutor

  init(base: any TaskExecutor) { self.base = base }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    if let loop = HeadlessRunLoop.capturing {
      loop.enqueue(job)
    } else {
      base.enqueue(ExecutorJob(job))
    }
  }

  func enqueue<C: Clock>(_ job: consuming ExecutorJob, at instant: C.Instant, tolerance: C.Duration?, clock: C) {
    let job = UnownedJob(job)
    if let loop = HeadlessRunLoop.current, let delay = HeadlessExecutors.delay(until: instant, clock: clock) {
      loop.schedule(job, after: delay)
    } else if let scheduling = base as? any SchedulingExecutor {
      scheduling.enqueue(ExecutorJob(job), at: instant, tolerance: tolerance, clock: clock)
    } else {
      base.enqueue(ExecutorJob(job))
    }
  }
}
