/// Drives one assistive technology in a ``TestHost``, as a user of it
/// would: start it, move its cursor, activate what it is on, hear what it
/// announces.
///
/// ```swift
/// let voiceOver = host.assistiveTechnology(.voiceOver)
/// voiceOver.isRunning = true
/// voiceOver.moveNext()
/// #expect(voiceOver.announcements.last == "Inbox, heading")
/// voiceOver.activate()
/// ```
/// Its cursor is separate from keyboard focus: moving one never moves the
/// other. A technology that isn't running ignores moves and activation.
@MainActor
public final class AssistiveTechnologyDriver {
  private let host: TestHost
  /// The technology driven: `.voiceOver` or `.switchControl`.
  public let technology: AccessibilityTechnologies

  init(host: TestHost, technology: AccessibilityTechnologies) {
    self.host = host
    self.technology = technology
  }

  /// Whether the technology runs; set it to start or stop it.
  public var isRunning: Bool {
    get { host.accessibility.isRunning(technology) }
    set {
      host.accessibility.setRunning(technology, newValue)
      host.settleForDriver()
    }
  }

  /// Moves the cursor to the next element (Switch Control: scans to the
  /// next actionable one, wrapping) and announces it.
  public func moveNext() {
    host.accessibility.moveNext(technology)
    host.settleForDriver()
  }

  /// Moves the cursor to the previous element and announces it.
  public func movePrevious() {
    host.accessibility.movePrevious(technology)
    host.settleForDriver()
  }

  /// Switch Control's scan: ``moveNext()``.
  public func scan() { moveNext() }

  /// Activates the element under the cursor: a button runs, a toggle
  /// flips, a text field takes keyboard focus.
  public func activate() {
    host.accessibility.activate(technology)
    host.settleForDriver()
  }

  /// Increments the adjustable element under the cursor (a slider, a
  /// stepper), as VoiceOver's swipe up does; nothing on another element.
  public func increment() {
    host.accessibility.adjust(technology, up: true)
    host.settleForDriver()
  }

  /// Decrements the adjustable element under the cursor, as VoiceOver's
  /// swipe down does.
  public func decrement() {
    host.accessibility.adjust(technology, up: false)
    host.settleForDriver()
  }

  /// Switch Control's select: ``activate()``.
  public func select() { activate() }

  /// The element the cursor is on.
  public var focusedElement: AccessibilityElement? {
    host.settleForDriver()
    return host.accessibility.cursor(of: technology)
  }

  /// Everything the technology announced, oldest first.
  public var announcements: [String] {
    host.accessibility.announcements(of: technology)
  }
}
