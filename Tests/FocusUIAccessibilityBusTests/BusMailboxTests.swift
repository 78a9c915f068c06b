import FocusUI
import Synchronization
import Testing

@testable import FocusUIAccessibilityBus

/// Issue #37, item 5: the main actor builds a frame's semantics at the
/// pace the bus thread takes them. While the bridge is still busy with a
/// frame (keys repeating, a listener slow to read), the frames drawn meanwhile
/// go without semantics, and the bridge asks for a frame when it takes the
/// one it holds, so the bus still hears the latest screen.
@MainActor @Suite struct BusMailboxTests {
  /// How often the mailbox woke the host.
  final class WakeUps: Sendable {
    private let count = Atomic<Int>(0)
    var value: Int { count.load(ordering: .relaxed) }
    func ring() { count.add(1, ordering: .relaxed) }
  }

  /// A mailbox whose bridge wants semantics, counting the host's wake-ups.
  private func listeningMailbox() -> (BusMailbox, WakeUps) {
    let wakeUps = WakeUps()
    let mailbox = BusMailbox(wakeHost: { wakeUps.ring() })
    mailbox.wantsSemantics.store(true, ordering: .relaxed)
    return (mailbox, wakeUps)
  }

  /// A frame of `screen`, with semantics when the mailbox asks for them, as
  /// the terminal host draws it.
  private func draw(_ screen: Screen, into mailbox: BusMailbox) -> Bool {
    let frame = screen.frame(in: screen.size, semantics: mailbox.drawsSemantics)
    mailbox.post(frame, isActive: true)
    return frame.semantics != nil
  }

  @Test func framesDrawnWhileTheBridgeHoldsOneGoWithoutSemanticsUntilItTakesIt() {
    let (mailbox, _) = listeningMailbox()
    let screen = Screen(Text("Hello"))
    #expect(draw(screen, into: mailbox), "the bridge is idle: the frame has semantics")
    // The bus thread has not taken it yet: three Tabs' frames go without.
    let whileBusy = (0..<3).map { _ in draw(screen, into: mailbox) }
    #expect(whileBusy == [false, false, false])
    #expect(mailbox.takeMail().wantsFrame == false, "nothing to ask for while the bridge holds a frame")
    // The bridge takes the frame it held, and asks for the screen as it is now.
    #expect(mailbox.take().frame != nil)
    #expect(mailbox.takeMail().wantsFrame, "a frame went without semantics: the bridge asks for one")
    #expect(draw(screen, into: mailbox), "the frame asked for has semantics")
    #expect(mailbox.take().frame?.number == mailbox.framesDrawn.load(ordering: .relaxed))
  }

  @Test func aFrameDrawnWithoutSemanticsAfterTheBridgeTookTheLastAsksForOneAtOnce() {
    let (mailbox, wakeUps) = listeningMailbox()
    let screen = Screen(Text("Hello"))
    // The host decided while the bridge still held a frame; the bridge took
    // it before the frame was posted.
    #expect(draw(screen, into: mailbox))
    let frame = screen.frame(in: screen.size, semantics: false)
    _ = mailbox.take()
    let before = wakeUps.value
    mailbox.post(frame, isActive: true)
    #expect(wakeUps.value == before + 1, "the host is woken")
    #expect(mailbox.takeMail().wantsFrame)
  }

  @Test func withNoListenerFramesNeverCarrySemanticsNorAskForThem() {
    let wakeUps = WakeUps()
    let mailbox = BusMailbox(wakeHost: { wakeUps.ring() })
    let screen = Screen(Text("Hello"))
    for _ in 0..<3 { #expect(draw(screen, into: mailbox) == false) }
    #expect(mailbox.take().frame == nil)
    #expect(mailbox.takeMail().wantsFrame == false)
    #expect(wakeUps.value == 0)
  }
}
