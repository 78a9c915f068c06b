import FocusEngine
import FocusUI

/// One browser tab: its own window, with its own state, and what its page
/// shows so far.
///
/// The session owns a ``Screen``, the one event path every host uses: a
/// message from the page becomes an ``InputEvent`` sent there, and
/// ``patch()`` tells the page what changed since the last patch: the rows
/// of cells drawn differently, the elements added, changed or gone, where
/// keyboard focus and the caret are, where the app moved accessibility
/// focus, and what to announce.
///
/// ```swift
/// let session = WebWindow(screen: Screen(LoginForm(), screenReader: WebWindow.reader()))
/// try session.receive(#"{"type":"key","key":"Tab"}"#)
/// session.patch()   // {"focus":"n12","rows":[…]}
/// ```
@MainActor
final class WebWindow {
  let screen: Screen
  private let voice: LiveRegionVoice
  /// What the page has: the last canvas, elements by key and in order,
  /// focus, caret and accessibility focus.
  private var shown: Canvas?
  /// The offset of each scroll view the last patch showed.
  private var scrollOffsets: [NodeID: Point] = [:]
  private var nodes: [String: DOMNode] = [:]
  private var order: [String] = []
  private var focus: String?
  private var caret: Int?
  private var accessibilityFocus: NodeID?
  /// What the page was last told: a sheet or an alert is up; the
  /// directions Tab leaves it in.
  private var isShowingModal = false
  private var exits: [String]?
  private var hasEnded = false
  private var styles: [CellStyle: String] = [:]
  private var refusals: [String] = []
  /// How many messages came, and how many the last patch said were
  /// handled: every message is answered, even one that changed nothing, so
  /// that a client can tell when its events were handled.
  private var received = 0
  private var answered = 0

  /// The reader a session's screen needs: the browser's screen reader
  /// reads, ours follows the app's accessibility focus writes.
  static func reader() -> ScreenReader {
    ScreenReader(isOn: true, voice: LiveRegionVoice(), readsThroughHost: true)
  }

  /// A session showing `screen`, whose reader comes from ``reader()``.
  init(screen: Screen) {
    self.screen = screen
    voice = screen.screenReader.voice as? LiveRegionVoice ?? LiveRegionVoice()
  }

  // MARK: - Input

  /// Routes the event `message` describes through the screen, or throws
  /// why it was refused (the page hears it as an error).
  func receive(_ message: String) throws(ClientEvent.Refusal) {
    received += 1
    let event: InputEvent
    switch try ClientEvent.parse(message).request() {
    case .accessibility(let request):
      try perform(request)
      return
    case .input(let input):
      event = input
    }
    switch event {
    case .focusElement(let id) where !isShown(id):
      throw ClientEvent.Refusal(description: "no element \(DOMNode.elementKey(id)) on the page")
    case .key, .text, .paste, .click:
      // The page moved its focus back to the keyboard's element before
      // sending this, and the screen's reader follows it there
      // (FrameSemantics.readerReturnedTo).
      screen.send(event)
    default:
      screen.send(event)
    }
  }

  /// Runs what a browser screen reader asked of an element, as one event.
  private func perform(_ request: ClientEvent.AccessibilityRequest) throws(ClientEvent.Refusal) {
    let (key, event): (String, InputEvent) =
      switch request {
      case .action(let id, let index): ("a\(id.rawValue)-\(index)", .accessibilityAction(id, index: index))
      case .activate(let id): (DOMNode.elementKey(id), .activate(id))
      }
    guard nodes[key] != nil else { throw ClientEvent.Refusal(description: "no element \(key) on the page") }
    screen.send(event)
  }

  /// Starts a page over: the next patch carries the whole window (every
  /// row, element, focus and caret) and the count of messages handled, as
  /// for a page that has nothing — one that reloaded, or reconnected after
  /// patches were lost with its connection.
  func resendEverything() {
    shown = nil
    nodes = [:]
    order = []
    focus = nil
    caret = nil
    accessibilityFocus = nil
    isShowingModal = false
    exits = nil
    answered = -1
  }

  /// What the next patch tells a page that just connected: the window's
  /// id, for reconnecting, and how it got the window.
  func greet(window: String, attachment: WebWindows.Attachment) {
    greeting = (window, attachment)
    answered = -1
  }

  private var greeting: (window: String, attachment: WebWindows.Attachment)?

  private func isShown(_ id: NodeID) -> Bool { nodes[DOMNode.elementKey(id)] != nil }

