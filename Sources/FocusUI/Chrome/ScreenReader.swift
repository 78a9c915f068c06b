/// The built-in screen reader every ``Screen`` has: a VoiceOver-style
/// cursor over a window's accessibility elements, drawn as an outline, with
/// each landing announced on a status line and through the host's voice
/// (the terminal's logs and speaks).
///
/// The terminal's `--screen-reader` (or `run(_:screenReader:)`) starts it
/// on, and F2 turns it on and off:
///
/// ```swift
/// let reader = ScreenReader(isOn: true)
/// let screen = Screen(LoginForm(), screenReader: reader)
/// screen.send(.key(.downArrow, .option))             // Alt-↓: next element
/// reader.lastAnnouncement                            // "Username, text field, empty"
/// ```
///
/// Keys, taken before the window sees them:
/// - **F2** turns the reader on and off (always; the window never gets F2).
/// - While it is on: **Alt-↓** moves the cursor to the next element,
///   **Alt-↑** to the previous one, **Alt-Return** (or **Alt-Space**)
///   activates the element under it: a button runs, a toggle flips, a text
///   field takes keyboard focus, an element's default accessibility
///   action runs; on a slider or a stepper **Alt-→** and **Alt-←**
///   increment and decrement it. **Alt-A** chooses the element's next
///   named action (Alt-Return then runs it), **Alt-C** reads its next
///   custom content entry, **Alt-R** picks the next rotor and
///   **Alt-PageDown** / **Alt-PageUp** move to its next and previous
///   entry, **Alt-L** moves to the next element linked with the one under
///   the cursor (``View/accessibilityLinkedGroup(id:in:)``),
///   **Alt-Backspace** runs the escape action where there is one
///   and **Alt-M** the magic tap. Other keys go to the window as usual,
///   so Tab still moves the keyboard focus.
///
/// An `@AccessibilityFocusState` written by the app moves the cursor too, and
/// that landing is announced the same way. Where keyboard focus lands (Tab,
/// a click) is read too, as VoiceOver reads it, without moving the cursor.
/// Every phrase comes from one rule, `SpokenPhrase`: the status line, the
/// voice and a test's transcript say the same words.
///
/// While it is on, the reader keeps the bottom row as its status line
/// (`🔊 Post priority, button`), so the content is laid out one row shorter,
/// and draws its cursor's element underlined, bold and magenta, with `▸`
/// and `◂` beside it where the cells there are empty: unlike the keyboard
/// focus ring, which is drawn inverted. Each announcement also goes to the
/// ``ScreenReaderVoice`` the host gave (the terminal's appends it to the
/// file named by `FOCUSUI_ANNOUNCE_LOG` and speaks it through
/// speech-dispatcher or `espeak-ng`). An app's posted
/// ``AccessibilityNotification/Announcement`` is said the same way, at its
/// priority (``SpeechPriority``).
@MainActor
public final class ScreenReader {
  /// The key that turns the reader on and off.
  package static let toggleKey = KeyEquivalent.f2
  /// What starts the status line.
  package static let marker = "🔊"
  /// The status line before the first announcement.
  package static let hint = "Screen reader: Alt-↓/↑ read · Alt-Return acts · F2 off"
  /// The look of the cursor's element: added to the cells' own style.
  package static func outline(_ style: inout CellStyle) {
    style.foreground = .purple
    style.isBold = true
    style.isUnderlined = true
  }
  /// The look of the markers beside the cursor's element and of the status
  /// line.
  package static let markerStyle = CellStyle(foreground: .purple, isBold: true)

  /// Whether the reader is on.
  public private(set) var isOn: Bool
  /// The last thing announced since the reader was turned on.
  public private(set) var lastAnnouncement: String?
  /// What the status line says after the marker: the last announcement, a
  /// warning, or ``hint``.
  public private(set) var status: String
  /// Where announcements go besides the status line.
  public let voice: (any ScreenReaderVoice)?
  /// Whether the host's own assistive technology does the reading (a
  /// browser's screen reader): the reader then only follows the app's
  /// accessibility focus writes and hands each landing to its voice. It
  /// draws nothing, keeps no status line and takes no keys.
  public let readsThroughHost: Bool

  /// The graph the reader reads.
  private var graph: ViewGraph? { graphLink?.target }
  private var graphLink: ObjectLink<ViewGraph>?
  /// Counts cursor moves, key presses and graph changes: the cached
  /// cursor frame is good while it stays the same.
  private var changes = 0
  private var cachedFrame: (key: FrameKey, frame: Rect?)?
  /// The size of the last screen drawn: clicks on the status line are read
  /// against it.
  private var screenSize = Size.zero

