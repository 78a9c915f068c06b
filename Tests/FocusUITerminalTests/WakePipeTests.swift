import Foundation
import Synchronization
import Testing

@testable import FocusUITerminal

// The input wait's wake-up: a change rung from another thread while the
// wait empties the pipe must still wake the wait after it (a lost one left
// a terminal app asleep until the next key: an assistive technology's
// action, or a model changed on another thread, never shown).

@Test func everyChangeRungFromAnotherThreadIsSeenByAWaitAfterIt() {
  let pipe = WakePipe()
  let isStopped = Atomic<Bool>(false)
  let stopped = DispatchSemaphore(value: 0)
  // A model changed without pause on another thread: rings keep landing
  // while the wait empties the pipe.
  let ringer = Thread {
    while !isStopped.load(ordering: .sequentiallyConsistent) {
      pipe.ringOnce()
    }
    stopped.signal()
  }
  ringer.start()
  // Generous: a lost ring sleeps forever, a busy machine a few ms.
  func wakes() -> Bool {
    var descriptor = pollfd(fd: pipe.readEnd, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, 10_000) == 1 else { return false }
    pipe.empty()
    return true
  }
  var waits = 0
  while waits < 5_000, wakes() { waits += 1 }
  isStopped.store(true, ordering: .sequentiallyConsistent)
  #expect(stopped.wait(timeout: .now() + 10) == .success, "the ringing thread did not stop")
  #expect(waits == 5_000, "the wait slept through a change after \(waits) wake-ups")
}

@Test func ringsWhileAWaitIsPendingWriteOneByte() {
  let pipe = WakePipe()
  for _ in 0..<1_000 { pipe.ringOnce() }
  var bytes = [UInt8](repeating: 0, count: 64)
  #expect(read(pipe.readEnd, &bytes, bytes.count) == 1)
  pipe.empty()
  pipe.ringOnce()
  #expect(read(pipe.readEnd, &bytes, bytes.count) == 1)
}
