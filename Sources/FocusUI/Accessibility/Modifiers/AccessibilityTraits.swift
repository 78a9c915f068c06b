/// What kind of thing an accessibility element is, and its state, as
/// assistive technologies tell users.
///
/// ```swift
/// Text("Inbox").accessibilityAddTraits(.isHeader)
/// Button("Bold") { … }.accessibilityAddTraits(isBold ? .isSelected : [])
/// ```
public struct AccessibilityTraits: OptionSet, SetAlgebra, Hashable, Sendable {
  public let rawValue: Int
  /// Traits from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Activating it runs an action.
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  /// It heads a section.
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  /// It is selected, or on.
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  /// Activating it goes somewhere.
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  /// It is a search field.
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  /// It is an image.
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  /// Activating it plays a sound.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  /// It acts as a keyboard key.
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  /// It is text that does not change.
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  /// It summarises the screen when it appears.
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  /// Its value changes often.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  /// Activating it starts media.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  /// It takes direct touches.
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  /// It turns the page when read to the end.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  /// Its siblings are not read while it shows.
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  /// It switches on and off.
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
  /// It is a bar of tabs.
  public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

  /// The words a screen reader says for the traits, in a fixed order.
  var spoken: [String] {
    var words: [String] = []
    if contains(.isHeader) { words.append("heading") }
    if contains(.isButton) { words.append("button") }
    if contains(.isLink) { words.append("link") }
    if contains(.isToggle) { words.append("switch") }
    if contains(.isSearchField) { words.append("search field") }
    if contains(.isImage) { words.append("image") }
    if contains(.isTabBar) { words.append("tab bar") }
    if contains(.isSelected) { words.append("selected") }
    return words
  }
}

/// How an element made of several views presents their elements:
/// ``View/accessibilityElement(children:)``.
///
/// ```swift
/// HStack { Text("Ada"); Text("Online") }
///   .accessibilityElement(children: .combine)   // one element: "Ada, Online"
/// ```
public struct AccessibilityChildBehavior: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case ignore, combine, contain
  }

  let kind: Kind

  /// One element; the children are not read (give it a label).
  public static let ignore = AccessibilityChildBehavior(kind: .ignore)
  /// One element whose label joins the children's, and whose traits are
  /// theirs together.
  public static let combine = AccessibilityChildBehavior(kind: .combine)
  /// A group element holding the children's elements.
  public static let contain = AccessibilityChildBehavior(kind: .contain)
}
