/// When a host draws its next frame: at most one per display interval
/// while work keeps coming, and at once for input that found the host
/// idle.
///
/// A host takes all the input that has arrived and all the main-actor work
/// that is ready, then draws one frame. While changes keep coming — a task
/// that changes a model in a loop, a flood of pasted keystrokes, a model
/// changed from another thread — the pacer holds frames to one per
/// ``interval``, so the app runs at the engine's speed rather than the
/// frame rate. A key that arrives while the host waits for input is drawn
/// at once, whenever the last frame was: nothing else waits behind it, and
/// that frame is the latency a typist feels.
///
/// ```swift
/// var pacer = FramePacer(framesPerSecond: 120)
/// if needsFrame, answersIdleInput || pacer.isDue(at: .now) {
///   draw()
///   pacer.didDraw(at: .now)
/// }
/// let wait = needsFrame ? pacer.timeUntilDue(at: .now) : nil  // how long the host may sleep
/// ```
///
/// The rate is 120 frames a second unless the host is told otherwise
/// (`TerminalHost.framesPerSecond`, `WebHost.framesPerSecond`) or the
/// environment variable `FOCUSUI_FRAME_RATE` gives another (see
/// ``framesPerSecond(environment:)``).
public struct FramePacer: Sendable {
  /// The frames a second when nothing says otherwise: a fast display's.
  public static let defaultFramesPerSecond = 120

  /// The environment variable that sets the frame rate of every host.
  public static let environmentKey = "FOCUSUI_FRAME_RATE"

  /// The shortest time between two paced frames.
  public let interval: Duration

  private var lastFrame: ContinuousClock.Instant?

  /// A pacer drawing at most `framesPerSecond` frames a second (at least
  /// 1, at most 10,000).
  public init(framesPerSecond: Int = FramePacer.defaultFramesPerSecond) {
    let rate = min(10_000, max(1, framesPerSecond))
    interval = .nanoseconds(1_000_000_000 / rate)
  }

  /// The frame rate `environment` asks for in `FOCUSUI_FRAME_RATE` (a whole
  /// number of frames a second, 1 to 10,000), or
  /// ``defaultFramesPerSecond`` when it is unset or not a number.
  ///
  /// ```swift
  /// FramePacer.framesPerSecond(environment: ["FOCUSUI_FRAME_RATE": "60"])  // 60
  /// ```
  public static func framesPerSecond(environment: [String: String]) -> Int {
    guard let text = environment[environmentKey], let rate = Int(text), rate > 0 else {
      return defaultFramesPerSecond
    }
    return min(10_000, rate)
  }

  /// Whether a paced frame may be drawn at `now`: an interval has passed
  /// since the last one (or none was drawn yet).
  public func isDue(at now: ContinuousClock.Instant) -> Bool {
    guard let lastFrame else { return true }
    return now - lastFrame >= interval
  }

  /// How long until a paced frame may be drawn (zero when it may now).
  public func timeUntilDue(at now: ContinuousClock.Instant) -> Duration {
    guard let lastFrame else { return .zero }
    return max(.zero, interval - (now - lastFrame))
  }

  /// Notes a frame drawn at `now`.
  public mutating func didDraw(at now: ContinuousClock.Instant) {
    lastFrame = now
  }
}
