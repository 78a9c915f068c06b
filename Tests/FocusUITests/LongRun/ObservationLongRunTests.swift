import FocusEngine
import Synchronization
import Testing

@testable import FocusUI

/// A model change costs the same after a million as the first: the host's
/// wake-up is called at the same stack depth every time (it once gained two
/// reabstraction thunks per call, and overflowed the stack).
@Suite struct ObservationLongRunTests {
  /// The stack address of a local in the wake-up: its distance from the
  /// caller's frame is the call depth, in bytes.
  private static func stackAddress() -> UInt {
    var marker = 0
    return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
  }

  @Test func theMillionthPostWakesTheHostAtTheDepthOfTheFirst() {
    let wakeUp = HostWakeUp()
    let deepest = Atomic<UInt>(0)
    let calls = Atomic<Int>(0)
    let base = Atomic<UInt>(0)
    wakeUp.set {
      let depth = base.load(ordering: .relaxed) &- Self.stackAddress()
      calls.add(1, ordering: .relaxed)
      if depth > deepest.load(ordering: .relaxed) { deepest.store(depth, ordering: .relaxed) }
    }
    let inbox = ObservationInbox(wakeUp: wakeUp)
    var first: UInt?
    for round in 0..<1000 {
      deepest.store(0, ordering: .relaxed)
      base.store(Self.stackAddress(), ordering: .relaxed)
      for index in 0..<1000 { inbox.post(NodeID(index), generation: nil) }
      #expect(inbox.drain().count == 1000)
      let depth = deepest.load(ordering: .relaxed)
      guard let first else {
        first = depth
        continue
      }
      // Equal in practice; a few frames of slack for the optimizer's
      // choices. A growing depth stops the test at once: each post would
      // only get slower.
      guard depth <= first + 256 else {
        Issue.record(
          "posts \(round * 1000) to \(round * 1000 + 999) wake the host \(depth) bytes deep; the first 1,000, \(first)")
        return
      }
    }
    #expect(calls.load(ordering: .relaxed) == 1_000_000)
  }
}
