import FocusEngine
import FocusUI

/// One element the browser client keeps in its page: a text, a control, an
/// accessibility group or a menu entry, placed over the cells the window
/// drew.
///
/// The client draws the window's cells itself (hidden from assistive
/// technologies) and lays these elements over them, transparent: their
/// text is what a screen reader reads, their `tabindex` what the browser's
/// Tab would visit, and the browser's focus ring shows on them.
///
/// ```swift
/// DOMNode(key: "n12", kind: .field, name: "Username", x: 0, y: 3, width: 60)
/// // {"key":"n12","kind":"field","name":"Username","x":0,"y":3,"width":60}
/// // <input type="text" aria-label="Username" style="left: 0ch; top: 3lh">
/// ```
struct DOMNode: Equatable, Encodable {
  /// Which HTML element the client makes.
  enum Kind: String, Encodable, CaseIterable {
    case text, heading, field, secure, button, toggle, divider, picker, menu, disclosure, image, slider, stepper,
      link, progress, group
    /// A tab of a ``TabView``'s bar: `role="tab"`, `aria-selected`.
    case tab
    /// A title of the menu bar, and an item of its open menu.
    case menuTitle, menuItem
    /// A ``List`` and one of its rows: no box of their own, only the
    /// structure the elements of the rows sit in.
    case list, listItem
    /// A named accessibility action of the element before it: a button
    /// that runs it (``View/accessibilityAction(named:_:)``).
    case action
    /// A ``TabView``'s bar: the structure its tabs sit in
    /// (`role="tablist"`).
    case tabList
    /// A scroll view's box: the elements in it are placed in its content,
    /// moved by its ``offset``, so scrolling moves the box's content, not
    /// each element.
    case scroll
  }

  /// `n` and the node's id, or `m` and a menu entry's place.
  var key: String
  var kind: Kind
  /// The accessible name.
  var name: String
  /// A field's text, a toggle's "on", a slider's value.
  var value: String?
  /// A menu item's keyboard shortcut, as keys rather than the text the
  /// menu shows: the page makes `aria-keyshortcuts` of it.
  var shortcut: WireShortcut?
  /// The hint, as the element's description.
  var hint: String?
  var x: Int
  var y: Int
  var width: Int
  var height: Int = 1
  /// In the focus order: `tabindex="0"`, else none.
  var focusable = false
  var disabled = false
  /// A selected row or option, a highlighted menu item.
  var selected = false
  /// Covered by an element it was combined into, or hidden from
  /// accessibility: `aria-hidden`.
  var hidden = false
  /// A menu title whose menu is open; a disclosure group that is.
  var expanded: Bool?
  /// The key of the element this one sits in: a list's row, or the row of
  /// an outer list for a list, or a tab bar's tab list for a tab; `nil`
  /// for the page's own layers.
  var parent: String?
  /// ``View/accessibilityIdentifier(_:)``: the element's `data-testid`.
  var testID: String?
  /// ``View/accessibilityCustomContent(_:_:importance:)``, one "label:
  /// value" line per entry: the element's description (`aria-describedby`).
  var customContent: [String]?
  /// The key of the element naming this one
  /// (``View/accessibilityLabeledPair(role:id:in:)``): `aria-labelledby`.
  var labeledBy: String?
  /// Whether a screen reader's click runs the element's accessibility
  /// activation (a default ``View/accessibilityAction(_:_:)``, a
  /// representation's control) instead of a click on the cells.
  var activates = false
  /// A scroll box's offset, `[columns, rows]` scrolled past: its elements'
  /// `x` and `y` are in its content, this much above and left of the box.
  var offset: [Int]?
  /// Behind a sheet or an alert: `inert`, so neither Tab nor a screen
  /// reader's own cursor reaches it.
  var inert = false
  /// How a screen reader should speak the element, in CSS Speech's words
  /// (`speak-as`): "spell-out" (``View/speechSpellsOutCharacters(_:)``),
  /// "literal-punctuation" (``View/speechAlwaysIncludesPunctuation(_:)``),
  /// or both: the element's `data-speak-as`. Browsers implement no CSS
  /// Speech; the name stays as it is, for braille displays.
  var speakAs: String?
  /// ``View/speechAdjustedPitch(_:)`` as CSS Speech's `voice-pitch`
  /// (`x-low` … `x-high`): the element's `data-voice-pitch`.
  var voicePitch: String?
  /// ``View/speechAnnouncementsQueued(_:)``: a polite live region
  /// (`aria-live="polite"`), whose changes wait for the speech under way.
  var politeLive = false
  /// The key of the next element linked with this one
  /// (``View/accessibilityLinkedGroup(id:in:)``): `aria-flowto`.
  var flowTo: String?

