@_exported import FocusUI
import FocusUIAccessibilityBus
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a view, or an app with its menu bar and window tabs, in the
/// terminal.
///
/// ```swift
/// import FocusUITerminal
///
/// TerminalHost.run(LoginForm())
/// TerminalHost.run(DocumentApp(), documents: [URL(fileURLWithPath: "a.json")])
/// ```
///
/// The terminal is in raw mode on the alternate screen while the app runs:
/// Tab and Shift-Tab move focus, a click focuses a text field or presses a
/// button, pasted text goes into the focused field as text. Ctrl-Q or
/// Ctrl-C quits; the terminal is restored then, and on every signal that
/// ends the process (a trap included), whose message then shows on the
/// terminal. Ctrl-Z suspends the app as the shell's job control expects;
/// `fg` redraws it whole. Each frame writes only the cells that changed,
/// and an idle app sleeps until input. The host takes all the input that
/// has arrived and all the main-actor work that is ready, then draws one
/// frame: a key that finds the app idle is drawn at once, and while input
/// or changes keep coming, frames are paced to ``framesPerSecond`` (120 by
/// default, or `FOCUSUI_FRAME_RATE`). Colors follow what the terminal
/// supports (`COLORTERM`, `TERM`) and `NO_COLOR`. With
/// `FOCUSUI_LATENCY_LOG=FILE` the host appends to `FILE`, per frame that
/// answers input, the nanoseconds from the first read it answers until it
/// was written, its size in bytes and the bytes of input it answers, one
/// line each: a benchmark opts in, an app pays nothing.
/// With `FOCUSUI_FOCUS_LOG=FILE` it appends the focus journal to `FILE`,
/// one line per change of focus with its cause (see `FocusLog`).
///
/// When standard input or output is not a terminal, or `TERM` is `dumb`,
/// `run` prints a message on standard error and exits with status 2.
@MainActor
public enum TerminalHost {
  /// How long a lone Escape waits for the rest of a sequence, in ms.
  static let escapeTimeout = 50

  /// Runs `view` until the user quits; with `screenReader`, the built-in
  /// screen reader starts on.
  ///
  /// ```swift
  /// TerminalHost.run(NotificationExample(), screenReader: true)
  /// ```
  ///
  /// F2 turns the screen reader on and off at any time. While it is on,
  /// Alt-↓ and Alt-↑ move its cursor through the view's accessibility
  /// elements, Alt-Return (or Alt-Space) activates the element under it, and
  /// the bottom row is its status line, showing the last announcement. See
  /// the screen reader section of this module's documentation for the log
  /// file and speech.
  public static func run<V: View>(_ view: V, screenReader: Bool = false) {
    requireTerminal()
    loop(Screen(view, screenReader: reader(isOn: screenReader), storage: .standard))
  }

  /// Runs `app` until the user quits, opening `documents` in its document
  /// scene (a new document when there are none); with `screenReader`, the
  /// built-in screen reader starts on.
  ///
  /// ```swift
  /// TerminalHost.run(NotesApp(), documents: [URL(fileURLWithPath: "todo.json")])
  /// TerminalHost.run(NotesApp(), screenReader: true)
  /// ```
  ///
  /// The top row is the menu bar: F10 opens the first menu (or click a
  /// title); ← and → move between menus, ↑ and ↓ between the enabled items,
  /// Return runs one, Escape or F10 closes. Disabled items are dimmed and
  /// never run. The second row shows a tab per window; the selected tab is
  /// the focused scene, whose `focusedSceneValue`s and focused values the
  /// commands see. Alt-←/→ or Ctrl-PageUp/PageDown switch tabs, Alt-1…9
  /// picks one, a click on a tab selects it. The selected window fills the
  /// rest of the screen.
  ///
  /// A key that is a command's `KeyboardShortcut` runs the command from
  /// anywhere in the window, before the window sees the key. The terminal
  /// has no Command key: `.command` is Ctrl there, so
  /// `.keyboardShortcut("s")` is Ctrl-S. Ctrl-Q, Ctrl-C and the app menu's
  /// Quit ask the app to quit; with unsaved documents the first request
  /// only warns in the document's window.
  ///
  /// The screen reader (F2) reads the selected window, and follows the
  /// selection to another tab; keys go to it before the menus, shortcuts
  /// and the window.
  public static func run<A: App>(_ app: A, documents: [URL] = [], screenReader: Bool = false) {
    requireTerminal()
    loop(Screen(app: app, documents: documents, storage: .standard, screenReader: reader(isOn: screenReader)))
  }

