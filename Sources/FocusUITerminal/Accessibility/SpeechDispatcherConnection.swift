import FocusUI
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One connection to speech-dispatcher, the speech service Orca and the
/// desktop use, spoken to in SSIP over its Unix socket.
///
/// ```swift
/// if let connection = SpeechDispatcherConnection(environment: environment) {
///   connection.say("Username, text field", priority: .default)
///   connection.say("Download finished", priority: .low)   // waits for the first
/// }
/// ```
///
/// SSIP is a plain, line-based text protocol (speech-dispatcher's
/// documentation, "SSIP"), so this speaks it itself rather than load
/// `libspeechd.so.2`: nothing to find at run time, no C structures, and a
/// test can stand in for the server with a socket. The conversation runs
/// on a thread of its own, which waits for each reply: ``say(_:priority:)``
/// only queues the phrase and returns, and a frame never waits for the
/// service.
///
/// Priorities, as ``SpeechPriority`` means them: every phrase is an SSIP
/// `message` (messages queue behind each other, in order); a ``SpeechPriority/default``
/// phrase sends `CANCEL self` first, so it cuts short what this app was
/// saying and drops what waited; a ``SpeechPriority/high`` one is an SSIP
/// `important` message, which speech-dispatcher never interrupts, and the
/// phrase after it does not cancel it (it waits, as `important` makes
/// `message` wait). A phrase still queued here when a newer interrupting
/// one comes is dropped without being sent: only the newest is worth
/// saying.
///
/// The socket is `SPEECHD_ADDRESS` (`unix_socket:/path`) when set, else
/// `$XDG_RUNTIME_DIR/speech-dispatcher/speechd.sock`, where a running
/// speech-dispatcher listens. The service is not started here: it takes
/// seconds to list its voices, and ``Speech`` falls back to `espeak-ng`
/// meanwhile.
final class SpeechDispatcherConnection: Sendable {
  /// What waits to be sent, and whether the connection still works.
  private struct State {
    var queue: [(text: String, priority: SpeechPriority)] = []
    var isBroken = false
    var isClosed = false
    var sent = 0
  }

  /// The socket's path.
  let path: String
  private let descriptor: Int32
  private let state = Mutex(State())
  /// Wakes the thread: a byte per queued phrase (or close).
  private let wake: (read: Int32, write: Int32)

  /// The socket speech-dispatcher listens on, as `environment` says:
  /// `nil` when `SPEECHD_ADDRESS` names another kind of address or no
  /// runtime directory is known.
  ///
  /// ```swift
  /// SpeechDispatcherConnection.socketPath(in: ["XDG_RUNTIME_DIR": "/run/user/1000"])
  /// // "/run/user/1000/speech-dispatcher/speechd.sock"
  /// ```
  static func socketPath(in environment: [String: String]) -> String? {
    if let address = environment["SPEECHD_ADDRESS"], !address.isEmpty {
      let prefix = "unix_socket:"
      guard address.hasPrefix(prefix), address.count > prefix.count else { return nil }
      return String(address.dropFirst(prefix.count))
    }
    guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty else { return nil }
    return runtime + "/speech-dispatcher/speechd.sock"
  }

  /// Connects to the speech-dispatcher that `environment` points at:
  /// `nil` when none listens there. Connecting to a Unix socket does not
  /// wait on the service; the greeting is the thread's.
  init?(environment: [String: String], clientName: String = "focusui") {
    guard let path = Self.socketPath(in: environment), let descriptor = Self.openSocket(at: path) else { return nil }
    var pipeEnds: [Int32] = [0, 0]
    guard pipe(&pipeEnds) == 0 else {
      close(descriptor)
      return nil
    }
    for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    // A full wake pipe only means the thread already has work to find.
    _ = fcntl(pipeEnds[1], F_SETFL, fcntl(pipeEnds[1], F_GETFL) | O_NONBLOCK)
    self.path = path
    self.descriptor = descriptor
    wake = (pipeEnds[0], pipeEnds[1])
    let name = Self.clientName(clientName)
    let thread = Thread { [self] in self.converse(clientName: name) }
    thread.start()
  }

  deinit {
    close(descriptor)
    close(wake.read)
    close(wake.write)
  }

  /// Whether the service hung up or refused a command: the phrases said
  /// since are dropped, and ``Speech`` falls back.
  var isBroken: Bool { state.withLock { $0.isBroken } }

  /// Whether phrases can still go: neither broken nor ended by ``quit()``.
  var isUsable: Bool { state.withLock { !$0.isBroken && !$0.isClosed } }

  /// How many phrases went to the service.
  var phrasesSent: Int { state.withLock { $0.sent } }

  /// Queues `text` for the thread to send. Returns at once.
  func say(_ text: String, priority: SpeechPriority) {
    let queued = state.withLock { state -> Bool in
      guard !state.isBroken, !state.isClosed else { return false }
      // What has not gone yet is not worth saying after an interruption.
      if priority.interrupts { state.queue.removeAll { $0.priority != .high } }
      state.queue.append((text, priority))
      return true
    }
    if queued { signal() }
  }

  /// Stops what this app is saying and drops what waits.
  func stop() {
    let queued = state.withLock { state -> Bool in
      guard !state.isBroken, !state.isClosed else { return false }
      state.queue = [("", .default)]  // an empty interruption: a CANCEL alone
      return true
    }
    if queued { signal() }
  }