  /// The field names: the schema's `node`, checked by a test.
  enum CodingKeys: String, CodingKey, CaseIterable {
    case key, kind, name, value, hint, shortcut, x, y, width, height, focusable, disabled, selected, hidden,
      expanded, parent, testID, customContent, labeledBy, activates, offset, inert, speakAs, voicePitch,
      politeLive, flowTo
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(key, forKey: .key)
    try container.encode(kind, forKey: .kind)
    try container.encode(name, forKey: .name)
    try container.encodeIfPresent(value, forKey: .value)
    try container.encodeIfPresent(hint, forKey: .hint)
    try container.encodeIfPresent(shortcut, forKey: .shortcut)
    try container.encode(x, forKey: .x)
    try container.encode(y, forKey: .y)
    try container.encode(width, forKey: .width)
    if height != 1 { try container.encode(height, forKey: .height) }
    // Flags only when set: most elements have none.
    if focusable { try container.encode(true, forKey: .focusable) }
    if disabled { try container.encode(true, forKey: .disabled) }
    if selected { try container.encode(true, forKey: .selected) }
    if hidden { try container.encode(true, forKey: .hidden) }
    try container.encodeIfPresent(expanded, forKey: .expanded)
    try container.encodeIfPresent(parent, forKey: .parent)
    try container.encodeIfPresent(testID, forKey: .testID)
    try container.encodeIfPresent(customContent, forKey: .customContent)
    try container.encodeIfPresent(labeledBy, forKey: .labeledBy)
    if activates { try container.encode(true, forKey: .activates) }
    try container.encodeIfPresent(offset, forKey: .offset)
    if inert { try container.encode(true, forKey: .inert) }
    try container.encodeIfPresent(speakAs, forKey: .speakAs)
    try container.encodeIfPresent(voicePitch, forKey: .voicePitch)
    if politeLive { try container.encode(true, forKey: .politeLive) }
    try container.encodeIfPresent(flowTo, forKey: .flowTo)
  }
}

extension DOMNode.Kind {
  /// The HTML element a role is made as: the page names each
  /// ``SemanticRole``, the rule every host shares, and adds none of its own.
  init(_ role: SemanticRole) {
    switch role {
    case .text: self = .text
    case .heading: self = .heading
    case .textField: self = .field
    case .secureField: self = .secure
    case .button: self = .button
    case .toggle: self = .toggle
    case .divider: self = .divider
    case .picker: self = .picker
    case .menu: self = .menu
    case .disclosure: self = .disclosure
    case .image: self = .image
    case .slider: self = .slider
    case .stepper: self = .stepper
    case .link: self = .link
    case .progress: self = .progress
    case .tab: self = .tab
    case .group: self = .group
    case .list: self = .list
    case .listItem: self = .listItem
    case .tabList: self = .tabList
    case .menuTitle: self = .menuTitle
    case .menuItem: self = .menuItem
    }
  }
}

extension DOMNode {
  /// The key of the element made for node `id`.
  static func elementKey(_ id: NodeID) -> String { "n\(id.rawValue)" }

  /// The node id in a key made by ``elementKey(_:)``.
  static func nodeID(_ key: String) -> NodeID? {
    guard key.first == "n", let raw = Int(key.dropFirst()) else { return nil }
    return NodeID(raw)
  }

  /// The element for a semantic element, named as its accessibility
  /// element says (`nil` when it has none: hidden, or combined into
  /// another).
  init(_ element: Element, accessibility: AccessibilityElement?, focusable: Bool, top: Int) {
    let kind = Kind(SemanticRole(drawn: element.role, traits: accessibility?.traits ?? []))
    let states = SemanticStates(drawn: element, accessibility: accessibility, focusable: focusable)
    self.init(
      key: Self.elementKey(element.id), kind: kind, name: accessibility?.label ?? element.label,
      value: accessibility?.value ?? element.value, hint: accessibility?.hint, x: element.frame.minX,
      y: element.frame.minY + top, width: element.frame.width, height: max(1, element.frame.height),
      focusable: states.contains(.focusable), disabled: !states.contains(.enabled),
      selected: states.contains(.selected), hidden: states.contains(.hidden))
    if states.contains(.expandable) { expanded = states.contains(.expanded) }
    if let accessibility { describe(with: accessibility) }
  }

  /// The element for an accessibility element no view draws by itself: a
  /// labelled group, views combined into one, or an element of a view's
  /// accessibility representation (with the role of the view it comes
  /// from).
  init(group: AccessibilityElement, top: Int) {
    let kind = Kind(SemanticRole(undrawn: group))
    self.init(
      key: Self.elementKey(group.id), kind: kind, name: group.label, value: group.value, hint: group.hint,
      x: group.frame.minX, y: group.frame.minY + top, width: group.frame.width, height: max(1, group.frame.height))
    describe(with: group)
    // A control no view draws (or views the app marks a button) answers
    // a screen reader's click itself.
    if group.role != nil || group.traits.contains(.isButton), group.isActionable { activates = true }
  }

