/// Drives one of the simulated assistive technologies of a headless
/// device (a ``HeadlessHost``, or the `TestHost` that drives one), as a
/// user of it would: start it, move its cursor, activate what it is on,
/// hear what it announces.
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
  private let host: HeadlessHost
  /// The technology driven: `.voiceOver` or `.switchControl`.
  public let technology: AccessibilityTechnologies

  init(host: HeadlessHost, technology: AccessibilityTechnologies) {
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

  // MARK: - Actions

  /// Runs the custom action named `name` of the element under the cursor
  /// (``View/accessibilityAction(named:_:)``), as VoiceOver's actions
  /// rotor does; returns whether the element has it.
  ///
  /// ```swift
  /// voiceOver.performAction(named: "Delete")
  /// ```
  @discardableResult
  public func performAction(named name: String) -> Bool {
    defer { host.settleForDriver() }
    return host.accessibility.performAction(named: name, by: technology)
  }

  /// Chooses the next custom action of the element under the cursor and
  /// announces it (after the last, plain activation again); ``activate()``
  /// then runs it. The terminal reader's Alt-A.
  public func selectNextAction() {
    host.accessibility.selectNextAction(technology)
    host.settleForDriver()
  }

  /// VoiceOver's escape gesture: runs the `.escape` action of the element
  /// under the cursor; returns whether there is one.
  @discardableResult
  public func performEscape() -> Bool {
    defer { host.settleForDriver() }
    return host.accessibility.performEscape(technology)
  }

  /// VoiceOver's magic tap: runs the `.magicTap` action of the element
  /// under the cursor, else the first in the window; returns whether
  /// there is one.
  @discardableResult
  public func performMagicTap() -> Bool {
    defer { host.settleForDriver() }
    return host.accessibility.performMagicTap(technology)
  }

  /// Announces the next entry of the custom content of the element under
  /// the cursor, as VoiceOver's "More Content" rotor does (the terminal
  /// reader's Alt-C).
  public func readNextCustomContent() {
    host.accessibility.readNextCustomContent(technology)
    host.settleForDriver()
  }

  // MARK: - Rotors

  /// The names of the rotors offered now: the app's, then the
  /// technology's own (Headings, Links, Text Fields, Images).
  public var rotors: [String] {
    host.settleForDriver()
    return host.accessibility.rotorNames()
  }

  /// The labels of the entries of the rotor named `name`.
  public func rotorEntries(_ name: String) -> [String] {
    host.settleForDriver()
    return host.accessibility.rotorEntryLabels(name)
  }

  /// Moves the cursor to the next entry of the rotor named `name` and
  /// announces the element there; returns whether it moved.
  ///
  /// ```swift
  /// voiceOver.moveToNextEntry(ofRotor: "VIPs")
  /// #expect(voiceOver.focusedElement?.label == "Lunch?")
  /// ```
  @discardableResult
  public func moveToNextEntry(ofRotor name: String) -> Bool {
    defer { host.settleForDriver() }
    return host.accessibility.moveToRotorEntry(technology, rotor: name, backward: false)
  }

  /// Moves the cursor to the previous entry of the rotor named `name`.
  @discardableResult
  public func moveToPreviousEntry(ofRotor name: String) -> Bool {
    defer { host.settleForDriver() }
    return host.accessibility.moveToRotorEntry(technology, rotor: name, backward: true)
  }

  /// Moves the cursor to the next element linked with the one under it
  /// (``View/accessibilityLinkedGroup(id:in:)``), after the last to the
  /// first: the terminal reader's Alt-L. Returns whether it moved.
  ///
  /// ```swift
  /// voiceOver.moveToLinkedElement()
  /// #expect(voiceOver.focusedElement?.label == "Reply to Ada")
  /// ```
  @discardableResult
  public func moveToLinkedElement() -> Bool {
    defer { host.settleForDriver() }
    return host.accessibility.moveToLinkedElement(technology)
  }

  /// The element the cursor is on.
  public var focusedElement: AccessibilityElement? {
    host.settleForDriver()
    return host.accessibility.cursor(of: technology)
  }

  /// Everything the technology announced, oldest first.
  public var announcements: [String] {
    host.accessibility.announcements(of: technology)
  }

  /// What a user of the technology heard while it ran, oldest first: each
  /// landing of its cursor, each announcement the app posted and, for
  /// VoiceOver, each view keyboard focus landed on (Tab, a click), which a
  /// screen reader reads without moving its cursor.
  ///
  /// ```swift
  /// let voiceOver = host.assistiveTechnology(.voiceOver)
  /// voiceOver.isRunning = true
  /// host.press(.tab)
  /// host.press(.tab)
  /// #expect(voiceOver.transcript == ["Username, text field, empty", "Password, secure text field, empty"])
  /// ```
  /// Every phrase comes from one rule: the name, the kind, the state
  /// ("Remember me, switch, off", "Recipes, list, 12 items"), the same
  /// words the terminal's screen reader speaks and logs, and the name,
  /// role and state the browser's page gives its elements.
  public var transcript: [String] {
    host.settleForDriver()
    return host.accessibility.transcript(of: technology)
  }
}

extension HeadlessHost {
  /// A driver for `technology` (`.voiceOver` or `.switchControl`) in this
  /// device; it is not running until you set
  /// ``AssistiveTechnologyDriver/isRunning``.
  ///
  /// ```swift
  /// let voiceOver = device.assistiveTechnology(.voiceOver)
  /// voiceOver.isRunning = true
  /// ```
  public func assistiveTechnology(_ technology: AccessibilityTechnologies) -> AssistiveTechnologyDriver {
    if technology != .voiceOver, technology != .switchControl {
      diagnostics.warn(
        "TestHost.assistiveTechnology(_:): pass one technology, .voiceOver or .switchControl; using the first given.")
    }
    let single = AccessibilityTechnologies.each.first { technology.contains($0) } ?? .voiceOver
    return AssistiveTechnologyDriver(host: self, technology: single)
  }
}