  private static func reader(isOn: Bool) -> ScreenReader {
    ScreenReader(isOn: isOn, environment: ProcessInfo.processInfo.environment)
  }

  /// Exits with a message and status 2 when standard input or output is
  /// not a terminal, or the terminal cannot move its cursor (`TERM=dumb`):
  /// the app draws by cursor addressing, there is no line-by-line mode.
  private static func requireTerminal() {
    if isatty(STDIN_FILENO) != 1 || isatty(STDOUT_FILENO) != 1 {
      fail("standard input and output must be a terminal to run the app interactively.")
    }
    if environment["TERM"] == "dumb" {
      fail(
        "TERM=dumb: this terminal cannot move its cursor, which the app needs. Run it in a terminal such as xterm (TERM=xterm-256color)."
      )
    }
  }

  private static func fail(_ message: String) -> Never {
    _ = "focus: \(message)\n".withCString { write(STDERR_FILENO, $0, strlen($0)) }
    exit(2)
  }

  /// The most bytes a read holds to be a lone key or click (`ESC [ 1 ; 5 A`,
  /// an SGR mouse report), drawn at once even right after a frame: a
  /// script that sends a key after each frame is answered as a typist is.
  /// A bigger read right after a frame is a flood (a paste of keystrokes,
  /// random bytes), paced with the rest.
  static let loneInput = 32

  /// How long a bracketed paste may go without bytes before it is ended
  /// (its end marker lost), in ms.
  static let pasteStall: Duration = .milliseconds(500)

  /// How many frames a second the host draws at most while changes keep
  /// coming (a task changing a model in a loop, a flood of keys): 120
  /// unless `FOCUSUI_FRAME_RATE` says otherwise (see ``/FocusUI/FramePacer``). A
  /// key that arrives while the app idles is drawn at once whatever the
  /// rate. Set it before ``run(_:screenReader:)``.
  ///
  /// ```swift
  /// TerminalHost.framesPerSecond = 60
  /// TerminalHost.run(LogViewer())
  /// ```
  public static var framesPerSecond = FramePacer.framesPerSecond(environment: environment)

  /// Takes all the input that has arrived and all the main-actor work that
  /// is ready, hands each decoded event to `screen`, then draws one frame;
  /// sleeps until input, a wake-up or main-actor work, and stops when the
  /// screen is finished or the terminal closes. All routing is the
  /// screen's: this loop only turns bytes into events and frames into
  /// bytes, and Ctrl-Z into a suspension.
  ///
  /// The wait is also the main actor's idle time: jobs queued on the main
  /// queue (tasks, `DispatchQueue.main`, what follows a `Task.sleep`) run
  /// after each wake-up, between events, never inside one, and the next
  /// frame shows what they changed. Frames are paced (``FramePacer``): while
  /// jobs keep coming (a task changing a model in a loop), they run until
  /// the next frame is due, so a model changes at the engine's speed and
  /// the screen shows its latest value at the frame rate; input that finds
  /// the host waiting is drawn at once.
  /// What the terminal asks of a screen before its first frame: the
  /// shortcuts the terminal keeps for itself, and a built-in reader that
  /// keeps quiet while another screen reader (Orca, through the
  /// accessibility bus) listens to the app.
  static func prepare(_ screen: Screen) {
    screen.reservedShortcuts = ReservedShortcut.terminal
    screen.screenReader.terminalVoice?.isAnotherScreenReaderListening = { [weak screen] in
      screen?.isScreenReaderListening ?? false
    }
  }