  /// Whether messages came since the last patch: the next one answers
  /// them, and goes out at once.
  var hasUnansweredMessages: Bool { received != answered }

  /// Tells the page, with the next patch, that a message was refused.
  func refuse(_ reason: String) {
    refusals.append(reason)
  }

  // MARK: - Output

  /// What changed since the last patch, as the JSON the page applies, with
  /// the count of messages handled when one came (`{"handled":3}` when that is
  /// all); `nil` when nothing changed and no message came.
  func patch() -> String? {
    var patch = WebPatch()
    let frame = screen.frame(in: screen.size, semantics: true)
    let canvas = frame.canvas
    if shown?.size != canvas.size {
      patch.size = WebPatch.PageSize(columns: canvas.size.width, rows: canvas.size.height)
      shown = nil
    }
    // A scroll view that scrolled moves its rows on the page as they are.
    var candidates: [CanvasRows.Shift] = []
    var offsets: [NodeID: Point] = [:]
    for (id, scroll) in frame.semantics?.scrolls ?? [:] {
      offsets[id] = scroll.offset
      guard let last = scrollOffsets[id], last.x == scroll.offset.x, last.y != scroll.offset.y else { continue }
      let top = (frame.semantics?.top ?? 0) + scroll.frame.minY
      candidates.append(CanvasRows.Shift(top: top, bottom: top + scroll.frame.height, by: scroll.offset.y - last.y))
    }
    scrollOffsets = offsets
    (patch.shift, patch.rows) = CanvasRows.changed(from: shown, to: canvas, shifting: candidates, styles: &styles)
    shown = canvas
    if let semantics = frame.semantics { diffNodes(semantics, into: &patch) }
    if frame.isFinished, !hasEnded {
      hasEnded = true
      patch.ended = true
    }
    patch.say = voice.takeAnnouncements()
    if let semantics = frame.semantics {
      // The app's announcements, by priority: a polite one waits for the
      // screen reader, the others interrupt it.
      for announcement in semantics.announcements {
        if announcement.priority.interrupts {
          patch.alert.append(announcement.text)
        } else {
          patch.say.append(announcement.text)
        }
      }
      if semantics.isShowingModal != isShowingModal {
        isShowingModal = semantics.isShowingModal
        patch.modal = isShowingModal
      }
      let exits = [semantics.tabExits.forward ? "forward" : nil, semantics.tabExits.backward ? "backward" : nil]
        .compactMap { $0 }
      if exits != self.exits {
        self.exits = exits
        patch.exits = exits
      }
    }
    patch.errors = refusals
    refusals = []
    if received != answered {
      answered = received
      patch.handled = received
    }
    if let greeting {
      patch.version = WireProtocol.version
      patch.window = greeting.window
      patch.resumed = greeting.attachment == .resumed
      patch.expired = greeting.attachment == .replacedExpired
      self.greeting = nil
    }
    return patch.isEmpty ? nil : patch.json()
  }

