import FocusDemoExamples
import Foundation
import HummingbirdWSClient
import Logging

@testable import FocusUIWeb

/// A ``WebServer`` on a free port of the loopback, for one test.
final class RunningServer: Sendable {
  let port: Int
  let sessions: WebWindows
  private let task: Task<Void, any Error>

  private init(port: Int, sessions: WebWindows, task: Task<Void, any Error>) {
    self.port = port
    self.sessions = sessions
    self.task = task
  }

  /// Starts a server whose tabs show the example `name`.
  /// A closed tab's window is freed at once unless `gracePeriod` says
  /// otherwise; with a `token`, requests must carry it.
  static func start(
    example name: String = "login", limits: WebServer.Limits = .init(), gracePeriod: Duration = .zero,
    token: AccessToken? = nil
  ) async throws -> RunningServer {
    let sessions = WebWindows(gracePeriod: gracePeriod)
    // Stopping a server by cancelling it logs errors that mean nothing here.
    let server = WebServer(title: name, limits: limits, sessions: sessions, token: token, logLevel: .critical) {
      WebHost.screen(Example.named(name)!.makeContent())
    }
    let (ports, bound) = AsyncStream<Int>.makeStream()
    let task = Task { try await server.run { bound.yield($0) } }
    guard let port = await ports.first(where: { _ in true }) else { throw CancellationError() }
    return RunningServer(port: port, sessions: sessions, task: task)
  }

  var url: String { "ws://127.0.0.1:\(port)/session" }

  /// The session URL asking for `window`, with `token`.
  func url(window: String? = nil, token: AccessToken? = nil) -> String {
    var query: [String] = []
    if let token { query.append("token=\(token.value)") }
    if let window { query.append("window=\(window)") }
    return url + (query.isEmpty ? "" : "?" + query.joined(separator: "&"))
  }

  func stop() async {
    task.cancel()
    _ = await task.result
  }

  /// Waits until `condition` holds on the main actor (`seconds` at most);
  /// returns whether it did.
  func eventually(within seconds: Int = 5, _ condition: @MainActor @escaping () -> Bool) async -> Bool {
    for _ in 0..<(seconds * 40) {
      if await MainActor.run(body: condition) { return true }
      try? await Task.sleep(for: .milliseconds(25))
    }
    return false
  }

  static let logger = Logger(label: "FocusUIWebTests")
}

/// The page's side of a connection in a test: messages in, patches out.
struct TestPage {
  var iterator: WebSocketInboundMessageStream.AsyncIterator
  let outbound: WebSocketOutboundWriter

  init(_ inbound: WebSocketInboundStream, _ outbound: WebSocketOutboundWriter) {
    iterator = inbound.messages(maxSize: 1 << 24).makeAsyncIterator()
    self.outbound = outbound
  }

  /// The next patch, decoded; `nil` when the connection closed.
  mutating func next() async throws -> [String: Any]? {
    guard case .text(let text) = try await iterator.next() else { return nil }
    return try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
  }

  /// The messages this page sent: a patch's `handled` says how many of
  /// them the server took.
  private(set) var sent = 0

  mutating func send(_ text: String) async throws {
    try await outbound.write(.text(text))
    sent += 1
  }

  /// Sends `text` and returns the patch that answers it: the first whose
  /// `handled` counts it. A patch the server sent meanwhile for another
  /// reason (another page opened a window) is skipped: on a busy machine
  /// it can come after the message went out.
  mutating func exchange(_ text: String) async throws -> [String: Any]? {
    try await send(text)
    while let patch = try await next() {
      if patch["handled"] as? Int ?? 0 >= sent { return patch }
    }
    return nil
  }

  /// The key of the element named `name` in `patch`.
  static func key(named name: String, in patch: [String: Any]?) -> String? {
    (patch?["set"] as? [[String: Any]])?.first { $0["name"] as? String == name }?["key"] as? String
  }
}
