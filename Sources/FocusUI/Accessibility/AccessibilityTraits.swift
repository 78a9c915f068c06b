/// What kind of thing an accessibility element is, and its state, as
/// assistive technologies tell users.
///
/// ```swift
/// Text("Inbox").accessibilityAddTraits(.isHeader)
/// Button("Bold") { … }.accessibilityAddTraits(isBold ? .isSelected : [])
/// ```
public struct AccessibilityTraits: OptionSet, SetAlgebra, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
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
