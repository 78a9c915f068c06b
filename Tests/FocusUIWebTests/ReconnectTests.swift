import FocusDemoExamples
import Foundation
import HummingbirdWSClient
import Testing

@testable import FocusUIWeb

/// A window outlives its connection for the grace period: a page that
/// reconnects with its window's id gets it back whole; after the grace
/// period, or for an id the server never gave, it gets a new one, marked
/// so; a second connection to a window takes it over.
@Suite(.serialized) struct ReconnectTests {
  private let typeAda = #"{"type":"text","text":"ada"}"#
  private let tab = #"{"type":"key","key":"Tab","modifiers":[]}"#

  /// The first patch of a connection to `url`, after `messages` are sent
  /// and answered.
  private func connect(_ url: String, sending messages: [String] = []) async throws -> [String: Any]? {
    nonisolated(unsafe) var first: [String: Any]?
    try await WebSocketClient.connect(url: url, logger: RunningServer.logger) { inbound, outbound, _ in
      var page = TestPage(inbound, outbound)
      first = try await page.next()
      for message in messages { _ = try await page.exchange(message) }
    }
    return first
  }

  private func value(of name: String, in patch: [String: Any]?) -> String? {
    (patch?["set"] as? [[String: Any]])?.first { $0["name"] as? String == name }?["value"] as? String
  }

  @Test func aPageReconnectingWithItsWindowsIdGetsTheWindowBackWhole() async throws {
    let server = try await RunningServer.start(gracePeriod: .seconds(60))
    defer { Task { await server.stop() } }
    let first = try await connect(server.url, sending: [tab, typeAda])
    let window = try #require(first?["window"] as? String)
    #expect(window.count == 32)
    #expect(first?["resumed"] == nil && first?["expired"] == nil)
    #expect(await server.eventually { server.sessions.connected == 0 })
    #expect(await MainActor.run { server.sessions.count } == 1, "the window waits for its page")

    let again = try await connect(server.url(window: window))
    #expect(again?["window"] as? String == window)
    #expect(again?["resumed"] as? Bool == true)
    #expect(again?["handled"] as? Int == 2, "the two messages handled before the drop")
    #expect(value(of: "Username", in: again) == "ada")
    let username = TestPage.key(named: "Username", in: again)
    #expect(again?["focus"] as? String == username, "focus is where it was")
    #expect((again?["rows"] as? [Any])?.isEmpty == false, "every row is sent again")
  }

  @Test func anUnknownWindowGetsANewOneMarkedExpired() async throws {
    let server = try await RunningServer.start(gracePeriod: .seconds(60))
    defer { Task { await server.stop() } }
    let patch = try await connect(server.url(window: "0123456789abcdef0123456789abcdef"))
    #expect(patch?["expired"] as? Bool == true)
    #expect(patch?["window"] as? String != "0123456789abcdef0123456789abcdef")
    #expect(value(of: "Username", in: patch) == "")
  }

  @Test func aWindowIsFreedWhenItsGracePeriodPasses() async throws {
    let server = try await RunningServer.start(gracePeriod: .milliseconds(200))
    defer { Task { await server.stop() } }
    nonisolated(unsafe) weak var session: WebWindow?
    let first = try await connect(server.url, sending: [tab, typeAda])
    session = await MainActor.run { server.sessions.all.first }
    #expect(session != nil)
    #expect(await server.eventually { server.sessions.count == 0 })
    #expect(await server.eventually { session == nil }, "the window and its views are freed")
    let window = try #require(first?["window"] as? String)
    #expect(try await connect(server.url(window: window))?["expired"] as? Bool == true)
  }

  @Test func aSecondConnectionTakesTheWindowOverAndTheFirstIsClosed() async throws {
    let server = try await RunningServer.start(gracePeriod: .seconds(60))
    defer { Task { await server.stop() } }
    let close = try await WebSocketClient.connect(url: server.url, logger: RunningServer.logger) {
      inbound, outbound, _ in
      var page = TestPage(inbound, outbound)
      let window = try #require(try await page.next()?["window"] as? String)
      _ = try await page.exchange(tab)
      _ = try await page.exchange(typeAda)
      // A connection that died without closing, as after a laptop's sleep,
      // is replaced by the page's new one.
      let taken = try await connect(server.url(window: window))
      #expect(taken?["resumed"] as? Bool == true)
      #expect(value(of: "Username", in: taken) == "ada")
      while (try? await page.next()) != nil {}
    }
    #expect(close?.closeCode == .init(codeNumber: WebConnection.takenOver))
  }

  @Test func withATokenTheSessionMustCarryIt() async throws {
    let token = AccessToken.random()
    let server = try await RunningServer.start(token: token)
    defer { Task { await server.stop() } }
    await #expect(throws: (any Error).self) { try await connect(server.url) }
    await #expect(throws: (any Error).self) { try await connect(server.url(token: AccessToken.random())) }
    #expect(try await connect(server.url(token: token))?["window"] != nil)
  }

  @Test func tokensAreComparedWholeAndExactly() {
    let token = AccessToken("0123456789abcdef0123456789abcdef")
    #expect(token.matches("0123456789abcdef0123456789abcdef"))
    #expect(!token.matches("0123456789abcdef0123456789abcde"))
    #expect(!token.matches("0123456789abcdef0123456789abcdef0"))
    #expect(!token.matches("1123456789abcdef0123456789abcdef"))
    #expect(!token.matches(""))
    #expect(!token.matches(nil))
    #expect(AccessToken.random() != AccessToken.random())
  }
}