  private static func loop(_ screen: Screen) {
    let device = TerminalDevice()
    if !device.servesMainQueue {
      screen.warn(
        "TerminalHost.run was called off the main thread: main-actor work (tasks, DispatchQueue.main) will not run while the app waits for keys. Call it from a synchronous main."
      )
    }
    prepare(screen)
    device.start()
    defer { device.stop() }
    Screen.setWakeUp { TerminalDevice.wakeForChange() }
    defer { Screen.setWakeUp(nil) }
    var writer = FrameWriter(colors: ColorSupport.detect(environment))
    var decoder = KeyDecoder()
    var pacer = FramePacer(framesPerSecond: framesPerSecond)
    var lastInput = ContinuousClock.now
    // Opt-in (FOCUSUI_LATENCY_LOG): when the first read not answered by a
    // frame yet came, and the bytes read since.
    let latencyLog = LatencyLog(environment: environment)
    var unanswered: (since: ContinuousClock.Instant, bytes: Int)?
    // Opt-in (FOCUSUI_FOCUS_LOG): the focus journal, a line per change.
    let focusLog = FocusLog(environment: environment)
    focusLog?.follow(screen)
    defer { screen.focusJournalSink = nil }
    // Linux's accessibility bus, joined on a thread of its own: the loop
    // hands it each frame and routes what assistive technologies send.
    let bus = AccessibilityBus.start(application: ProcessInfo.processInfo.processName, environment: environment) {
      TerminalDevice.wakeForChange()
    }
    if bus == nil { focusLog?.note(AccessibilityBus.offByEnvironment) }
    defer {
      if let bus {
        for line in bus.takeMail().log { focusLog?.note(line) }
        focusLog?.note("accessibility bus: sent \(bus.eventsSent) events.")
        bus.stop()
      }
    }
    // A frame in which nothing changed writes nothing; input that made no
    // event (an unknown sequence, half of one) does not even draw one.
    var needsFrame = true
    // Input that came while the host waited with nothing to do, or a lone
    // key or click: its frame is drawn at once, not paced.
    var answersIdleInput = false
    while !screen.isFinished {
      // The main actor's ready work, until none is left or a frame is due:
      // a loop with `Task.yield()` runs again here, not once per frame, and
      // is waited for awake while it is off the main thread, unless a key
      // is waiting to be drawn.
      if device.servesMainQueue {
        let now = ContinuousClock.now
        if MainQueue.runJobs(
          until: now + pacer.timeUntilDue(at: now), lingering: answersIdleInput ? .zero : MainQueue.defaultLinger,
          isFinished: { screen.isFinished })
        {
          needsFrame = true
        }
      }
      if let bus {
        let mail = bus.takeMail()
        for line in mail.log { focusLog?.note(line) }
        // A screen reader reads the screen as it is now: draw it for it.
        if mail.needsFrame { needsFrame = true }
        for event in mail.input where !screen.isFinished {
          screen.send(event)
          needsFrame = true
        }
      }
      if screen.isFinished { break }
      if device.takeResumed() {
        writer.invalidate()
        needsFrame = true
        // `fg` was typed in this terminal: its window has the focus,
        // whatever report came last before the stop.
        screen.send(.windowActivation(true))
      }
      var written = 0
      if device.isActive, needsFrame, answersIdleInput || pacer.isDue(at: .now) {
        let frame = screen.frame(in: device.size, semantics: bus?.wantsSemantics ?? false)
        let bytes = writer.frameBytes(frame.canvas, cursor: frame.cursor, attention: frame.attention)
        device.write(bytes)
        pacer.didDraw(at: .now)
        written = bytes.count
        needsFrame = false
        answersIdleInput = false
        bus?.post(frame, isActive: screen.isActive)
      }
      // A read is answered by the frame drawn after it, or by none when it
      // changed nothing.
      if let latencyLog, let batch = unanswered, !needsFrame || !device.isActive {
        let elapsed = (ContinuousClock.now - batch.since).components
        let nanoseconds = elapsed.seconds * 1_000_000_000 + elapsed.attoseconds / 1_000_000_000
        latencyLog.append(nanoseconds: nanoseconds, written: written, read: batch.bytes)
        unanswered = nil
      }
      // A lone Escape waits for the rest of its sequence from the last
      // input on, however often main-actor work wakes the wait meanwhile.
      // (A paste in progress delivers what came every 50 ms instead.)
      var timeout: Duration?
      if decoder.isInPaste {
        timeout = .milliseconds(escapeTimeout)
      } else if decoder.hasPending {
        let waited = ContinuousClock.now - lastInput
        timeout = min(.milliseconds(escapeTimeout), max(.zero, .milliseconds(escapeTimeout) - waited))
      }
      // A frame held back by the pacer is drawn when it is due.
      let isFrameWaiting = needsFrame && device.isActive
      if isFrameWaiting { timeout = min(timeout ?? .seconds(3600), pacer.timeUntilDue(at: .now)) }
      // Input already there when the host looks is a backlog, paced with
      // the rest; input it had to wait for finds it idle.
      var input = device.read(timeout: isFrameWaiting ? timeout : .zero)
      var waitedIdle = false
      if !isFrameWaiting, input == .idle, timeout != .zero {
        input = device.read(timeout: timeout)
        waitedIdle = true
      }
      let events: [InputEvent]
      var isAnsweredAtOnce = waitedIdle
      switch input {
      case .bytes(let bytes):
        lastInput = .now
        if latencyLog != nil { unanswered = (unanswered?.since ?? lastInput, (unanswered?.bytes ?? 0) + bytes.count) }
        events = decoder.decode(bytes)
        if bytes.count <= loneInput { isAnsweredAtOnce = true }
      case .idle:
        // The wait may have ended for a paced frame, before the quiet
        // spell that ends a sequence (a lone Escape, known once nothing
        // followed it).
        let waited = ContinuousClock.now - lastInput
        events = pendingInput(&decoder, waited: waited, idle: waited >= .milliseconds(escapeTimeout))
      case .woken:
        // A signal, a resize, an observed model or main-actor work:
        // something may have changed.
        needsFrame = true
        events = pendingInput(&decoder, waited: ContinuousClock.now - lastInput, idle: false)
      case .closed: return
      }
      if !events.isEmpty {
        needsFrame = true
        if isAnsweredAtOnce { answersIdleInput = true }
      }
      for event in events where !screen.isFinished {
        if case .key("z", .control) = event {
          device.suspend()
        } else {
          screen.send(event)
        }
      }
    }
  }

