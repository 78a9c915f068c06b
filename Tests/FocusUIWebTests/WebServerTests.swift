import FocusDemoExamples
import Foundation
import HTTPTypes
import HummingbirdWSClient
import Testing

@testable import FocusUIWeb

private let tab = #"{"type":"key","key":"Tab","modifiers":[]}"#

/// The server survives what the network sends: every bad message is
/// answered or its connection closed, and the other tabs go on.
@Suite(.serialized) struct WebServerTests {
  @Test func eachTabHasItsOwnWindowAndState() async throws {
    let server = try await RunningServer.start()
    defer { Task { await server.stop() } }
    try await WebSocketClient.connect(url: server.url, logger: RunningServer.logger) { inbound, outbound, _ in
      var first = TestPage(inbound, outbound)
      let username = try #require(TestPage.key(named: "Username", in: try await first.next()))
      _ = try await first.exchange(tab)
      let typed = try await first.exchange(#"{"type":"text","text":"ada"}"#)
      #expect((typed?["set"] as? [[String: Any]])?.first?["value"] as? String == "ada")
      try await WebSocketClient.connect(url: server.url, logger: RunningServer.logger) { inbound, outbound, _ in
        var second = TestPage(inbound, outbound)
        let page = try await second.next()
        let field = (page?["set"] as? [[String: Any]])?.first { $0["key"] as? String == username }
        #expect(field?["value"] as? String == "", "the second tab's field is its own")
        #expect(page?["focus"] == nil, "and nothing is focused there")
      }
    }
  }

  @Test func closingATabFreesItsSession() async throws {
    let server = try await RunningServer.start()
    defer { Task { await server.stop() } }
    nonisolated(unsafe) weak var session: WebWindow?
    try await WebSocketClient.connect(url: server.url, logger: RunningServer.logger) { inbound, outbound, _ in
      var page = TestPage(inbound, outbound)
      _ = try await page.next()
      session = await MainActor.run { server.sessions.all.first }
      #expect(session != nil)
    }
    #expect(await server.eventually { server.sessions.count == 0 })
    #expect(await server.eventually { session == nil }, "the window and its views are freed")
  }

  @Test(arguments: [
    ("not json", "not an event"),
    (#"{"type":"warp"}"#, "unknown event type"),
    (#"{"type":"focus","element":"n987654"}"#, "no element n987654"),
    (#"{"type":"key","key":"Hyper","modifiers":[]}"#, "unknown key"),
  ])
  func aBadMessageIsAnsweredWithAnErrorAndTheTabGoesOn(message: String, reason: String) async throws {
    let server = try await RunningServer.start()
    defer { Task { await server.stop() } }
    try await WebSocketClient.connect(url: server.url, logger: RunningServer.logger) { inbound, outbound, _ in
      var page = TestPage(inbound, outbound)
      let username = TestPage.key(named: "Username", in: try await page.next())
      let answer = try await page.exchange(message)
      #expect((answer?["errors"] as? [String])?.first?.contains(reason) == true)
      #expect(try await page.exchange(tab)?["focus"] as? String == username)
    }
  }

  @Test func aBinaryMessageIsRefused() async throws {
    let server = try await RunningServer.start()
    defer { Task { await server.stop() } }
    try await WebSocketClient.connect(url: server.url, logger: RunningServer.logger) { inbound, outbound, _ in
      var page = TestPage(inbound, outbound)
      _ = try await page.next()
      try await outbound.write(.binary(.init(bytes: [0xFF, 0x00, 0xC3])))
      #expect((try await page.next()?["errors"] as? [String])?.first?.contains("binary") == true)
    }
  }

  @Test func anOversizedMessageClosesOnlyItsConnection() async throws {
    var limits = WebServer.Limits()
    limits.largestMessage = 64 * 1024
    let server = try await RunningServer.start(limits: limits)
    defer { Task { await server.stop() } }
    try await WebSocketClient.connect(url: server.url, logger: RunningServer.logger) { inbound, outbound, _ in
      var other = TestPage(inbound, outbound)
      _ = try await other.next()
      let huge = #"{"type":"paste","text":""# + String(repeating: "x", count: 100_000) + #""}"#
      let close = try await WebSocketClient.connect(url: server.url, logger: RunningServer.logger) {
        inbound, outbound, _ in
        var page = TestPage(inbound, outbound)
        _ = try await page.next()
        try? await page.send(huge)
        while (try? await page.next()) != nil {}
      }
      #expect(close?.closeCode == .messageTooLarge)
      #expect(try await other.exchange(tab)?["focus"] != nil, "the other tab goes on")
    }
    #expect(await server.eventually { server.sessions.count == 0 })
  }

  @Test func aFloodOfEventsClosesTheConnection() async throws {
    var limits = WebServer.Limits()
    limits.burst = 50
    limits.eventsPerSecond = 10
    let server = try await RunningServer.start(limits: limits)
    defer { Task { await server.stop() } }
    let close = try await WebSocketClient.connect(url: server.url, logger: RunningServer.logger) {
      inbound, outbound, _ in
      var page = TestPage(inbound, outbound)
      _ = try await page.next()
      for _ in 0..<500 { try? await page.send(tab) }
      while (try? await page.next()) != nil {}
    }
    #expect(close?.closeCode == .policyViolation)
    #expect(await server.eventually { server.sessions.count == 0 })
  }

  @Test func manyRefusedMessagesCloseTheConnection() async throws {
    var limits = WebServer.Limits()
    limits.refusals = 5
    let server = try await RunningServer.start(limits: limits)
    defer { Task { await server.stop() } }
    let close = try await WebSocketClient.connect(url: server.url, logger: RunningServer.logger) {
      inbound, outbound, _ in
      var page = TestPage(inbound, outbound)
      _ = try await page.next()
      for _ in 0..<20 { try? await page.send("{}") }
      while (try? await page.next()) != nil {}
    }
    #expect(close?.closeCode == .policyViolation)
  }

  @Test func aPageStaysConnectedWhileTheMainActorIsBusyForManyPings() async throws {
    var limits = WebServer.Limits()
    // A page that misses one pong is closed (Hummingbird's auto-ping): the
    // period is the test client's deadline to answer. At 100 ms a client
    // starved by a loaded machine (load 16 on two cores) missed it and the
    // test failed with "I/O on closed channel"; 400 ms still holds the
    // main actor across ten pings.
    limits.pingPeriod = .milliseconds(400)
    let server = try await RunningServer.start(limits: limits)
    defer { Task { await server.stop() } }
    // The main actor is held, as a long body or another test holds it,
    // from before the page connects until 10 pings have passed: the
    // server must hear the page's answers to its pings without it.
    let (started, start) = AsyncStream<Void>.makeStream()
    let busy = Task { @MainActor in
      start.yield()
      let end = ContinuousClock.now + .seconds(4)
      while ContinuousClock.now < end {}
    }
    _ = await started.first { _ in true }
    try await WebSocketClient.connect(url: server.url, logger: RunningServer.logger) { inbound, outbound, _ in
      var page = TestPage(inbound, outbound)
      let first = try await page.next()
      #expect(TestPage.key(named: "Username", in: first) != nil, "the first patch comes once the main actor is free")
      #expect(try await page.exchange(tab) != nil, "and the page is still connected")
    }
    await busy.value
  }

  @Test func aClientThatNeverReadsIsClosedAndTheOthersGoOn() async throws {
    var limits = WebServer.Limits()
    limits.writeTimeout = .milliseconds(300)
    let server = try await RunningServer.start(limits: limits)
    defer { Task { await server.stop() } }
    try await WebSocketClient.connect(url: server.url, logger: RunningServer.logger) { inbound, outbound, _ in
      var other = TestPage(inbound, outbound)
      _ = try await other.next()
      // Every resize redraws every row of a big page: megabytes nobody reads.
      var configuration = WebSocketClientConfiguration()
      configuration.maxFrameSize = 1 << 24
      configuration.closeTimeout = .milliseconds(100)
      // The server closing it resets the connection under the writes.
      _ = try? await WebSocketClient.connect(
        url: server.url, configuration: configuration, logger: RunningServer.logger
      ) { _, outbound, _ in
        // The server registers the session a moment after the upgrade: the
        // loop below stops when the count drops, so it must have risen.
        #expect(await server.eventually(within: 30) { server.sessions.count == 2 })
        var width = 1000
        for _ in 0..<2000 {
          width = width == 1000 ? 999 : 1000
          guard (try? await outbound.write(.text(#"{"type":"resize","columns":\#(width),"rows":150}"#))) != nil else {
            break
          }
          if await MainActor.run(body: { server.sessions.count }) < 2 { break }
        }
        // Filling the socket's buffers takes dozens of full redraws: seconds
        // in a debug build on a loaded machine.
        #expect(
          await server.eventually(within: 30) { server.sessions.count == 1 }, "the stuck tab's session is closed")
      }
      #expect(try await other.exchange(tab)?["focus"] != nil, "the other tab goes on")
    }
  }

  @Test func aWebSocketFromAnotherOriginIsRefused() async throws {
    let server = try await RunningServer.start()
    defer { Task { await server.stop() } }
    #expect(try await upgradeStatus(port: server.port, origin: "http://evil.example").hasPrefix("HTTP/1.1 4"))
    #expect(
      try await upgradeStatus(port: server.port, origin: "http://127.0.0.1:\(server.port)").hasPrefix("HTTP/1.1 101"))
    #expect(await MainActor.run { server.sessions.count } <= 1)
  }

  @Test func originsAreComparedByHostAndPort() {
    #expect(WebServer.isSameOrigin(nil, host: "localhost:8080"))
    #expect(WebServer.isSameOrigin("http://localhost:8080", host: "localhost:8080"))
    #expect(!WebServer.isSameOrigin("http://localhost:8081", host: "localhost:8080"))
    #expect(!WebServer.isSameOrigin("http://evil.example", host: "localhost:8080"))
    #expect(!WebServer.isSameOrigin("null", host: "localhost:8080"))
    #expect(!WebServer.isSameOrigin("http://localhost:8080", host: nil))
    #expect(WebServer.isSameOrigin("ws://localhost", host: "localhost:8080"), "a scripted client's origin")
    #expect(!WebServer.isSameOrigin("ws://evil.example", host: "localhost:8080"))
  }
}

/// The status line the server answers a WebSocket upgrade sent from
/// `origin` with, over a plain socket (clients set their own `Origin`).
/// The socket blocks, so it is used on a thread of its own: on the
/// cooperative pool it would hold a thread the server needs to answer.
private func upgradeStatus(port: Int, origin: String) async throws -> String {
  try await withCheckedThrowingContinuation { answer in
    Thread { answer.resume(with: Result { try blockingUpgradeStatus(port: port, origin: origin) }) }.start()
  }
}

private func blockingUpgradeStatus(port: Int, origin: String) throws -> String {
  let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
  defer { close(descriptor) }
  var address = sockaddr_in()
  address.sin_family = sa_family_t(AF_INET)
  address.sin_port = in_port_t(UInt16(port).bigEndian)
  address.sin_addr.s_addr = inet_addr("127.0.0.1")
  let connected = withUnsafePointer(to: &address) {
    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
      connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
    }
  }
  guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
  let request =
    "GET /session HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: \(origin)\r\nConnection: Upgrade\r\n"
    + "Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n"
  _ = request.withCString { send(descriptor, $0, strlen($0), 0) }
  var buffer = [UInt8](repeating: 0, count: 256)
  let count = recv(descriptor, &buffer, buffer.count, 0)
  let text = String(decoding: buffer.prefix(max(0, count)), as: UTF8.self)
  return String(text.prefix { $0 != "\r" })
}