  /// A reader, on or off, announcing through `voice`; with
  /// `readsThroughHost`, one that leaves the reading to the host's own
  /// screen reader (see ``readsThroughHost``).
  ///
  /// ```swift
  /// let reader = ScreenReader(isOn: true)   // status line only
  /// let page = ScreenReader(isOn: true, voice: LiveRegion(), readsThroughHost: true)
  /// ```
  public init(isOn: Bool = false, voice: (any ScreenReaderVoice)? = nil, readsThroughHost: Bool = false) {
    self.isOn = false
    status = Self.hint
    self.voice = voice
    self.readsThroughHost = readsThroughHost
    if isOn { setOn(true) }
  }

  // MARK: - The graph read

  /// Reads `graph` from now on (an app's selected window): the reader
  /// stops listening to the previous one. Returns whether the graph
  /// changed; the graph applies it in its next update.
  ///
  /// ```swift
  /// if reader.read(runtime.selectedGraph!) { runtime.update() }
  /// ```
  @discardableResult
  package func read(_ graph: ViewGraph) -> Bool {
    guard graph !== self.graph else { return false }
    if let old = self.graph { disconnect(old) }
    graphLink = graph.link
    changes += 1
    if isOn { connect(graph) }
    return true
  }

  private func connect(_ graph: ViewGraph) {
    graph.accessibility.announcer = { [weak self] technology, text in
      guard technology == .voiceOver else { return }
      self?.announce(text, priority: .default)
    }
    // A browser's own screen reader reads keyboard focus by itself, and
    // hears the app's announcements from the page's live regions.
    if !readsThroughHost {
      graph.accessibility.focusSpeaker = { [weak self] in self?.speak(focus: $0) }
      graph.accessibility.postedAnnouncer = { [weak self] in self?.announce($0, priority: $1) }
    }
    graph.accessibility.setRunning(.voiceOver, true)
  }

  private func disconnect(_ graph: ViewGraph) {
    graph.accessibility.announcer = nil
    graph.accessibility.postedAnnouncer = nil
    graph.accessibility.focusSpeaker = nil
    graph.accessibility.setRunning(.voiceOver, false)
  }

  // MARK: - On and off

  /// Turns the reader on or off. On, it starts VoiceOver's cursor in the
  /// graph it reads and starts its voice; off, the cursor is cleared.
  ///
  /// ```swift
  /// reader.setOn(true)
  /// ```
  package func setOn(_ isOn: Bool) {
    guard isOn != self.isOn else { return }
    self.isOn = isOn
    changes += 1
    if isOn {
      lastAnnouncement = nil
      status = voice?.start() ?? Self.hint
      if let graph { connect(graph) }
      voice?.say("Screen reader on", isAnnouncement: false, priority: .default)
    } else {
      if let graph { disconnect(graph) }
      voice?.say("Screen reader off", isAnnouncement: false, priority: .default)
    }
  }

  /// Says where keyboard focus landed: on the status line and through the
  /// voice, but not in the announcement log, which keeps what the app and
  /// the cursor announced.
  private func speak(focus text: String) {
    changes += 1
    guard isOn else { return }
    lastAnnouncement = text
    status = text
    voice?.say(text, isAnnouncement: false, priority: .default)
  }

  private func announce(_ text: String, priority: SpeechPriority) {
    changes += 1
    guard isOn else { return }
    lastAnnouncement = text
    status = text
    voice?.say(text, isAnnouncement: true, priority: priority)
  }

  // MARK: - Keys

