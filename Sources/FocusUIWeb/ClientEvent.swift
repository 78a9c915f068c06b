import FocusEngine
import FocusUI
import Foundation

/// One message from the browser client: what the user did, in the words of
/// the wire protocol (``WireProtocol``), before it is checked and turned
/// into what the window handles.
///
/// ```swift
/// let event = try ClientEvent.parse(#"{"type":"key","key":"Tab","modifiers":["shift"]}"#)
/// // .key("Tab", modifiers: [.shift])
/// try event.request()   // .input(.key(.tab, .shift))
/// ```
///
/// Each case is one `type` of the schema's `events`, its associated
/// values that event's fields; `Client/protocol.json` lists them, and a
/// test fails when this enum and the schema disagree.
enum ClientEvent: Decodable, Equatable {
  /// A key the page did not keep: `key` is a `KeyboardEvent.key`
  /// ("Tab", "ArrowDown", "a").
  case key(String, modifiers: [Modifier])
  /// Text typed, or pasted.
  case text(String)
  case paste(String)
  /// A press on cell `x`, `y`.
  case click(x: Int, y: Int)
  /// The pointer moved to a cell, or (`nil`) left the page.
  case move(x: Int?, y: Int?)
  /// The wheel turned `lines` over a cell.
  case scroll(x: Int, y: Int, lines: Int)
  /// The browser's focus moved to an element, by its key (`n12`).
  case focus(element: String)
  /// The page is `columns` by `rows` cells.
  case resize(columns: Int, rows: Int)
  /// A screen reader clicked the button of a named accessibility action
  /// (`a12-0`).
  case action(element: String)
  /// A screen reader clicked an element that answers such clicks itself
  /// (a default accessibility action, a control of a representation).
  case activate(element: String)
  /// The browser window gained (`true`) or lost focus: the scene becomes
  /// active or inactive, as a terminal's focus reports make it.
  case activation(active: Bool)

  /// A modifier held with a key: the schema's `modifiers`.
  enum Modifier: String, Decodable, CaseIterable {
    case shift, control, option, command

    var eventModifier: EventModifiers {
      switch self {
      case .shift: .shift
      case .control: .control
      case .option: .option
      case .command: .command
      }
    }
  }

  /// The message's `type`: the schema's `events`.
  enum Kind: String, CaseIterable {
    case key, text, paste, click, move, scroll, focus, resize, action, activate, activation
  }

  /// Every field any event has: the schema's event fields, and `type`.
  enum CodingKeys: String, CodingKey, CaseIterable {
    case type, key, modifiers, text, x, y, lines, element, columns, rows, active
  }

  /// The longest text one `text` or `paste` message may carry, in bytes.
  static let largestText = 1 << 20

  /// Why a message was refused: sent back to the client as an error.
  struct Refusal: Error, Equatable, CustomStringConvertible {
    var description: String
  }

  /// What a message asks: an event for the window, or something a
  /// browser screen reader asked of one element, which the accessibility
  /// tree handles rather than the window's input.
  enum Request: Equatable {
    case input(InputEvent)
    case accessibility(AccessibilityRequest)
  }

  /// What a browser screen reader asked of an element.
  enum AccessibilityRequest: Equatable {
    /// Run the named action at `index` of the element `id`.
    case action(NodeID, index: Int)
    /// Activate the element `id` as an assistive technology does.
    case activate(NodeID)
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let type = try container.decode(String.self, forKey: .type)
    guard let kind = Kind(rawValue: type) else {
      throw Refusal(description: "unknown event type \(Self.quoted(type))")
    }
    func required<Value: Decodable>(_ key: CodingKeys, _: Value.Type = Value.self) throws -> Value {
      guard let value = try container.decodeIfPresent(Value.self, forKey: key) else {
        throw Refusal(description: "\(type) without \(key.rawValue)")
      }
      return value
    }
    switch kind {
    case .key:
      let names = try container.decodeIfPresent([String].self, forKey: .modifiers) ?? []
      var modifiers: [Modifier] = []
      for name in names {
        guard let modifier = Modifier(rawValue: name) else {
          throw Refusal(description: "unknown modifier \(Self.quoted(name))")
        }
        modifiers.append(modifier)
      }
      self = .key(try required(.key), modifiers: modifiers)
    case .text: self = .text(try required(.text))
    case .paste: self = .paste(try required(.text))
    case .click: self = .click(x: try required(.x), y: try required(.y))
    case .move:
      self = .move(
        x: try container.decodeIfPresent(Int.self, forKey: .x), y: try container.decodeIfPresent(Int.self, forKey: .y))
    case .scroll: self = .scroll(x: try required(.x), y: try required(.y), lines: try required(.lines))
    case .focus: self = .focus(element: try required(.element))
    case .resize: self = .resize(columns: try required(.columns), rows: try required(.rows))
    case .action: self = .action(element: try required(.element))
    case .activate: self = .activate(element: try required(.element))
    case .activation: self = .activation(active: try required(.active))
    }
  }

  /// The event `message` holds, or a refusal saying what is wrong with it.
  static func parse(_ message: String) throws(Refusal) -> ClientEvent {
    do {
      return try JSONDecoder().decode(ClientEvent.self, from: Data(message.utf8))
    } catch let refusal as Refusal {
      throw refusal
    } catch {
      throw Refusal(description: "not an event: expected a JSON object with a string \"type\" and its fields")
    }
  }

