/// A rotor an assistive technology provides by itself, which
/// ``View/accessibilityRotor(_:entries:)-(LocalizedStringKey,_)`` can replace with entries of the
/// app's.
///
/// ```swift
/// List(sections) { section in … }
///   .accessibilityRotor(.headings) {
///     ForEach(sections) { AccessibilityRotorEntry($0.title, id: $0.id) }
///   }
/// ```
///
/// The terminal's screen reader provides Headings (elements with the
/// `.isHeader` trait), Links, Text Fields and Images; the others list the
/// app's entries only when it gives some.
public struct AccessibilitySystemRotor: Hashable, Sendable {
  let name: String

  /// Links.
  public static let links = AccessibilitySystemRotor(name: "Links")
  /// Links visited, or not yet.
  public static func links(visited: Bool) -> AccessibilitySystemRotor {
    AccessibilitySystemRotor(name: visited ? "Visited Links" : "Links")
  }
  /// Headings.
  public static let headings = AccessibilitySystemRotor(name: "Headings")
  /// Text in bold.
  public static let boldText = AccessibilitySystemRotor(name: "Bold Text")
  /// Text in italic.
  public static let italicText = AccessibilitySystemRotor(name: "Italic Text")
  /// Underlined text.
  public static let underlineText = AccessibilitySystemRotor(name: "Underlined Text")
  /// Misspelled words.
  public static let misspelledWords = AccessibilitySystemRotor(name: "Misspelled Words")
  /// Images.
  public static let images = AccessibilitySystemRotor(name: "Images")
  /// Text fields.
  public static let textFields = AccessibilitySystemRotor(name: "Text Fields")
  /// Tables.
  public static let tables = AccessibilitySystemRotor(name: "Tables")
  /// Lists.
  public static let lists = AccessibilitySystemRotor(name: "Lists")
  /// Landmarks.
  public static let landmarks = AccessibilitySystemRotor(name: "Landmarks")

  /// The rotors the terminal's screen reader provides, in the order it
  /// offers them, and the elements each lands on.
  static let builtIn: [(rotor: AccessibilitySystemRotor, matches: @Sendable (AccessibilityElement) -> Bool)] = [
    (.headings, { $0.traits.contains(.isHeader) }),
    (.links, { $0.traits.contains(.isLink) || $0.role == .link }),
    (.textFields, { $0.role == .textField || $0.role == .secureField || $0.traits.contains(.isSearchField) }),
    (.images, { $0.traits.contains(.isImage) }),
  ]
}