  /// What bytes waiting for the rest of a sequence mean once `waited`
  /// passed since they came: a lone Escape is the key after 50 ms, a paste
  /// whose end marker never came is ended after ``pasteStall`` (and, on a
  /// quiet wait, delivers what came so far).
  private static func pendingInput(_ decoder: inout KeyDecoder, waited: Duration, idle: Bool) -> [InputEvent] {
    if decoder.isInPaste {
      if waited >= pasteStall { return decoder.endStalledPaste() }
      return idle ? decoder.flushPending() : []
    }
    guard decoder.hasPending, idle || waited >= .milliseconds(escapeTimeout) else { return [] }
    return decoder.flushPending()
  }

  /// The file URLs of `paths`, relative ones resolved against
  /// `directory` (the working directory by default).
  ///
  /// ```swift
  /// TerminalHost.documentURLs(["a.json", "/tmp/b.json"])
  /// // [file:///home/ada/a.json, file:///tmp/b.json]
  /// ```
  public nonisolated static func documentURLs(
    _ paths: some Sequence<String>,
    relativeTo directory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
  ) -> [URL] {
    paths.map { URL(fileURLWithPath: $0, relativeTo: directory).absoluteURL.standardizedFileURL }
  }

  nonisolated static var environment: [String: String] {
    var result: [String: String] = [:]
    for key in [
      "NO_COLOR", "TERM", "COLORTERM", LatencyLog.environmentKey, FocusLog.environmentKey,
      FramePacer.environmentKey, AccessibilityBus.environmentKey, "DBUS_SESSION_BUS_ADDRESS", "XDG_RUNTIME_DIR",
    ] {
      if let value = getenv(key) { result[key] = String(cString: value) }
    }
    return result
  }
}

extension TerminalHost: AppHost {
  /// What `App.main()` runs: the app, with the command line's files and
  /// `--screen-reader`.
  public static func runApp<A: App>(_ app: A, arguments: [String]) {
    let files = arguments.filter { !$0.hasPrefix("-") }
    run(app, documents: documentURLs(files), screenReader: arguments.contains("--screen-reader"))
  }
}