  private func diffNodes(_ frame: FrameSemantics, into patch: inout WebPatch) {
    let top = frame.top
    var next: [DOMNode] = []
    var focused: String?
    for (index, entry) in frame.menuEntries.enumerated() {
      let node = DOMNode(entry, index: index)
      next.append(node)
      if case .item(_, true) = entry.kind { focused = node.key }
    }
    // Apart: a list can itself be the row of the list around it.
    var rows = Set<NodeID>()
    var lists = Set<NodeID>()
    var tabLists = Set<NodeID>()
    // The key of the structure element `id` sits in (a tab bar's tab
    // list, a list's row), made, with the structures around it, before
    // the first element in it: rows come in reading order, each row's
    // elements together.
    func parentKey(of id: NodeID) -> String? { key(of: frame.containers[id]) }
    func key(of container: FrameContainer?) -> String? {
      switch container {
      case nil:
        return nil
      case .tabList(let bar):
        if tabLists.insert(bar).inserted {
          next.append(DOMNode.tabList(bar, parent: key(of: frame.tabListContainers[bar])))
        }
        return DOMNode.tabListKey(bar)
      case .row(let row, let list):
        if !rows.contains(row) {
          if lists.insert(list).inserted { next.append(DOMNode.list(list, parent: parentKey(of: list))) }
          rows.insert(row)
          next.append(DOMNode.listItem(row, in: list))
        }
        return "r\(row.rawValue)"
      }
    }
    // Elements in a scroll view (and in no list or tab bar) sit in its
    // box, placed in its content: a scroll sets the box's offset, and the
    // elements that stayed in view are not sent again.
    var scrollBoxes = Set<NodeID>()
    // The linked groups of the elements (accessibilityLinkedGroup), by key.
    var linked: [String: String] = [:]
    for shown in frame.elements {
      var node = DOMNode(shown.element, accessibility: shown.accessibility, focusable: shown.isInFocusOrder, top: top)
      if let group = shown.accessibility?.linkedGroup { linked[node.key] = group }
      node.parent = parentKey(of: shown.element.id)
      node.inert = shown.isInert
      var actions: [DOMNode] = []
      if let described = shown.accessibility { actions = DOMNode.actions(of: described, top: top, parent: node.parent) }
      if node.parent == nil, let id = shown.scroll, let scroll = frame.scrolls[id] {
        if scrollBoxes.insert(id).inserted { next.append(DOMNode.scroll(scroll, top: top)) }
        node.place(in: scroll, top: top)
        for index in actions.indices { actions[index].place(in: scroll, top: top) }
      }
      next.append(node)
      next += actions
      if shown.element.isFocused, focused == nil { focused = node.key }
    }
    // Groups, combined elements and representations: accessibility
    // elements no view draws.
    for element in frame.undrawnAccessibility {
      next.append(DOMNode(group: element, top: top))
      if let group = element.linkedGroup { linked[DOMNode.elementKey(element.id)] = group }
      next += DOMNode.actions(of: element, top: top, parent: nil)
    }
    if let readingOrder = frame.readingOrder { sortByReadingOrder(&next, rank: readingOrder) }
    if !linked.isEmpty { DOMNode.linkFlows(&next, groups: linked) }
    var seen = Set<String>()
    var keys: [String] = []
    for node in next where seen.insert(node.key).inserted {
      keys.append(node.key)
      if nodes[node.key] != node {
        patch.set.append(node)
        nodes[node.key] = node
      }
    }
    for key in order where !seen.contains(key) {
      patch.remove.append(key)
      nodes[key] = nil
    }
    if keys != order {
      order = keys
      patch.order = keys
    }
    if focused != focus {
      focus = focused
      patch.focus = .some(focused)
    }
    let caret = frame.caret.flatMap { DOMNode.elementKey($0.field) == focused ? $0.offset : nil }
    if caret != self.caret || (caret != nil && patch.focus != nil) {
      self.caret = caret
      patch.caret = caret
    }
    // The reader's return to the keyboard's view is no move to report.
    if let returned = frame.readerReturnedTo { accessibilityFocus = returned }
    let cursor = frame.accessibilityCursor
    if cursor != accessibilityFocus {
      accessibilityFocus = cursor
      if let cursor, nodes[DOMNode.elementKey(cursor)] != nil { patch.accessibilityFocus = DOMNode.elementKey(cursor) }
    }
  }
}

extension WebWindow {
  /// Puts the page's elements in reading order where sort priorities
  /// change it (the page's order is what a browser's screen reader
  /// reads): each element, and the action buttons after it, at the place
  /// of its accessibility element; the menu bar first, elements with no
  /// accessibility element (hidden ones) after those around them.
  func sortByReadingOrder(_ nodes: inout [DOMNode], rank byID: [NodeID: Int]) {
    var rank: [String: Int] = [:]
    for (id, index) in byID { rank[DOMNode.elementKey(id)] = index }
    var last = -1
    let keyed = nodes.enumerated().map { offset, node -> (rank: Int, offset: Int, node: DOMNode) in
      if node.kind == .menuTitle || node.kind == .menuItem { return (-1, offset, node) }
      let own = DOMNode.action(node.key).map { DOMNode.elementKey($0.element) } ?? node.key
      if let position = rank[own] { last = position }
      return (last, offset, node)
    }
    nodes = keyed.sorted { ($0.rank, $0.offset) < ($1.rank, $1.offset) }.map(\.node)
  }
}

/// Where a session's reader sends what it announces: the page's
/// `aria-live` region, with the next patch.
@MainActor
final class LiveRegionVoice: ScreenReaderVoice {
  private var pending: [String] = []

  func start() -> String? { nil }
  func say(_ text: String, isAnnouncement: Bool, priority: SpeechPriority) {
    if isAnnouncement { pending.append(text) }
  }
  func tick() {}

  func takeAnnouncements() -> [String] {
    defer { pending = [] }
    return pending
  }
}
