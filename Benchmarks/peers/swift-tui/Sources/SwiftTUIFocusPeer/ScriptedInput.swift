@_spi(Runners) import SwiftTUIRuntime

/// Input for the run loop that the benchmark writes to, as a terminal's
/// reader would deliver decoded keys and clicks.
@MainActor
final class ScriptedInput: TerminalInputReading {
  private var continuation: AsyncStream<InputEvent>.Continuation?
  private var early: [InputEvent] = []

  nonisolated init() {}

  func send(_ event: InputEvent) {
    if let continuation {
      continuation.yield(event)
    } else {
      early.append(event)
    }
  }

  /// Ends the stream: the run loop's session then returns.
  func finish() {
    continuation?.finish()
  }

  nonisolated func inputEvents() -> AsyncStream<InputEvent> {
    let (stream, continuation) = AsyncStream<InputEvent>.makeStream()
    MainActor.assumeIsolated {
      self.continuation = continuation
      for event in early { continuation.yield(event) }
      early.removeAll()
    }
    return stream
  }
}
