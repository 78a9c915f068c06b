import FocusUI
import Foundation
import HummingbirdWebSocket

/// One browser tab's WebSocket: its messages go to its session, its
/// session's patches come back, and a tab that misbehaves is closed
/// without disturbing the others.
///
/// Two tasks share the connection. The reader hands each message to the
/// session on the main actor and wakes the writer; the writer sends one
/// patch for however many events came since the last, so a fast typist or
/// a flood never queues patches, and paces the patches no message asked
/// for (``FramePacer``). A message that cannot be read is answered
/// with an error; too many of those, more events than ``WebServer/Limits``
/// allow, a message too large, or a client that stops reading (a write
/// waiting longer than the limit) close the connection. Closing it closes
/// the session and frees its window.
///
/// A third task reads the socket from the first moment, whatever the main
/// actor is doing, and queues the messages for the reader: reading is also
/// what hears the page's answers to the server's pings. A main actor busy
/// for longer than the ping period (a 100,000-field form being built in a
/// debug build, a test process's thousand other tests) is a slow app, not
/// a dead connection, and must not look like one.
struct WebConnection: Sendable {
  let limits: WebServer.Limits
  let sessions: WebWindows
  let makeScreen: @MainActor @Sendable () -> Screen

  /// Serves one connection: the window `window` names when it is alive
  /// (a page reconnecting), else a new one.
  func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, window: String?) async {
    let (wakes, wake) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    // Another connection taking the window over ends this one.
    let (takeovers, takeOver) = AsyncStream<Void>.makeStream(bufferingPolicy: .bufferingNewest(1))
    let (messages, arrived) = AsyncThrowingStream<WebSocketMessage, any Error>.makeStream()
    let makeScreen = self.makeScreen
    let limits = self.limits
    let attached = await withTaskGroup(of: Bool.self) { group in
      // Reads the socket from now on, before the main actor is free.
      group.addTask {
        await Self.receive(inbound, into: arrived, limits: limits, outbound: outbound)
        return false
      }
      let (id, session, connection) = await MainActor.run {
        let (id, session, connection, attachment) = sessions.attach(
          requested: window, make: { WebWindow(screen: makeScreen()) }, wake: { wake.yield() },
          close: { takeOver.yield() })
        session.greet(window: id, attachment: attachment)
        return (id, session, connection)
      }
      wake.yield()
      group.addTask {
        await Self.write(
          patchesOf: session, on: wakes, to: outbound, timeout: limits.writeTimeout,
          pacer: FramePacer(framesPerSecond: limits.framesPerSecond))
        return true
      }
      group.addTask {
        await Self.read(messages, into: session, limits: limits, wake: { wake.yield() }, outbound: outbound)
        return true
      }
      group.addTask {
        for await _ in takeovers {
          try? await outbound.close(.init(codeNumber: Self.takenOver), reason: "the window is open in another tab")
          break
        }
        return true
      }
      // Either side ending ends the connection; the socket's end alone
      // does not, so the messages read before it are still handled.
      while let ended = await group.next(), !ended {}
      group.cancelAll()
      return (id: id, connection: connection)
    }
    arrived.finish()
    wake.finish()
    takeOver.finish()
    await MainActor.run { sessions.detach(attached.id, connection: attached.connection) }
  }

  /// The close code of a connection whose window another connection took:
  /// its page does not reconnect.
  static let takenOver = 4001

  /// Sends a patch per wake-up, for everything that happened since the
  /// last: at once when it answers the page's events, otherwise when
  /// `pacer` says a frame is due, so a model changed in a loop sends the
  /// latest state at the frame rate rather than a patch per change.
  private static func write(
    patchesOf session: WebWindow, on wakes: AsyncStream<Void>, to outbound: WebSocketOutboundWriter,
    timeout: Duration, pacer: FramePacer
  ) async {
    var pacer = pacer
    for await _ in wakes {
      let answersPage = await MainActor.run { session.hasUnansweredMessages }
      let wait = pacer.timeUntilDue(at: .now)
      if !answersPage, wait > .zero {
        do { try await Task.sleep(for: wait) } catch { return }
      }
      guard let patch = await MainActor.run(body: { session.patch() }) else { continue }
      pacer.didDraw(at: .now)
      let written = await withTaskGroup(of: Bool.self) { group in
        group.addTask { (try? await outbound.write(.text(patch))) != nil }
        group.addTask {
          try? await Task.sleep(for: timeout)
          return false
        }
        let first = await group.next() ?? false
        group.cancelAll()
        return first
      }
      if !written { return }
      if await MainActor.run(body: { session.screen.isFinished }) { return }
    }
  }

  /// Reads the socket into `messages` as fast as they come, counting them
  /// against the flood limit as they arrive (a slow main actor does not let
  /// a flood through), until the page closes, breaks a limit, or the
  /// connection ends.
  private static func receive(
    _ inbound: WebSocketInboundStream, into messages: AsyncThrowingStream<WebSocketMessage, any Error>.Continuation,
    limits: WebServer.Limits, outbound: WebSocketOutboundWriter
  ) async {
    var bucket = EventBucket(capacity: Double(limits.burst), perSecond: limits.eventsPerSecond)
    do {
      for try await message in inbound.messages(maxSize: limits.largestMessage) {
        guard bucket.take() else {
          try? await outbound.close(.policyViolation, reason: "too many events")
          messages.finish()
          return
        }
        messages.yield(message)
      }
      messages.finish()
    } catch {
      messages.finish(throwing: error)
    }
  }

  private static func read(
    _ messages: AsyncThrowingStream<WebSocketMessage, any Error>, into session: WebWindow,
    limits: WebServer.Limits, wake: @escaping @Sendable () -> Void, outbound: WebSocketOutboundWriter
  ) async {
    var refusals = 0
    do {
      for try await message in messages {
        let refusal: String?
        switch message {
        case .text(let text):
          // Refused in the same turn of the main actor it was counted in:
          // a patch sent between the two (another tab's change wakes every
          // writer) would say the message was handled without its error.
          refusal = await MainActor.run {
            do throws(ClientEvent.Refusal) {
              try session.receive(text)
              return nil
            } catch {
              session.refuse(error.description)
              return error.description
            }
          }
        case .binary:
          refusal = "binary messages are not events: send JSON text"
        }
        if let refusal {
          refusals += 1
          if refusals > limits.refusals {
            try? await outbound.close(.policyViolation, reason: "too many refused messages")
            return
          }
          if case .binary = message { await MainActor.run { session.refuse(refusal) } }
        }
        wake()
      }
    } catch {
      // A message over the size limit, or a broken frame: the connection
      // is closed by returning.
      try? await outbound.close(.messageTooLarge, reason: "message too large or malformed")
    }
  }
}

/// A token bucket: a burst of events at once, then a steady rate.
struct EventBucket {
  let capacity: Double
  let perSecond: Double
  private var tokens: Double
  private var last = ContinuousClock.now

  init(capacity: Double, perSecond: Double) {
    self.capacity = capacity
    self.perSecond = perSecond
    tokens = capacity
  }

  /// Takes a token; `false` when none is left.
  mutating func take() -> Bool {
    let now = ContinuousClock.now
    let elapsed = now - last
    last = now
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    tokens = min(capacity, tokens + seconds * perSecond)
    guard tokens >= 1 else { return false }
    tokens -= 1
    return true
  }
}
