import FocusEngine
import FocusUI

/// An AT-SPI role: its number (`AtspiRole` in at-spi2-core's
/// `atspi-constants.h`) and the name `GetRoleName` answers.
///
/// ```swift
/// AtspiRole(.secureField)   // password text (40)
/// ```
struct AtspiRole: Equatable, Sendable {
  let code: UInt32
  let name: String

  static let application = AtspiRole(code: 75, name: "application")
  static let frame = AtspiRole(code: 23, name: "frame")
  static let menuBar = AtspiRole(code: 34, name: "menu bar")
  static let dialog = AtspiRole(code: 16, name: "dialog")

  private init(code: UInt32, name: String) {
    self.code = code
    self.name = name
  }

  /// The AT-SPI role for a role of the shared rule: the names a GTK app
  /// gives the same controls, and the roles Chromium gives the browser
  /// page's elements (a switch is a toggle button there too).
  init(_ role: SemanticRole) {
    switch role {
    case .text: self.init(code: 29, name: "label")
    case .heading: self.init(code: 83, name: "heading")
    case .textField: self.init(code: 79, name: "entry")
    case .secureField: self.init(code: 40, name: "password text")
    case .button, .menu: self.init(code: 43, name: "push button")
    case .toggle, .disclosure: self.init(code: 62, name: "toggle button")
    case .divider: self.init(code: 50, name: "separator")
    case .picker: self.init(code: 11, name: "combo box")
    case .image: self.init(code: 27, name: "image")
    case .slider: self.init(code: 51, name: "slider")
    case .stepper: self.init(code: 52, name: "spin button")
    case .link: self.init(code: 88, name: "link")
    case .progress: self.init(code: 42, name: "progress bar")
    case .tab: self.init(code: 37, name: "page tab")
    case .group: self.init(code: 39, name: "panel")
    case .list: self.init(code: 31, name: "list")
    case .listItem: self.init(code: 32, name: "list item")
    case .tabList: self.init(code: 38, name: "page tab list")
    case .menuTitle: self.init(code: 33, name: "menu")
    case .menuItem: self.init(code: 35, name: "menu item")
    }
  }
}

/// A set of AT-SPI states (`AtspiStateType`), as `GetState` sends it: two
/// 32-bit words.
///
/// ```swift
/// var states: AtspiStates = [.enabled, .sensitive, .focusable]
/// states.words   // [2_304 | …, 0]
/// ```
struct AtspiStates: OptionSet, Hashable, Sendable {
  let rawValue: UInt64
  init(rawValue: UInt64) { self.rawValue = rawValue }
  private init(bit: Int) { rawValue = 1 << UInt64(bit) }

  static let active = AtspiStates(bit: 1)
  static let checked = AtspiStates(bit: 4)
  static let collapsed = AtspiStates(bit: 5)
  static let editable = AtspiStates(bit: 7)
  static let enabled = AtspiStates(bit: 8)
  static let expandable = AtspiStates(bit: 9)
  static let expanded = AtspiStates(bit: 10)
  static let focusable = AtspiStates(bit: 11)
  static let focused = AtspiStates(bit: 12)
  static let modal = AtspiStates(bit: 16)
  static let resizable = AtspiStates(bit: 21)
  static let selectable = AtspiStates(bit: 22)
  static let selected = AtspiStates(bit: 23)
  static let sensitive = AtspiStates(bit: 24)
  static let showing = AtspiStates(bit: 25)
  static let singleLine = AtspiStates(bit: 26)
  static let visible = AtspiStates(bit: 30)
  static let selectableText = AtspiStates(bit: 38)
  static let checkable = AtspiStates(bit: 41)
  static let hasPopup = AtspiStates(bit: 42)

  /// The states' names, as `object:state-changed:NAME` spells them, for
  /// those whose changes are sent as events.
  static let named: [(AtspiStates, String)] = [
    (.active, "active"), (.checked, "checked"), (.collapsed, "collapsed"), (.editable, "editable"),
    (.enabled, "enabled"), (.expanded, "expanded"), (.focusable, "focusable"), (.selected, "selected"),
    (.sensitive, "sensitive"), (.showing, "showing"), (.visible, "visible"), (.modal, "modal"),
  ]

  /// The AT-SPI states for a role and states of the shared rule. Every
  /// element a frame holds shows.
  init(_ states: SemanticStates, role: SemanticRole) {
    var result: AtspiStates = [.visible, .showing]
    if states.contains(.enabled) { result.formUnion([.enabled, .sensitive]) }
    if states.contains(.focusable) { result.insert(.focusable) }
    if states.contains(.focused) { result.insert(.focused) }
    if states.contains(.selected) { result.insert(.selected) }
    if states.contains(.modal) { result.insert(.modal) }
    if states.contains(.editable) { result.insert(.editable) }
    if states.contains(.expandable) {
      result.insert(.expandable)
      result.insert(states.contains(.expanded) ? .expanded : .collapsed)
    }
    switch role {
    case .toggle:
      result.insert(.checkable)
      if states.contains(.checked) { result.insert(.checked) }
    case .textField, .secureField:
      result.formUnion([.singleLine, .selectableText])
    case .menu, .picker:
      result.insert(.hasPopup)
    case .listItem, .tab, .menuItem:
      result.insert(.selectable)
    default:
      break
    }
    self = result
  }

  /// `GetState`'s answer: the low word, then the high one.
  var words: [UInt32] { [UInt32(truncatingIfNeeded: rawValue), UInt32(truncatingIfNeeded: rawValue >> 32)] }
}
