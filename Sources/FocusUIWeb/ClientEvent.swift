import FocusEngine
import FocusUI
import Foundation

/// One message from the browser client: what the user did, in the client's
/// words, checked and turned into the ``InputEvent`` every host delivers.
///
/// ```swift
/// let event = try ClientEvent.decode(#"{"e":"key","key":"Tab","m":"s"}"#)
/// // .key(.tab, .shift)
/// ```
///
/// The client sends JSON objects whose `e` names the kind:
/// - `key`: `key` is a `KeyboardEvent.key` ("Tab", "ArrowDown", "a"), `m`
///   the modifiers held, one letter each: `s`hift, `c`ontrol, `a`lt
///   (option), `m`eta (command).
/// - `text` and `paste`: `text` is what was typed or pasted.
/// - `click`, `move` and `scroll`: `x` and `y` are the cell, `lines` what
///   the wheel turned; a `move` without a cell left the page.
/// - `focus`: the browser's focus moved to the element `id`.
/// - `resize`: the page is `w` columns by `h` rows.
/// - `action`: a screen reader clicked the button of the element's named
///   accessibility action `id` (`a12-0`).
/// - `activate`: a screen reader clicked the element `id`, which answers
///   such clicks itself (a default accessibility action, a control of a
///   representation).
struct ClientEvent: Decodable, Equatable {
  var e: String
  var key: String?
  var m: String?
  var text: String?
  var x: Int?
  var y: Int?
  var lines: Int?
  var id: String?
  var w: Int?
  var h: Int?

  /// The longest text one `text` or `paste` message may carry, in bytes.
  static let largestText = 1 << 20

  /// Why a message was refused: sent back to the client as an error.
  struct Refusal: Error, Equatable, CustomStringConvertible {
    var description: String
  }

  /// The event `message` describes, or a refusal saying what is wrong
  /// with it.
  static func decode(_ message: String) throws(Refusal) -> InputEvent {
    let event: ClientEvent
    do {
      event = try JSONDecoder().decode(ClientEvent.self, from: Data(message.utf8))
    } catch {
      throw Refusal(description: "not an event: expected a JSON object with a string \"e\"")
    }
    return try event.inputEvent()
  }

  /// What a browser screen reader asked of an element rather than of the
  /// window: handled by the accessibility tree, not routed as input.
  enum AccessibilityRequest: Equatable {
    /// Run the named action at `index` of the element `id`.
    case action(NodeID, index: Int)
    /// Activate the element `id` as an assistive technology does.
    case activate(NodeID)
  }

  /// The request `message` makes, when it is `action` or `activate`;
  /// `nil` for the other events (and for what ``decode(_:)`` refuses).
  static func accessibilityRequest(_ message: String) throws(Refusal) -> AccessibilityRequest? {
    guard message.contains("\"action\"") || message.contains("\"activate\""),
      let event = try? JSONDecoder().decode(ClientEvent.self, from: Data(message.utf8))
    else { return nil }
    switch event.e {
    case "action":
      guard let id = event.id, let (element, index) = DOMNode.action(id) else {
        throw Refusal(description: "action of unknown element \(quoted(event.id))")
      }
      return .action(element, index: index)
    case "activate":
      guard let id = event.id, let node = DOMNode.nodeID(id) else {
        throw Refusal(description: "activation of unknown element \(quoted(event.id))")
      }
      return .activate(node)
    default:
      return nil
    }
  }

  func inputEvent() throws(Refusal) -> InputEvent {
    switch e {
    case "key":
      guard let name = key, let key = Self.keyEquivalent(name) else {
        throw Refusal(description: "unknown key \(Self.quoted(key))")
      }
      return .key(key, Self.modifiers(m ?? ""))
    case "text", "paste":
      guard let text, !text.isEmpty else { throw Refusal(description: "\(e) without text") }
      guard text.utf8.count <= Self.largestText else {
        throw Refusal(description: "\(e) of \(text.utf8.count) bytes: at most \(Self.largestText)")
      }
      return e == "text" ? .text(text) : .paste(text)
    case "click": return .click(try point())
    case "move": return .pointerMove(x == nil && y == nil ? nil : try point())
    case "scroll":
      guard let lines, abs(lines) <= 1000 else { throw Refusal(description: "scroll without lines (at most 1000)") }
      return .scroll(try point(), lines: lines)
    case "focus":
      guard let id, let node = DOMNode.nodeID(id) else {
        throw Refusal(description: "focus of unknown element \(Self.quoted(id))")
      }
      return .focusElement(node)
    case "resize":
      guard let w, let h, (1...Screen.largestSize.width).contains(w), (1...Screen.largestSize.height).contains(h) else {
        throw Refusal(description: "resize to an impossible size")
      }
      return .resize(Size(width: w, height: h))
    default:
      throw Refusal(description: "unknown event kind \(Self.quoted(e))")
    }
  }

  private func point() throws(Refusal) -> Point {
    guard let x, let y, (0..<Screen.largestSize.width).contains(x), (0..<Screen.largestSize.height).contains(y) else {
      throw Refusal(description: "\(e) without a cell on the page")
    }
    return Point(x: x, y: y)
  }

  /// The key a `KeyboardEvent.key` names: a named key, or one character.
  static func keyEquivalent(_ name: String) -> KeyEquivalent? {
    if let named = namedKeys[name] { return named }
    guard name.count == 1, let character = name.first,
      !character.unicodeScalars.contains(where: \.properties.isNoncharacterCodePoint),
      !(character.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false)
    else { return nil }
    return KeyEquivalent(character)
  }

  static let namedKeys: [String: KeyEquivalent] = {
    var keys: [String: KeyEquivalent] = [
      "Tab": .tab, "Enter": .return, "Escape": .escape, "Backspace": .delete, "Delete": .deleteForward,
      "ArrowUp": .upArrow, "ArrowDown": .downArrow, "ArrowLeft": .leftArrow, "ArrowRight": .rightArrow,
      "Home": .home, "End": .end, "PageUp": .pageUp, "PageDown": .pageDown, "Clear": .clear, " ": .space,
      "Spacebar": .space,
    ]
    for (index, key) in KeyEquivalent.functionKeys.enumerated() { keys["F\(index + 1)"] = key }
    return keys
  }()

  static func modifiers(_ letters: String) -> EventModifiers {
    var result: EventModifiers = []
    if letters.contains("s") { result.insert(.shift) }
    if letters.contains("c") { result.insert(.control) }
    if letters.contains("a") { result.insert(.option) }
    if letters.contains("m") { result.insert(.command) }
    return result
  }

  /// `value` quoted for a message, cut short and with control characters
  /// escaped: it came from the network.
  static func quoted(_ value: String?) -> String {
    guard let value else { return "(none)" }
    let short = value.count > 40 ? value.prefix(40) + "…" : Substring(value)
    return "\"" + ControlCharacters.escaped(String(short), lineBreaks: .escaped) + "\""
  }
}
