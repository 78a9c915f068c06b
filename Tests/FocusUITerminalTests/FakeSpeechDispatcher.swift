import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A stand-in speech-dispatcher: a Unix socket in a directory of its own,
/// where `$XDG_RUNTIME_DIR/speech-dispatcher/speechd.sock` would be, that
/// answers SSIP as the service does and writes down every line it is sent.
///
/// ```swift
/// let server = try FakeSpeechDispatcher()
/// let speech = Speech(environment: server.environment)
/// speech.speak("Hello")
/// eventually { server.spoken == ["Hello"] }
/// ```
final class FakeSpeechDispatcher: Sendable {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  private struct State {
    var connections = 0
    var clients: [Int32] = []
    /// Every line, commands and text, as sent (without CRLF).
    var lines: [String] = []
    /// The text of each SPEAK, in order.
    var spoken: [String] = []
  }

  let runtimeDirectory: String
  let socketPath: String
  private let listener: Int32
  private let state = Mutex(State())

  var environment: [String: String] { ["XDG_RUNTIME_DIR": runtimeDirectory, "PATH": ""] }
  var connections: Int { state.withLock { $0.connections } }
  var lines: [String] { state.withLock { $0.lines } }
  var spoken: [String] { state.withLock { $0.spoken } }

  init() throws {
    runtimeDirectory = NSTemporaryDirectory() + "focus-speechd-\(UUID().uuidString.prefix(8))"
    try FileManager.default.createDirectory(
      atPath: runtimeDirectory + "/speech-dispatcher", withIntermediateDirectories: true)
    socketPath = runtimeDirectory + "/speech-dispatcher/speechd.sock"
    let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard descriptor >= 0 else { throw Failure(description: "socket: \(errno)") }
    var address = sockaddr_un()
    address.sun_family = sa_family_t(AF_UNIX)
    let bytes = Array(socketPath.utf8)
    withUnsafeMutableBytes(of: &address.sun_path) { buffer in
      buffer.copyBytes(from: bytes)
      buffer[bytes.count] = 0
    }
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
      }
    }
    guard bound == 0, listen(descriptor, 16) == 0 else {
      close(descriptor)
      throw Failure(description: "bind/listen \(socketPath): \(errno)")
    }
    listener = descriptor
    Thread { [self] in self.acceptClients() }.start()
  }

  /// Hangs up on every client, as a service that ended does.
  func hangUp() {
    for client in state.withLock({ $0.clients }) { shutdown(client, Int32(SHUT_RDWR)) }
  }

  /// Stops listening (a client's next connection is refused) and removes
  /// the directory.
  func remove() {
    shutdown(listener, Int32(SHUT_RDWR))
    try? FileManager.default.removeItem(atPath: runtimeDirectory)
  }

  private func acceptClients() {
    while true {
      let client = accept(listener, nil, nil)
      guard client >= 0 else {
        if errno == EINTR { continue }
        return
      }
      state.withLock {
        $0.connections += 1
        $0.clients.append(client)
      }
      Thread { [self] in self.serve(client) }.start()
    }
  }

  private func serve(_ client: Int32) {
    defer { close(client) }
    var buffer: [UInt8] = []
    var speaking: [String]?
    func reply(_ text: String) {
      let bytes = Array((text + "\r\n").utf8)
      _ = bytes.withUnsafeBytes { send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
    }
    while true {
      guard let end = buffer.firstIndex(of: 0x0A) else {
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = recv(client, &chunk, chunk.count, 0)
        guard count > 0 else { return }
        buffer.append(contentsOf: chunk[..<count])
        continue
      }
      var bytes = Array(buffer[..<end])
      buffer.removeSubrange(...end)
      if bytes.last == 0x0D { bytes.removeLast() }
      let line = String(decoding: bytes, as: UTF8.self)
      state.withLock { $0.lines.append(line) }
      if var text = speaking {
        if line == "." {
          let said = text.joined(separator: "\n")
          state.withLock { $0.spoken.append(said) }
          speaking = nil
          reply("225-1")
          reply("225 OK MESSAGE QUEUED")
        } else {
          text.append(line.hasPrefix("..") ? String(line.dropFirst()) : line)
          speaking = text
        }
        continue
      }
      switch line {
      case "SPEAK":
        speaking = []
        reply("230 OK RECEIVING DATA")
      case "QUIT":
        reply("231 HAPPY HACKING")
        return
      case _ where line.hasPrefix("CANCEL"):
        reply("210 OK CANCELED")
      default:
        reply("208 OK")
      }
    }
  }
}
