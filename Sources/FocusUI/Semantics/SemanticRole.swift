/// What an element of a frame is to an assistive technology: the one rule
/// every host maps into its own vocabulary — the browser's page into HTML
/// and ARIA (`FocusUIWeb`), the accessibility bus into AT-SPI roles
/// (`FocusUIAccessibilityBus`), and the spoken phrases of the built-in
/// reader and of test transcripts into words (`SpokenPhrase`). A host adds
/// no rule of its own: it only names each role.
///
/// ```swift
/// for item in frame.semantics?.elements ?? [] {
///   switch item.role {
///   case .textField: print("entry", item.element.label)
///   case .secureField: print("password text", item.element.label)
///   case .button: print("push button", item.element.label)
///   default: break
///   }
/// }
/// ```
///
/// A text with the `.isHeader` trait is a ``heading``; stacks, forms and
/// other containers are a ``group``. An accessibility element no view
/// draws (a labelled group, views combined into one, a representation's
/// element) keeps its view's role, except that a field, a divider or a
/// container no view draws is a ``group``: there is no field behind it to
/// type into.
public enum SemanticRole: String, Hashable, Sendable, CaseIterable {
  /// Static text.
  case text
  /// A text with the `.isHeader` trait.
  case heading
  case textField
  /// A ``SecureField``: its text is never shown or read, only its length.
  case secureField
  case button
  /// A ``Toggle``: on or off.
  case toggle
  case divider
  /// A ``Picker``: its value is the chosen option.
  case picker
  /// A ``Menu``: activating it opens its items.
  case menu
  /// The label of a ``DisclosureGroup``: expanded or collapsed.
  case disclosure
  case image
  case slider
  /// A ``Stepper``.
  case stepper
  case link
  /// A ``ProgressView``.
  case progress
  /// A tab of a ``TabView``'s bar.
  case tab
  /// A stack, form or section, or an accessibility element holding others.
  case group
  /// A ``List``: the structure its rows sit in.
  case list
  /// One row of a ``List``.
  case listItem
  /// A ``TabView``'s bar: the structure its tabs sit in.
  case tabList
  /// A title of the menu bar: it opens its menu.
  case menuTitle
  /// An item of the menu bar's open menu.
  case menuItem

  /// The role of an element a view draws, described by `accessibility`
  /// (its traits make a text a heading).
  ///
  /// ```swift
  /// SemanticRole(drawn: .text, traits: .isHeader)   // .heading
  /// SemanticRole(drawn: .container, traits: [])     // .group
  /// ```
  public init(drawn role: Element.Role, traits: AccessibilityTraits) {
    switch role {
    // A text that says it is a button (`accessibilityAddTraits(.isButton)`,
    // or a tap gesture's inferred trait) is one to every host.
    case .text where traits.contains(.isButton): self = .button
    case .text: self = traits.contains(.isHeader) ? .heading : .text
    case .textField: self = .textField
    case .secureField: self = .secureField
    case .button: self = .button
    case .toggle: self = .toggle
    case .divider: self = .divider
    case .container: self = .group
    case .picker: self = .picker
    case .menu: self = .menu
    case .disclosure: self = .disclosure
    case .image: self = .image
    case .slider: self = .slider
    case .stepper: self = .stepper
    case .link: self = .link
    case .progress: self = .progress
    case .tab: self = .tab
    }
  }

  /// The role of an accessibility element no view draws by itself: its
  /// view's role, but a group for a field, a divider, a container or none.
  ///
  /// ```swift
  /// SemanticRole(undrawn: combined)   // .group, or .button for a representation's button
  /// ```
  public init(undrawn element: AccessibilityElement) {
    switch element.role {
    case nil where element.traits.contains(.isButton): self = .button
    case .textField, .secureField, .divider, .container, nil: self = .group
    case .some(let role): self.init(drawn: role, traits: element.traits)
    }
  }

  /// Whether the role edits text: a text field or a secure field.
  public var isTextInput: Bool { self == .textField || self == .secureField }
}

/// The states of an element of a frame an assistive technology is told,
/// with its ``SemanticRole``: the same rule for every host.
///
/// ```swift
/// let states = item.states
/// states.contains(.focused)    // keyboard focus is on it
/// states.contains(.checked)    // a toggle that is on
/// ```
public struct SemanticStates: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Tab stops on it.
  public static let focusable = SemanticStates(rawValue: 1 << 0)
  /// It has keyboard focus.
  public static let focused = SemanticStates(rawValue: 1 << 1)
  /// Not under `.disabled(true)`.
  public static let enabled = SemanticStates(rawValue: 1 << 2)
  /// A selected row, tab or option; a highlighted menu item.
  public static let selected = SemanticStates(rawValue: 1 << 3)
  /// A toggle that is on.
  public static let checked = SemanticStates(rawValue: 1 << 4)
  /// It shows or hides more: a disclosure group's label, a menu title.
  public static let expandable = SemanticStates(rawValue: 1 << 5)
  /// What it shows or hides is shown.
  public static let expanded = SemanticStates(rawValue: 1 << 6)
  /// Its text can be edited: an enabled field.
  public static let editable = SemanticStates(rawValue: 1 << 7)
  /// Combined into another element or hidden from accessibility: drawn,
  /// but not read by itself.
  public static let hidden = SemanticStates(rawValue: 1 << 8)
  /// It keeps the rest of the window from being read while it shows
  /// (the `.isModal` trait).
  public static let modal = SemanticStates(rawValue: 1 << 9)
  /// It heads a section.
  public static let header = SemanticStates(rawValue: 1 << 10)

  /// The states of an element a view draws: `element`'s, described by
  /// `accessibility` (`nil`: hidden or combined into another), `focusable`
  /// when Tab stops on it.
  public init(drawn element: FocusUI.Element, accessibility: AccessibilityElement?, focusable: Bool) {
    var states: SemanticStates = []
    if focusable { states.insert(.focusable) }
    if element.isFocused { states.insert(.focused) }
    if element.isEnabled { states.insert(.enabled) }
    if element.isSelected { states.insert(.selected) }
    if accessibility == nil { states.insert(.hidden) }
    switch element.role {
    case .toggle:
      if (accessibility?.value ?? element.value) == "on" { states.insert(.checked) }
    case .disclosure:
      states.insert(.expandable)
      if element.value == "expanded" { states.insert(.expanded) }
    case .textField, .secureField:
      if element.isEnabled { states.insert(.editable) }
    default:
      break
    }
    if let accessibility { states.formUnion(Self(traits: accessibility.traits)) }
    self = states
  }

  /// The states of an accessibility element no view draws.
  public init(undrawn element: AccessibilityElement) {
    var states = Self(traits: element.traits)
    states.insert(.enabled)
    if element.role == .toggle, element.value == "on" { states.insert(.checked) }
    self = states
  }

  private init(traits: AccessibilityTraits) {
    var states: SemanticStates = []
    if traits.contains(.isSelected) { states.insert(.selected) }
    if traits.contains(.isModal) { states.insert(.modal) }
    if traits.contains(.isHeader) { states.insert(.header) }
    self = states
  }
}

extension FrameElement {
  /// What the element is (see ``SemanticRole``).
  public var role: SemanticRole {
    SemanticRole(drawn: element.role, traits: accessibility?.traits ?? [])
  }

  /// Its states (see ``SemanticStates``).
  public var states: SemanticStates {
    SemanticStates(drawn: element, accessibility: accessibility, focusable: isInFocusOrder)
  }
}
