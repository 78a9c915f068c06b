import FocusUI
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal's modes for the life of an app: raw input, the alternate
/// screen, mouse reporting and bracketed paste — and everything that must
/// put them back, however the process stops.
///
/// - `stop()` restores the terminal, and so does every signal whose default
///   action ends the process (including the traps of a Swift runtime error,
///   and real-time signals): the handler restores, then lets the signal take
///   its course. A call to `exit` while the app runs restores too.
/// - Ctrl-Z (``suspend()``) and SIGTSTP restore the terminal and stop the
///   process, as in vim or less; when it continues (SIGCONT, the shell's
///   `fg`), the session enters raw mode and the alternate screen again and
///   reports it through ``takeResumed()`` so that the host redraws the whole
///   frame. A process stopped by SIGSTOP is set up again the same way.
///   With no shell to continue it (``canBeStopped``), Ctrl-Z does nothing
///   and the app keeps the terminal.
/// - While the app runs, standard error is captured
///   (``CapturedStandardError``) and shown after the terminal is restored,
///   on every one of these paths.
/// - The input wait sleeps until input, a signal or ``wake()``: an idle app
///   uses no CPU.
///
/// Signal handlers run on their own stack (a stack overflow still restores)
/// and touch only C memory prepared in `start()`, with async-signal-safe
/// calls.
final class TerminalDevice {
  // Read by signal handlers: plain C memory and flags only.
  nonisolated(unsafe) private static var original = termios()
  nonisolated(unsafe) private static var raw = termios()
  /// Whether the terminal is in the app's modes now.
  nonisolated(unsafe) private static var isActive: sig_atomic_t = 0
  /// Whether the app runs (between `start()` and `stop()`), drawing or
  /// not.
  nonisolated(unsafe) private static var isRunning: sig_atomic_t = 0
  nonisolated(unsafe) private static var resumed: sig_atomic_t = 0
  /// Whether the terminal's size may have changed since it was last asked
  /// (SIGWINCH, or a time stopped or in the background, when the resize
  /// signals went to the shell).
  nonisolated(unsafe) private static var mayHaveResized: sig_atomic_t = 1
  /// Whether job control can stop the process (``canBeStopped``), found
  /// on the main thread for the SIGTSTP handler.
  nonisolated(unsafe) private static var isStoppable: sig_atomic_t = 1
  nonisolated(unsafe) private static var enterBytes = StaticBytes(enter)
  nonisolated(unsafe) private static var leaveBytes = StaticBytes(leave)
  /// What wakes the input wait: signal handlers and ``wake()`` ring it.
  private static let wakePipe = WakePipe()
  nonisolated(unsafe) private static var alternateStack: UnsafeMutableRawPointer?
  nonisolated(unsafe) private static var exitHookInstalled = false
  /// The actions the terminating signals had before, by signal number.
  nonisolated(unsafe) private static var previousActions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)

  /// The modes the app sets: the alternate screen, a hidden cursor, mouse
  /// reports (SGR), bracketed paste and focus reports (1004: `ESC [ I` and
  /// `ESC [ O` when the terminal's window gains or loses the system's
  /// focus; a terminal without them ignores the request).
  static let enter =
    "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?1000h\u{1B}[?1003h\u{1B}[?1006h\u{1B}[?2004h\u{1B}[?1004h\u{1B}[2J"
  /// Every mode of ``enter`` turned off, in reverse order: what each exit
  /// path writes (quit, signals, crash reports, `exit`, Ctrl-Z). Focus
  /// reports left on would type `^[[I` into the shell at each switch of
  /// windows.
  static let leave =
    "\u{1B}[?1004l\u{1B}[?2004l\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1000l\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"

  /// The signals whose default action ends the process (Linux): each
  /// restores the terminal first. SIGKILL and SIGSTOP cannot be caught.
  static var terminatingSignals: [Int32] {
    var signals = [
      SIGHUP, SIGINT, SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGUSR1, SIGSEGV, SIGUSR2, SIGPIPE,
      SIGALRM, SIGTERM, SIGSTKFLT, SIGXCPU, SIGXFSZ, SIGVTALRM, SIGPROF, SIGIO, SIGPWR, SIGSYS,
    ]
    // The real-time signals the C library leaves to applications.
    signals += Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    return signals
  }

  func start() {
    // Everything the signal handlers touch is made now, not on first use
    // inside a handler (see `CapturedStandardError.begin()`).
    _ = (Self.enterBytes.count, Self.leaveBytes.count, Self.isActive, Self.isRunning, Self.resumed)
    _ = Self.mayHaveResized
    _ = (Self.wakePipe, Self.previousActions, Self.suspendHandler)
    tcgetattr(STDIN_FILENO, &Self.original)
    Self.raw = Self.original
    Self.raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    Self.raw.c_oflag &= ~tcflag_t(OPOST)
    Self.raw.c_cflag |= tcflag_t(CS8)
    Self.raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &Self.raw.c_cc) { cc in
      cc[Int(VMIN)] = 0
      cc[Int(VTIME)] = 0
    }
    Self.installHandlers()
    Self.unblockSignals()
    Self.isRunning = 1
    Self.isStoppable = Self.canBeStopped ? 1 : 0
    // Started in the background, the first tcsetattr stops the process
    // (SIGTTOU) until the shell brings it to the foreground; nothing is
    // written before.
    Self.enterModes()
    CapturedStandardError.begin()
  }

  /// Restores the terminal. The handlers stay: with nothing left to
  /// restore, they let each signal take its default course.
  func stop() {
    Self.isRunning = 0
    Self.restore()
  }

  /// Whether the terminal is the app's now: not while the process is in
  /// the background, where drawing would garble the shell's screen.
  var isActive: Bool { Self.isActive == 1 }

  /// Stops the process as the shell's job control does for Ctrl-Z, with
  /// the terminal restored; returns once the process continues.
  ///
  /// Does nothing when no shell could continue the process (see
  /// ``canBeStopped``): the kernel would not stop it, and leaving the
  /// terminal for a moment would let typed keys become the kernel's
  /// signals (Ctrl-\\ a SIGQUIT) and drop the input typed meanwhile.
  func suspend() {
    Self.isStoppable = Self.canBeStopped ? 1 : 0
    guard Self.isStoppable == 1 else { return }
    raise(SIGTSTP)
  }

  /// Whether job control can stop the process. POSIX discards a stop
  /// signal's default action in an orphaned process group — one with no
  /// member whose parent is in the same session but another group, so no
  /// shell could continue it: an app that is a terminal's first process
  /// (`tmux new 'app'`, `exec app`), or run by a script that is.
  ///
  /// Walks up the parents that share the app's group (a wrapper such as
  /// `swift run` or `sh -c`); other members are not looked for.
  static var canBeStopped: Bool {
    let group = getpgrp()
    let session = getsid(0)
    var member = getpid()
    for _ in 0..<64 {
      guard let parent = parentID(of: member), parent > 0, getsid(parent) == session else { return false }
      if getpgid(parent) != group { return true }
      member = parent
    }
    return false
  }

  /// A process's parent, from `/proc` for another process than this one.
  private static func parentID(of process: pid_t) -> pid_t? {
    if process == getpid() { return getppid() }
    let file = Glibc.open("/proc/\(process)/stat", O_RDONLY)
    guard file >= 0 else { return nil }
    defer { close(file) }
    var buffer = [UInt8](repeating: 0, count: 512)
    let count = Glibc.read(file, &buffer, buffer.count)
    guard count > 0 else { return nil }
    // "pid (name) state ppid …": the name may hold spaces and parentheses.
    let line = buffer[0..<count]
    guard let nameEnd = line.lastIndex(of: UInt8(ascii: ")")) else { return nil }
    let fields = line[(nameEnd + 1)...].split(separator: UInt8(ascii: " "))
    guard fields.count > 1 else { return nil }
    return pid_t(String(decoding: fields[1], as: UTF8.self))
  }

  /// Whether the process continued after a stop since the last call: the
  /// screen was cleared, so the next frame must be drawn whole.
  func takeResumed() -> Bool {
    guard Self.resumed == 1 else { return false }
    Self.resumed = 0
    return true
  }

  /// Wakes the input wait from a signal handler. Async-signal-safe.
  static func wake() {
    wakePipe.ring()
  }

  /// Wakes the input wait from any thread (an observed model changed): one
  /// write until the wait wakes, however many changes come meanwhile, so a
  /// model changed 100,000 times a second costs one system call a frame.
  static func wakeForChange() {
    wakePipe.ringOnce()
  }

  // MARK: - Modes

  private static func enterModes() {
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw)
    isActive = 1
    enterBytes.write(to: STDOUT_FILENO)
  }

  private static func leaveModes() {
    guard isActive == 1 else { return }
    isActive = 0
    leaveBytes.write(to: STDOUT_FILENO)
    // From the background, tcsetattr would stop the process (SIGTTOU)
    // rather than restore; with SIGTTOU blocked it restores.
    var mask = sigset_t()
    var old = sigset_t()
    sigemptyset(&mask)
    sigaddset(&mask, SIGTTOU)
    sigprocmask(SIG_BLOCK, &mask, &old)
    tcsetattr(STDIN_FILENO, TCSAFLUSH, &original)
    sigprocmask(SIG_SETMASK, &old, nil)
  }

  /// Puts the terminal and standard error back as they were and shows what
  /// was logged meanwhile. Async-signal-safe; does its work once.
  private static func restore() {
    leaveModes()
    CapturedStandardError.end()
  }

  // MARK: - Signals

  private static func installHandlers() {
    if alternateStack == nil {
      let size = 64 * 1024
      alternateStack = malloc(size)
      var stack = stack_t(ss_sp: alternateStack, ss_flags: 0, ss_size: size)
      sigaltstack(&stack, nil)
    }
    for signal in terminatingSignals where !isIgnored(signal) {
      sigaction(signal, nil, &previousActions[Int(signal)])
      var action = sigaction()
      action.__sigaction_handler.sa_sigaction = { number, info, _ in
        let saved = errno
        TerminalDevice.restore()
        // The handler the process had before (the Swift runtime's crash
        // reporter, or the default action) takes the signal from here.
        sigaction(number, &TerminalDevice.previousActions[Int(number)], nil)
        // A fault happens again when the handler returns, with its real
        // details; any other signal — sent by a process, or by the kernel
        // (a terminal hanging up) — is sent again, blocked until the
        // handler returns.
        if !TerminalDevice.isFault(number, code: info?.pointee.si_code ?? 0) {
          if TerminalDevice.isCrash(number) {
            TerminalDevice.reportThenEnd(number)
          } else {
            raise(number)
          }
        }
        errno = saved
      }
      sigemptyset(&action.sa_mask)
      action.sa_flags = Int32(SA_ONSTACK | SA_SIGINFO)
      sigaction(signal, &action, nil)
    }
    install(SIGTSTP, suspendHandler)
    install(SIGCONT) { _ in
      let saved = errno
      // In the foreground again, the app takes the terminal back (stopped
      // by SIGSTOP, which no handler sees, the shell may have reset its
      // modes). Continued in the background (`bg`), it leaves the terminal
      // to the shell and draws nothing until `fg` continues it again.
      if TerminalDevice.isRunning == 1 {
        if TerminalDevice.isForeground {
          TerminalDevice.takeTerminalBack()
        } else {
          TerminalDevice.leaveModes()
        }
      }
      TerminalDevice.wake()
      errno = saved
    }
    install(SIGWINCH) { _ in
      let saved = errno
      TerminalDevice.mayHaveResized = 1
      TerminalDevice.wake()
      errno = saved
    }
    install(SIGCHLD) { _ in
      let saved = errno
      TerminalDevice.wake()
      errno = saved
    }
    if !exitHookInstalled {
      exitHookInstalled = true
      atexit { TerminalDevice.restore() }
    }
  }

  /// Ctrl-Z's signal: restore the terminal, stop with SIGTSTP's default
  /// action, and when continued, take the terminal back.
  private static let suspendHandler: @convention(c) (Int32) -> Void = { _ in
    // No shell could continue the app (as last found by `suspend()` or
    // `start()`): it keeps the terminal, and the input typed meanwhile.
    guard TerminalDevice.isStoppable == 1 else { return }
    let saved = errno
    TerminalDevice.leaveModes()
    Glibc.signal(SIGTSTP, SIG_DFL)
    var mask = sigset_t()
    sigemptyset(&mask)
    sigaddset(&mask, SIGTSTP)
    sigprocmask(SIG_UNBLOCK, &mask, nil)
    raise(SIGTSTP)  // stops here; SIGCONT's handler takes the terminal back
    TerminalDevice.install(SIGTSTP, TerminalDevice.suspendHandler)
    // Not stopped (an orphaned process group): nothing continued the app,
    // so it takes the terminal back itself rather than run in cooked mode,
    // where a typed Ctrl-\ or Ctrl-C would be the kernel's signal.
    if TerminalDevice.isRunning == 1, TerminalDevice.isActive == 0, TerminalDevice.isForeground {
      TerminalDevice.takeTerminalBack()
    }
    errno = saved
  }

  private static func install(_ signal: Int32, _ handler: @escaping @convention(c) (Int32) -> Void) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    sigemptyset(&action.sa_mask)
    action.sa_flags = Int32(SA_ONSTACK | SA_RESTART)
    sigaction(signal, &action, nil)
  }

  /// Unblocks the signals the session relies on. A process inherits its
  /// mask: started from a thread that blocks signals (a dispatch worker
  /// does), the app would never hear Ctrl-Z's SIGTSTP, nor stop for SIGTTOU
  /// when started in the background — it would draw over the shell.
  private static func unblockSignals() {
    var mask = sigset_t()
    sigemptyset(&mask)
    for signal in terminatingSignals + [SIGTSTP, SIGCONT, SIGWINCH, SIGCHLD, SIGTTOU, SIGTTIN] {
      sigaddset(&mask, signal)
    }
    sigprocmask(SIG_UNBLOCK, &mask, nil)
  }

  /// Whether a signal reports a fault of the instruction that was running
  /// (a trap, a bad access): one the processor raises again when the
  /// handler returns. Async-signal-safe.
  private static func isFault(_ signal: Int32, code: Int32) -> Bool {
    let kernelSent: Int32 = 0x80  // SI_KERNEL: not a fault, though positive
    switch signal {
    case SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP: return code > 0 && code != kernelSent
    default: return false
    }
  }

  /// Whether `signal` reports a crash: its default action dumps core.
  private static func isCrash(_ signal: Int32) -> Bool {
    switch signal {
    case SIGQUIT, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV, SIGSYS, SIGXCPU, SIGXFSZ: return true
    default: return false
    }
  }

  /// Lets the previous handler of a crash signal sent by a process (`kill
  /// -SEGV`, `abort()`) see it now, then ends the process with the
  /// signal's default action. The Swift runtime's crash reporter returns
  /// after its report, expecting the fault to happen again; a sent signal
  /// does not, and the app would run on. Async-signal-safe.
  private static func reportThenEnd(_ signal: Int32) {
    var mask = sigset_t()
    sigemptyset(&mask)
    sigaddset(&mask, signal)
    raise(signal)  // pending while blocked in this handler
    sigprocmask(SIG_UNBLOCK, &mask, nil)  // the previous handler runs here
    Glibc.signal(signal, SIG_DFL)
    raise(signal)
  }

  /// Whether `signal` was ignored when the app started: a parent's choice
  /// to respect, as `nohup`'s for SIGHUP.
  private static func isIgnored(_ signal: Int32) -> Bool {
    var current = sigaction()
    sigaction(signal, nil, &current)
    // SIG_IGN is the handler address 1.
    return withUnsafeBytes(of: current.__sigaction_handler) { $0.load(as: Int.self) } == 1
  }

  // MARK: - Size, output, input

  /// The terminal's size: asked of the terminal (an `ioctl`) only when a
  /// resize signal came since, not for every frame.
  var size: Size {
    if Self.mayHaveResized == 1 || knownSize == nil {
      // Cleared before asking: a resize from now on asks again.
      Self.mayHaveResized = 0
      knownSize = Self.currentSize
    }
    return knownSize ?? Self.currentSize
  }

  private var knownSize: Size?

  private static var currentSize: Size {
    var window = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
      return Size(width: 80, height: 24)
    }
    return Size(width: Int(window.ws_col), height: Int(window.ws_row))
  }

  /// Writes `bytes` to the terminal, all of them, in as few calls as the
  /// terminal takes (one for a frame).
  func write(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes {
        Glibc.write(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset)
      }
      if written <= 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return
      }
      offset += written
    }
  }

  /// Whether the wait also wakes for main-actor work: only on the main
  /// thread, the one that can run it (see ``MainQueue``).
  let servesMainQueue = MainQueue.isMainThread

  /// Where input is read into: made once, not zeroed again for every key.
  private var inputBuffer = [UInt8](repeating: 0, count: 65536)

  /// What one wait for input brought.
  enum Input: Equatable {
    case bytes([UInt8])
    /// Nothing within the timeout.
    case idle
    /// A signal or ``wake()``: something other than input may have changed.
    case woken
    /// The terminal is gone (hung up, closed): the app must end.
    case closed
  }

  private static var isForeground: Bool { tcgetpgrp(STDIN_FILENO) == getpgrp() }

  /// Enters the app's modes again after a stop or a time in the background;
  /// the next frame is drawn whole. Async-signal-safe.
  private static func takeTerminalBack() {
    enterModes()
    mayHaveResized = 1
    resumed = 1
  }

  /// Waits up to `timeout` (`nil`: as long as it takes; zero: only looks)
  /// for input or a wake-up.
  ///
  /// In the background the wait also looks, four times a second, whether
  /// the shell gave the terminal back: a `fg` of a job that was never seen
  /// stopped sends no SIGCONT.
  func read(timeout: Duration?) -> Input {
    var timeout = timeout
    if Self.isActive == 0, Self.isRunning == 1 {
      if Self.isForeground {
        Self.takeTerminalBack()
        return .woken
      }
      timeout = .milliseconds(250)
    }
    // In the background, input is the shell's: only a wake-up is waited for.
    // The main queue rings too: main-actor work (a task, a timer, a
    // `DispatchQueue.main` block) runs while the app waits for keys.
    var descriptors = [
      pollfd(fd: Self.isActive == 1 ? STDIN_FILENO : -1, events: Int16(POLLIN), revents: 0),
      pollfd(fd: Self.wakePipe.readEnd, events: Int16(POLLIN), revents: 0),
      pollfd(fd: servesMainQueue ? MainQueue.descriptor : -1, events: Int16(POLLIN), revents: 0),
    ]
    // Whole milliseconds, rounded up: a wait never ends before what it
    // waits for (a paced frame due in 8.3 ms waits 9).
    let milliseconds = timeout.map { Int32(min(3_600_000, (max(.zero, $0) / .milliseconds(1)).rounded(.up))) }
    let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds ?? -1)
    if ready < 0 { return errno == EINTR ? .woken : .closed }
    if ready == 0 { return .idle }
    if descriptors[0].revents != 0 {
      let count = inputBuffer.withUnsafeMutableBytes { Glibc.read(STDIN_FILENO, $0.baseAddress, $0.count) }
      if count > 0 { return .bytes(Array(inputBuffer[0..<count])) }
      if count < 0, errno == EINTR || errno == EAGAIN || errno == EIO && Self.isActive == 0 { return .woken }
      return .closed
    }
    // Emptied before anything is looked at (see `WakePipe.empty()`).
    if descriptors[1].revents != 0 { Self.wakePipe.empty() }
    return .woken
  }
}