  /// Ends the conversation (`QUIT`) after what is queued; the thread
  /// then lets go of the connection.
  func quit() {
    state.withLock { $0.isClosed = true }
    signal()
  }

  private func signal() {
    var byte: UInt8 = 1
    _ = write(wake.write, &byte, 1)
  }

  // MARK: - The thread

  private func converse(clientName: String) {
    var reader = ReplyReader(descriptor: descriptor)
    guard exchange("SET self CLIENT_NAME \(clientName)", &reader) else { return fail() }
    var priority: String?
    var lastWasHigh = false
    while true {
      let next = state.withLock { state -> (text: String, priority: SpeechPriority)?? in
        if !state.queue.isEmpty { return .some(state.queue.removeFirst()) }
        return state.isClosed ? .some(nil) : nil
      }
      guard let work = next else {
        guard waitForWork() else { return fail() }
        continue
      }
      guard let work else {
        _ = exchange("QUIT", &reader)
        return
      }
      let (text, wanted) = work
      // A high phrase is not cut short by the one after it: that one waits.
      if wanted.interrupts, !lastWasHigh || wanted == .high {
        guard exchange("CANCEL self", &reader) else { return fail() }
      }
      lastWasHigh = wanted == .high
      guard !text.isEmpty else { continue }
      let name = wanted == .high ? "important" : "message"
      if priority != name {
        guard exchange("SET self PRIORITY \(name)", &reader) else { return fail() }
        priority = name
      }
      guard exchange("SPEAK", &reader), exchange(Self.body(text), &reader) else { return fail() }
      state.withLock { $0.sent += 1 }
    }
  }

  private func fail() {
    state.withLock {
      $0.isBroken = true
      $0.queue = []
    }
  }

  /// Waits for a phrase, or for the service to hang up: `false` when it
  /// did (so the next phrase finds the connection broken, not lost in it).
  private func waitForWork() -> Bool {
    var entries = [
      pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
      pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
    ]
    guard poll(&entries, 2, -1) > 0 else { return errno == EINTR }
    if entries[1].revents != 0 {
      // Nothing is asked of the service while idle: what comes is its end.
      var byte: UInt8 = 0
      if recv(descriptor, &byte, 1, Int32(MSG_PEEK) | Int32(MSG_DONTWAIT)) <= 0 { return false }
    }
    if entries[0].revents != 0 {
      var drained = [UInt8](repeating: 0, count: 64)
      _ = read(wake.read, &drained, drained.count)
    }
    return true
  }

  /// Sends `command` (CRLF added) and reads its reply: whether it was a
  /// success (2xx).
  private func exchange(_ command: String, _ reader: inout ReplyReader) -> Bool {
    var bytes = Array((command + "\r\n").utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      if written < 0 {
        if errno == EINTR { continue }
        return false
      }
      bytes = bytes.dropFirst(written)
    }
    guard let code = reader.replyCode() else { return false }
    return (200..<300).contains(code)
  }

  // MARK: - Text

  /// A phrase as SSIP's SPEAK takes it: one line (control characters
  /// blanked, so no line ends early), a leading dot doubled, then the
  /// line with a single dot that ends it.
  static func body(_ text: String) -> String {
    var line = ControlCharacters.blanked(text)
    if line.hasPrefix(".") { line = "." + line }
    return line + "\r\n."
  }

  /// `user:application:component`, with characters SSIP would split on
  /// made dashes.
  private static func clientName(_ name: String) -> String {
    let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    let user = getpwuid(getuid()).map { String(cString: $0.pointee.pw_name) } ?? "user"
    return "\(user):\(safe.isEmpty ? "focusui" : safe):reader"
  }

  private static func openSocket(at path: String) -> Int32? {
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let capacity = MemoryLayout.size(ofValue: address.sun_path)
    let bytes = Array(path.utf8)
    guard bytes.count < capacity else { return nil }
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      buffer.copyBytes(from: bytes)
      buffer[bytes.count] = 0
    }
    #if canImport(Glibc)
      let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    #else
      let descriptor = socket(AF_UNIX, SOCK_STREAM, 0)
    #endif
    guard descriptor >= 0 else { return nil }
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard connected == 0 else {
      close(descriptor)
      return nil
    }
    return descriptor
  }
}

/// Reads SSIP replies: lines `NNN-…` go on, the line `NNN …` ends one.
private struct ReplyReader {
  let descriptor: Int32
  private var buffer: [UInt8] = []

  init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// The code of the next whole reply; `nil` when the connection ended.
  mutating func replyCode() -> Int? {
    while true {
      guard let line = nextLine() else { return nil }
      let characters = Array(line)
      guard characters.count >= 4, let code = Int(String(characters[0..<3])) else { return nil }
      if characters[3] == " " { return code }
    }
  }

  private mutating func nextLine() -> String? {
    while true {
      if let end = buffer.firstIndex(of: 0x0A) {
        var line = Array(buffer[..<end])
        buffer.removeSubrange(...end)
        if line.last == 0x0D { line.removeLast() }
        return String(decoding: line, as: UTF8.self)
      }
      var chunk = [UInt8](repeating: 0, count: 4096)
      let count = recv(descriptor, &chunk, chunk.count, 0)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return nil }
      buffer.append(contentsOf: chunk[..<count])
    }
  }
}