  /// The input event `message` describes; a refusal for a message that is
  /// not one (or asks the accessibility tree instead).
  static func decode(_ message: String) throws(Refusal) -> InputEvent {
    switch try parse(message).request() {
    case .input(let event): return event
    case .accessibility: throw Refusal(description: "not an input event")
    }
  }

  /// What the event asks, checked: a key the window knows, a cell on the
  /// page, an element key of the right form.
  func request() throws(Refusal) -> Request {
    switch self {
    case .key(let name, let modifiers):
      guard let key = Self.keyEquivalent(name) else { throw Refusal(description: "unknown key \(Self.quoted(name))") }
      return .input(.key(key, modifiers.reduce(into: []) { $0.insert($1.eventModifier) }))
    case .text(let text): return .input(.text(try Self.checked(text, "text")))
    case .paste(let text): return .input(.paste(try Self.checked(text, "paste")))
    case .click(let x, let y): return .input(.click(try Self.point(x, y, "click")))
    case .move(x: nil, y: nil): return .input(.pointerMove(nil))
    case .move(let x, let y): return .input(.pointerMove(try Self.point(x, y, "move")))
    case .scroll(let x, let y, let lines):
      guard abs(lines) <= 1000 else { throw Refusal(description: "scroll of \(lines) lines (at most 1000)") }
      return .input(.scroll(try Self.point(x, y, "scroll"), lines: lines))
    case .focus(let element):
      guard let node = DOMNode.nodeID(element) else {
        throw Refusal(description: "focus of unknown element \(Self.quoted(element))")
      }
      return .input(.focusElement(node))
    case .resize(let columns, let rows):
      guard (1...Screen.largestSize.width).contains(columns), (1...Screen.largestSize.height).contains(rows) else {
        throw Refusal(description: "resize to an impossible size")
      }
      return .input(.resize(Size(width: columns, height: rows)))
    case .action(let element):
      guard let (id, index) = DOMNode.action(element) else {
        throw Refusal(description: "action of unknown element \(Self.quoted(element))")
      }
      return .accessibility(.action(id, index: index))
    case .activate(let element):
      guard let node = DOMNode.nodeID(element) else {
        throw Refusal(description: "activation of unknown element \(Self.quoted(element))")
      }
      return .accessibility(.activate(node))
    case .activation(let active):
      return .input(.windowActivation(active))
    }
  }

  private static func checked(_ text: String, _ type: String) throws(Refusal) -> String {
    guard !text.isEmpty else { throw Refusal(description: "\(type) without text") }
    guard text.utf8.count <= largestText else {
      throw Refusal(description: "\(type) of \(text.utf8.count) bytes: at most \(largestText)")
    }
    return text
  }

  private static func point(_ x: Int?, _ y: Int?, _ type: String) throws(Refusal) -> Point {
    guard let x, let y, (0..<Screen.largestSize.width).contains(x), (0..<Screen.largestSize.height).contains(y)
    else { throw Refusal(description: "\(type) without a cell on the page") }
    return Point(x: x, y: y)
  }

  /// The key a `KeyboardEvent.key` names: a named key, or one character.
  static func keyEquivalent(_ name: String) -> KeyEquivalent? {
    if let named = namedKeys.first(where: { $0.name == name }) { return named.key }
    guard name.count == 1, let character = name.first,
      !character.unicodeScalars.contains(where: \.properties.isNoncharacterCodePoint),
      !(character.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false)
    else { return nil }
    return KeyEquivalent(character)
  }

  /// The `KeyboardEvent.key` of `key`: the first name ``namedKeys`` gives
  /// it, else its character (upper case, as a shortcut shows a letter).
  static func browserName(of key: KeyEquivalent) -> String {
    namedKeys.first { $0.key == key }?.name ?? String(key.character).uppercased()
  }

  /// The named keys, by `KeyboardEvent.key`, in the schema's order: the
  /// first name of a key is the one it is sent back with.
  static let namedKeys: [(name: String, key: KeyEquivalent)] = {
    var keys: [(String, KeyEquivalent)] = [
      ("Tab", .tab), ("Enter", .return), ("Escape", .escape), ("Backspace", .delete), ("Delete", .deleteForward),
      ("ArrowUp", .upArrow), ("ArrowDown", .downArrow), ("ArrowLeft", .leftArrow), ("ArrowRight", .rightArrow),
      ("Home", .home), ("End", .end), ("PageUp", .pageUp), ("PageDown", .pageDown), ("Clear", .clear),
      (" ", .space), ("Spacebar", .space),
    ]
    for (index, key) in KeyEquivalent.functionKeys.enumerated() { keys.append(("F\(index + 1)", key)) }
    return keys
  }()

  /// `value` quoted for a message, cut short and with control characters
  /// escaped: it came from the network.
  static func quoted(_ value: String?) -> String {
    guard let value else { return "(none)" }
    let short = value.count > 40 ? value.prefix(40) + "…" : Substring(value)
    return "\"" + ControlCharacters.escaped(String(short), lineBreaks: .escaped) + "\""
  }
}