  /// Handles a key meant for the reader: F2 always; while it is on,
  /// Alt-↓, Alt-↑, Alt-Return, Alt-Space, Alt-A, Alt-C, Alt-R, Alt-M, Alt-L and
  /// Alt-←/→, Alt-PageUp/PageDown and Alt-Backspace where they apply.
  /// Returns whether it took the key; the window gets the others.
  ///
  /// ```swift
  /// if reader.handleKey(key, modifiers: modifiers) { return }   // the screen's first step
  /// ```
  @discardableResult
  package func handleKey(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool {
    guard !readsThroughHost else { return false }
    if key == Self.toggleKey, modifiers.isEmpty {
      setOn(!isOn)
      return true
    }
    guard isOn, modifiers == .option, let graph else { return false }
    let accessibility = graph.accessibility
    switch key {
    case .downArrow: accessibility.moveNext(.voiceOver)
    case .upArrow: accessibility.movePrevious(.voiceOver)
    case .return, .space: accessibility.activate(.voiceOver)
    case .rightArrow, .leftArrow:
      // Only on a slider or a stepper: elsewhere Alt-←/→ switch tabs.
      guard accessibility.adjust(.voiceOver, up: key == .rightArrow) else { return false }
    case .pageDown, .pageUp:
      guard accessibility.moveToRotorEntry(.voiceOver, backward: key == .pageUp) else { return false }
    case .delete:
      // Only where an escape action is: elsewhere Alt-Backspace edits.
      guard accessibility.performEscape(.voiceOver) else { return false }
    // Where there is nothing to do, the key is the window's.
    case KeyEquivalent("a"): guard accessibility.selectNextAction(.voiceOver) else { return false }
    case KeyEquivalent("c"): guard accessibility.readNextCustomContent(.voiceOver) else { return false }
    case KeyEquivalent("r"): guard accessibility.selectNextRotor(.voiceOver) else { return false }
    case KeyEquivalent("m"): guard accessibility.performMagicTap(.voiceOver) else { return false }
    case KeyEquivalent("l"): guard accessibility.moveToLinkedElement(.voiceOver) else { return false }
    default: return false
    }
    changes += 1
    return true
  }

  /// Whether `point` is on the status line of the last screen drawn: a
  /// click there is no click in the window.
  package func isOnStatusLine(_ point: Point) -> Bool {
    isOn && !readsThroughHost && screenSize.height > 0 && point.y == screenSize.height - 1
  }

  // MARK: - Drawing

  /// The size the window is laid out in on a screen (or area) of `size`:
  /// one row shorter while the reader is on.
  ///
  /// ```swift
  /// graph.layout(in: reader.contentSize(in: size))
  /// ```
  package func contentSize(in size: Size) -> Size {
    guard isOn, !readsThroughHost else { return size }
    return Size(width: size.width, height: max(0, size.height - 1))
  }

  /// Draws the cursor's outline over the graph's content, which is drawn
  /// in `content` of `canvas`, and the status line on the bottom row.
  /// Off, it draws nothing. Also gives the voice its tick.
  ///
  /// ```swift
  /// canvas.draw(graph.render(), at: Point(x: 0, y: 2))
  /// reader.draw(into: &canvas, content: Rect(x: 0, y: 2, width: 80, height: 21))
  /// ```
  package func draw(into canvas: inout Canvas, content: Rect) {
    voice?.tick()
    screenSize = canvas.size
    guard isOn, !readsThroughHost else { return }
    if let graph, let frame = cursorFrame(in: graph, screen: canvas) {
      let origin = Point(x: frame.minX + content.minX, y: frame.minY + content.minY)
      drawOutline(Rect(origin: origin, size: frame.size), into: &canvas, content: content)
    }
    drawStatusLine(into: &canvas)
  }

  /// The frame of the cursor's element, computed again only when
  /// something that could move it changed.
  private func cursorFrame(in graph: ViewGraph, screen: Canvas) -> Rect? {
    let key = FrameKey(
      graph: ObjectIdentifier(graph), changes: changes, layoutPasses: graph.stats.layoutPasses, screen: screen)
    if let cachedFrame, cachedFrame.key == key { return cachedFrame.frame }
    let frame = graph.accessibility.cursor(of: .voiceOver)?.frame
    cachedFrame = (key, frame)
    return frame
  }

  private struct FrameKey: Equatable {
    var graph: ObjectIdentifier
    var changes: Int
    var layoutPasses: Int
    /// What was drawn before the reader's marks: a scroll or a change of
    /// content shows here.
    var screen: Canvas
  }

  private func drawOutline(_ frame: Rect, into canvas: inout Canvas, content: Rect) {
    let visible = content.intersection(Rect(origin: .zero, size: canvas.size))
    guard !visible.isEmpty else { return }
    canvas.clipped(to: visible) { canvas in
      canvas.restyle(frame, Self.outline)
      let row = max(frame.minY, visible.minY)
      guard row < visible.maxY, row < max(frame.maxY, frame.minY + 1) else { return }
      let left = Point(x: frame.minX - 1, y: row)
      if visible.contains(left), Self.isBlank(canvas[left.x, left.y]) {
        canvas.draw("▸", at: left, style: Self.markerStyle)
      }
      let right = Point(x: frame.maxX, y: row)
      if visible.contains(right), Self.isBlank(canvas[right.x, right.y]) {
        canvas.draw("◂", at: right, style: Self.markerStyle)
      }
    }
  }

  private static func isBlank(_ cell: Canvas.Cell) -> Bool {
    cell.character == " " && !cell.isContinuation && cell.style == .plain
  }

  private func drawStatusLine(into canvas: inout Canvas) {
    let row = canvas.size.height - 1
    guard row >= 0, canvas.size.width > 0 else { return }
    canvas.fill(Rect(x: 0, y: row, width: canvas.size.width, height: 1), with: " ", style: Self.markerStyle)
    canvas.draw("\(Self.marker) \(status)", at: Point(x: 0, y: row), style: Self.markerStyle)
  }
}
