import Dispatch
import Testing

/// Runs each test of a suite on a thread of its own, not on Swift
/// concurrency's cooperative pool.
///
/// ```swift
/// @Suite(.serialized, .onItsOwnThread) struct DemoEndToEndTests { … }
/// ```
///
/// These tests block while they wait: for a `tmux` or `focus-demo`
/// process to exit (`waitpid`), and between looks at a terminal's screen
/// (`eventually`). The cooperative pool has one thread per core, two on a
/// small machine, and every async test in the process shares it: two of
/// these tests blocking there stall all the others, and on a loaded
/// machine (where a demo takes seconds to start) for long enough that a
/// web test's WebSocket misses its pings and is closed. On a thread of its
/// own a blocked test holds nothing but that thread.
struct OwnThreadTrait: SuiteTrait, TestTrait, TestScoping {
  var isRecursive: Bool { true }

  func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
    testCase == nil ? nil : self
  }

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withTaskExecutorPreference(OwnThreadExecutor(name: test.name)) { try await function() }
  }
}

extension Trait where Self == OwnThreadTrait {
  /// Runs each test on a thread of its own: for tests that block.
  static var onItsOwnThread: Self { Self() }
}

/// A task executor whose jobs run one after another on a serial dispatch
/// queue: Dispatch gives such a queue a thread outside the cooperative
/// pool (an overcommitting one), so a job may block without holding a
/// thread other tasks need.
final class OwnThreadExecutor: TaskExecutor {
  let queue: DispatchQueue

  init(name: String) {
    queue = DispatchQueue(label: "FocusDemoTests.\(name)")
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
  }
}