  /// Sets what accessibility modifiers add to the element: identifier,
  /// custom content, the element naming it, its default action.
  private mutating func describe(with element: AccessibilityElement) {
    testID = element.identifier
    customContent = element.customContent.isEmpty ? nil : element.customContent.map { "\($0.label): \($0.value)" }
    labeledBy = element.labeledBy.map(Self.elementKey)
    if element.hasDefaultAccessibilityAction { activates = true }
    if element.role == .text, element.traits.contains(.isButton), element.isActionable { activates = true }
    let speakAs = [
      element.speechSpellsOutCharacters ? "spell-out" : nil,
      element.speechAlwaysIncludesPunctuation ? "literal-punctuation" : nil,
    ].compactMap { $0 }
    self.speakAs = speakAs.isEmpty ? nil : speakAs.joined(separator: " ")
    voicePitch = Self.voicePitch(element.speechAdjustedPitch)
    politeLive = element.speechAnnouncementsQueued
  }

  /// CSS Speech's `voice-pitch` keyword for a pitch from -1 to 1; `nil`
  /// for the voice's own.
  static func voicePitch(_ pitch: Double) -> String? {
    switch pitch {
    case ..<(-0.6): "x-low"
    case ..<(-0.05): "low"
    case ...0.05: nil
    case ...0.6: "high"
    default: "x-high"
    }
  }

  /// Points each linked element's ``flowTo`` at the next one of its group
  /// in `nodes`' order, the last at the first.
  static func linkFlows(_ nodes: inout [DOMNode], groups: [String: String]) {
    var members: [String: [Int]] = [:]
    for index in nodes.indices {
      if let group = groups[nodes[index].key] { members[group, default: []].append(index) }
    }
    for indices in members.values where indices.count > 1 {
      for (position, index) in indices.enumerated() {
        nodes[index].flowTo = nodes[indices[(position + 1) % indices.count]].key
      }
    }
  }

  /// The buttons of `element`'s named actions, placed where it is: `a`, the
  /// node id and the action's index.
  static func actions(of element: AccessibilityElement, top: Int, parent: String?) -> [DOMNode] {
    element.actionNames.enumerated().map { index, name in
      DOMNode(
        key: "a\(element.id.rawValue)-\(index)", kind: .action, name: name, x: element.frame.minX,
        y: element.frame.minY + top, width: 0, parent: parent)
    }
  }

  /// The element id and action index in a key made by ``actions(of:top:parent:)``.
  static func action(_ key: String) -> (element: NodeID, index: Int)? {
    guard key.first == "a" else { return nil }
    let parts = key.dropFirst().split(separator: "-")
    guard parts.count == 2, let id = Int(parts[0]), let index = Int(parts[1]) else { return nil }
    return (NodeID(id), index)
  }

  /// The structure around a list's rows: `l` and the list's node id.
  static func list(_ id: NodeID, parent: String?) -> DOMNode {
    DOMNode(key: "l\(id.rawValue)", kind: .list, name: "", x: 0, y: 0, width: 0, parent: parent)
  }

  /// One row of list `list`: `r` and the row's node id.
  static func listItem(_ id: NodeID, in list: NodeID) -> DOMNode {
    DOMNode(key: "r\(id.rawValue)", kind: .listItem, name: "", x: 0, y: 0, width: 0, parent: "l\(list.rawValue)")
  }

  /// The box of scroll view `scroll`: `s` and its node id, placed on the
  /// page (`top` rows of chrome above the window).
  static func scroll(_ scroll: FrameScroll, top: Int) -> DOMNode {
    DOMNode(
      key: scrollKey(scroll.id), kind: .scroll, name: "", x: scroll.frame.minX, y: scroll.frame.minY + top,
      width: scroll.frame.width, height: max(1, scroll.frame.height), offset: [scroll.offset.x, scroll.offset.y])
  }

  /// The key of scroll view `id`'s box.
  static func scrollKey(_ id: NodeID) -> String { "s\(id.rawValue)" }

  /// This element moved from the page into the content of `scroll`: its
  /// place, and its parent, are the scroll box's.
  mutating func place(in scroll: FrameScroll, top: Int) {
    x += scroll.offset.x - scroll.frame.minX
    y += scroll.offset.y - scroll.frame.minY - top
    parent = Self.scrollKey(scroll.id)
  }

  /// The key of the structure around tab bar `bar`'s tabs: `t` and the
  /// bar's node id.
  static func tabListKey(_ bar: NodeID) -> String { "t\(bar.rawValue)" }

  /// The structure around the tabs of tab bar `bar`.
  static func tabList(_ bar: NodeID, parent: String?) -> DOMNode {
    DOMNode(key: tabListKey(bar), kind: .tabList, name: "", x: 0, y: 0, width: 0, parent: parent)
  }

  /// The element for an entry of the menu bar.
  init(_ entry: MenuBarEntry, index: Int) {
    switch entry.kind {
    case .title(let isOpen):
      self.init(
        key: "m\(index)", kind: .menuTitle, name: entry.label, x: entry.frame.minX, y: entry.frame.minY,
        width: entry.frame.width, expanded: isOpen)
    case .item(let item, let isHighlighted):
      self.init(
        key: "m\(index)", kind: .menuItem, name: entry.label, shortcut: item.shortcut.map(WireShortcut.init),
        x: entry.frame.minX, y: entry.frame.minY, width: entry.frame.width, disabled: !item.isEnabled,
        selected: isHighlighted)
    }
  }
}
