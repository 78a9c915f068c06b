import Testing

@testable import FocusUI

/// How a host runs the main queue before it draws
/// (`MainQueue.runJobs(until:lingering:isFinished:)`), with a queue and a
/// clock the test plays: work that comes back within the linger runs in
/// the same batch, and nothing keeps the host from its frame or its keys.
@Suite struct MainQueueDrainTests {
  /// A main queue whose jobs arrive at given times on a clock that moves
  /// a microsecond per look.
  final class PlayedQueue {
    var time = ContinuousClock.now
    let start: ContinuousClock.Instant
    var arrivals: [Duration]
    var looks = 0

    init(jobsAt arrivals: [Duration]) {
      start = time
      self.arrivals = arrivals
    }

    func now() -> ContinuousClock.Instant { time }

    func runPending() -> Bool {
      looks += 1
      defer { time += .microseconds(1) }
      let ready = arrivals.prefix { start + $0 <= time }.count
      arrivals.removeFirst(ready)
      return ready > 0
    }

    func drain(lingering linger: Duration, dueAfter due: Duration = .seconds(1), isFinished: () -> Bool = { false })
      -> Int
    {
      MainQueue.runJobs(
        until: start + due, lingering: linger, isFinished: isFinished, runPending: runPending, now: now)
    }
  }

  @Test func workThatComesBackWithinTheLingerRunsInTheSameBatch() {
    // A loop with `Task.yield()`: back on the main queue 20 µs after each
    // change, ten times.
    let queue = PlayedQueue(jobsAt: (0..<10).map { .microseconds(20 * $0) })
    #expect(queue.drain(lingering: .microseconds(50)) == 10)
    #expect(queue.arrivals.isEmpty)
  }

  @Test func withoutALingerTheBatchEndsAtTheFirstLookThatFindsNothing() {
    let queue = PlayedQueue(jobsAt: [.zero, .microseconds(20)])
    #expect(queue.drain(lingering: .zero) == 1)
    #expect(queue.arrivals.count == 1, "the job 20 µs later waits for the next batch")
  }

  @Test func workThatComesLaterThanTheLingerWaitsForTheNextBatch() {
    let queue = PlayedQueue(jobsAt: [.zero, .microseconds(500)])
    #expect(queue.drain(lingering: .microseconds(50)) == 1)
    #expect(queue.arrivals.count == 1)
    // It waited awake for the linger, and no longer.
    #expect(queue.looks >= 50 && queue.looks <= 52, "\(queue.looks) looks")
  }

  @Test func anEmptyQueueIsLookedAtOnceAndNotWaitedFor() {
    let queue = PlayedQueue(jobsAt: [.microseconds(10)])
    #expect(queue.drain(lingering: .microseconds(50)) == 0)
    #expect(queue.looks == 1)
  }

  @Test func aDueFrameEndsTheBatchEvenWhileWorkKeepsComing() {
    // A job every 2 µs, forever; the frame is due after 100 µs.
    let queue = PlayedQueue(jobsAt: (0..<10_000).map { .microseconds(2 * $0) })
    let batches = queue.drain(lingering: .microseconds(50), dueAfter: .microseconds(100))
    #expect(batches > 10 && batches <= 100, "\(batches) batches")
    #expect(queue.time - queue.start <= .microseconds(101))
  }

  @Test func aFinishedAppEndsTheBatchAtOnce() {
    let queue = PlayedQueue(jobsAt: (0..<100).map { .microseconds($0) })
    var finished = false
    let batches = queue.drain(lingering: .microseconds(50)) {
      defer { finished = true }
      return finished
    }
    #expect(batches == 2)
  }
}
