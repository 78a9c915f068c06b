/// The one rule for what a screen reader says about an element: used for
/// every landing of an assistive technology's cursor, for the keyboard
/// focus a screen reader follows, by the terminal's built-in reader (its
/// status line and voice), and in a test's transcript
/// (`AssistiveTechnologyDriver.transcript`). The browser's page gives
/// the same name, role and state as ARIA (`role`, `aria-label`,
/// `aria-checked`), which a screen reader there turns into the same words.
///
/// A phrase is the name, what kind of element it is, then its state:
///
/// ```swift
/// SpokenPhrase(element).text   // "Password, secure text field, empty"
///                              // "Remember me, switch, off"
///                              // "Sign In, button"
/// SpokenPhrase.list(named: "Recipes", items: 12)   // "Recipes, list, 12 items"
/// ```
///
/// After the state come the element's selection, its custom content of
/// high importance, "group" for a group, its hint, and whether it has
/// actions or more content.
struct SpokenPhrase {
  /// The phrase.
  let text: String

  init(_ element: AccessibilityElement) {
    let spellsLabel = element.speechSpellsOutCharacters && (element.value ?? "").isEmpty
    var parts = [Self.spoken(element.label, spells: spellsLabel, punctuation: element.speechAlwaysIncludesPunctuation)]
    parts += Self.kind(of: element)
    if let state = Self.state(of: element) { parts.append(state) }
    // A switch that is on says so in its state, not as "selected".
    if element.traits.contains(.isSelected), !element.traits.contains(.isToggle), element.role != .toggle {
      parts.append("selected")
    }
    for content in element.customContent where content.importance == .high {
      parts.append("\(content.label), \(content.value)")
    }
    if !element.children.isEmpty { parts.append("group") }
    if let hint = element.hint, !hint.isEmpty { parts.append(hint) }
    if !element.actionNames.isEmpty { parts.append("actions available") }
    if element.customContent.contains(where: { $0.importance == .default }) { parts.append("more content available") }
    text = parts.filter { !$0.isEmpty }.joined(separator: ", ")
  }

  /// The phrase of a list with a selection, the focus stop: its name (see
  /// `ListNode.spokenName`), "list" and how many rows it has.
  static func list(named name: String, items: Int) -> String {
    [name, "list", items == 1 ? "1 item" : "\(items) items"].filter { !$0.isEmpty }.joined(separator: ", ")
  }

  /// The words for what kind of element it is: its role's, then its
  /// traits' (a text with `.isHeader` is a "heading").
  static func kind(of element: AccessibilityElement) -> [String] {
    var words: [String] = []
    // The role's word, as the shared rule names it (a heading's comes
    // from its trait, below).
    switch element.role.map({ SemanticRole(drawn: $0, traits: element.traits) }) {
    case .textField: words.append("text field")
    case .secureField: words.append("secure text field")
    case .picker: words.append("pop up button")
    case .menu: words.append("menu button")
    case .disclosure: words.append("disclosure triangle")
    case .slider: words.append("slider")
    case .stepper: words.append("stepper")
    case .progress: words.append("progress indicator")
    case .tab: words.append("tab")
    case .text, .heading, .button, .toggle, .divider, .group, .image, .link, .list, .listItem, .tabList, .menuTitle,
      .menuItem, nil:
      break
    }
    words += element.traits.subtracting(.isSelected).spoken
    // A slider or a stepper already says what it is.
    if element.role != .slider, element.role != .stepper, element.actions.contains(where: { $0.kind == .increment }) {
      words.append("adjustable")
    }
    if element.role == .toggle, !words.contains("switch") { words.append("switch") }
    return words
  }

  /// The element's state: a field's text ("empty" when it has none; a
  /// secure field's as its length, never its characters), a switch's
  /// "on" or "off", another element's value.
  static func state(of element: AccessibilityElement) -> String? {
    let value = element.value ?? ""
    switch element.role {
    case .textField:
      return value.isEmpty ? "empty" : spoken(value, of: element)
    case .secureField:
      return value.isEmpty ? "empty" : (value.count == 1 ? "1 character" : "\(value.count) characters")
    default:
      return value.isEmpty ? nil : spoken(value, of: element)
    }
  }

  private static func spoken(_ text: String, of element: AccessibilityElement) -> String {
    spoken(text, spells: element.speechSpellsOutCharacters, punctuation: element.speechAlwaysIncludesPunctuation)
  }

  /// `text` as a screen reader says it: character by character (each
  /// separated by a space, as a speech synthesiser spells) when `spells`;
  /// with each punctuation mark named ("x equals y semicolon") when
  /// `punctuation` (``View/speechAlwaysIncludesPunctuation(_:)``).
  static func spoken(_ text: String, spells: Bool, punctuation: Bool = false) -> String {
    if spells {
      return text.filter { !$0.isWhitespace }.map { punctuation ? PunctuationName.of($0) ?? String($0) : String($0) }
        .joined(separator: " ")
    }
    guard punctuation else { return text }
    var words: [String] = []
    var word = ""
    for character in text {
      if let name = PunctuationName.of(character) {
        if !word.isEmpty { words.append(word) }
        word = ""
        words.append(name)
      } else if character.isWhitespace {
        if !word.isEmpty { words.append(word) }
        word = ""
      } else {
        word.append(character)
      }
    }
    if !word.isEmpty { words.append(word) }
    return words.joined(separator: " ")
  }
}
