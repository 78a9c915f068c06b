import CDBus
import FocusEngine
import FocusUI
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// What the main actor and the bus thread pass each other, and how each
/// wakes the other: the latest frame's semantics one way, input events
/// and log lines the other. Neither side ever waits for the other: the
/// main actor only stores a value and writes to an event file descriptor.
final class BusMailbox: Sendable {
  private struct Contents {
    var frame: FrameHandoff?
    var isActive = true
    var input: [InputEvent] = []
    var notes: [String] = []
    /// The bridge asked for a frame (with semantics) since the last mail.
    var wantsFrame = false
    /// A frame was drawn without semantics while the bridge still held
    /// one untaken: when it takes that one, it asks for a frame.
    var skippedSemantics = false
    var isStopped = false
  }

  private let contents = Mutex(Contents())
  /// Whether the bridge wants each frame's semantics: someone listens, or
  /// a call waits for a fresh tree.
  let wantsSemantics = Atomic<Bool>(false)
  /// Whether a frame with semantics waits for the bus thread, which is
  /// still busy with an earlier one.
  private let holdsFrame = Atomic<Bool>(false)
  /// Whether ``takeInput()`` has something: checked without the lock on
  /// every pass of the host's loop.
  private let hasMail = Atomic<Bool>(false)
  /// Frames drawn so far: a tree built from an older one may be stale.
  let framesDrawn = Atomic<Int>(0)
  /// The events sent on the bus so far (see ``AccessibilityBus/eventsSent``).
  let eventsSent = Atomic<Int>(0)
  /// Whether a screen reader listens on the bus (see
  /// ``AccessibilityBus/isScreenReaderListening``).
  let isScreenReaderListening = Atomic<Bool>(false)
  /// The bus thread's wake-up: an `eventfd` the bus thread polls.
  let wakeDescriptor: Int32
  /// Wakes the host's loop (the terminal's `wakeForChange`).
  private let wakeHost: @Sendable () -> Void

  init(wakeHost: @escaping @Sendable () -> Void) {
    self.wakeHost = wakeHost
    wakeDescriptor = fdbus_wake_descriptor()
  }

  deinit { if wakeDescriptor >= 0 { close(wakeDescriptor) } }

  // MARK: Main actor → bus thread

  /// Whether the next frame should carry its semantics: the bridge wants
  /// them and has taken the last ones. While the bus thread is behind (keys
  /// repeating, a listener slow to read), frames are drawn without them and
  /// the bridge asks for one when it catches up: the main actor builds
  /// semantics at the pace the bus takes them, and the bus hears the
  /// latest screen, as it would if every frame's semantics had waited.
  var drawsSemantics: Bool {
    wantsSemantics.load(ordering: .relaxed) && !holdsFrame.load(ordering: .relaxed)
  }

  /// Hands over a frame drawn (its semantics when it has them).
  func post(_ frame: HostFrame, isActive: Bool) {
    let number = framesDrawn.add(1, ordering: .relaxed).newValue
    let semantics = frame.semantics
    let wanted = wantsSemantics.load(ordering: .relaxed)
    let (wakesBus, wakesHost) = contents.withLock { contents -> (Bool, Bool) in
      let activation = contents.isActive != isActive
      contents.isActive = isActive
      guard let semantics else {
        guard wanted else { return (activation, false) }
        // Drawn without the semantics the bridge wants: asked for once it
        // takes the frame it holds, or now if it took it meanwhile.
        if contents.frame != nil {
          contents.skippedSemantics = true
          return (activation, false)
        }
        contents.wantsFrame = true
        return (activation, true)
      }
      contents.frame = FrameHandoff(semantics: semantics, size: frame.canvas.size, isActive: isActive, number: number)
      holdsFrame.store(true, ordering: .relaxed)
      return (true, false)
    }
    if wakesBus { wakeBus() }
    if wakesHost { mailHost() }
  }

  func stop() {
    contents.withLock { $0.isStopped = true }
    wakeBus()
  }

  private func wakeBus() {
    guard wakeDescriptor >= 0 else { return }
    var one: UInt64 = 1
    _ = write(wakeDescriptor, &one, 8)
  }

  /// The bus thread's side: the latest frame (taken), whether the
  /// terminal is active, and whether the bridge was stopped.
  func take() -> (frame: FrameHandoff?, isActive: Bool, isStopped: Bool) {
    if wakeDescriptor >= 0 {
      var count: UInt64 = 0
      _ = read(wakeDescriptor, &count, 8)
    }
    let (taken, asksForFrame) = contents.withLock { contents in
      defer {
        contents.frame = nil
        contents.skippedSemantics = false
        holdsFrame.store(false, ordering: .relaxed)
      }
      if contents.skippedSemantics { contents.wantsFrame = true }
      return ((contents.frame, contents.isActive, contents.isStopped), contents.skippedSemantics)
    }
    if asksForFrame { mailHost() }
    return taken
  }

  // MARK: Bus thread → main actor

  /// Queues input for the main actor and wakes the host.
  func send(_ events: [InputEvent]) {
    guard !events.isEmpty else { return }
    contents.withLock { $0.input += events }
    mailHost()
  }

  /// Queues a line for the focus log.
  func note(_ line: String) {
    contents.withLock { $0.notes.append(line) }
    mailHost()
  }

  /// Asks the host for a frame with semantics (a call waits for it).
  func requestFrame() {
    wantsSemantics.store(true, ordering: .relaxed)
    contents.withLock { $0.wantsFrame = true }
    mailHost()
  }

  /// Tells the host's loop that there is mail: input, a log line, a frame
  /// asked for.
  private func mailHost() {
    hasMail.store(true, ordering: .releasing)
    wakeHost()
  }

  /// The input and log lines queued since the last call, and whether the
  /// bridge asked for a frame meanwhile.
  func takeMail() -> (input: [InputEvent], notes: [String], wantsFrame: Bool) {
    guard hasMail.load(ordering: .acquiring) else { return ([], [], false) }
    hasMail.store(false, ordering: .relaxed)
    return contents.withLock { contents in
      defer {
        contents.input = []
        contents.notes = []
        contents.wantsFrame = false
      }
      return (contents.input, contents.notes, contents.wantsFrame)
    }
  }
}
