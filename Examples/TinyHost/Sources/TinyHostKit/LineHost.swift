import FocusUI

/// A host in about a hundred lines: it reads one command a line, sends
/// the ``InputEvent`` it means to a ``Screen`` and prints the frame that
/// comes out, with what its semantics say has focus. Everything it uses
/// is FocusUI's public API: the seam a terminal, a browser page or an
/// accessibility bridge is built on.
///
/// ```swift
/// var host = LineHost(GreetingForm())
/// print(host.run("tab"))          // focus: textField "Name"
/// print(host.run("type Ada"))
/// print(host.run("activate Greet"))
/// ```
///
/// Commands: `tab`, `shift-tab`, `return`, `space`, `escape`, a key
/// with modifiers (`ctrl-s`), `type TEXT`, `click LABEL` (a pointer press
/// on the element), `activate LABEL` (an assistive technology's default
/// action), `resize WxH`, `quit`.
@MainActor
public struct LineHost {
  public let screen: Screen
  public private(set) var size: Size

  public init(_ view: some View, size: Size = Size(width: 40, height: 6)) {
    screen = Screen(view, size: size)
    // This host keeps no keys of its own; Ctrl-Q still quits.
    screen.reservedShortcuts = []
    self.size = size
  }

  /// Runs `line` and describes the frame after it, or says why the line
  /// means nothing (a host survives bad input).
  public mutating func run(_ line: String) -> String {
    let words = line.split(separator: " ", maxSplits: 1).map(String.init)
    guard let command = words.first else { return describe(screen.frame(in: size, semantics: true)) }
    let argument = words.count > 1 ? words[1] : ""
    switch command {
    case "type": screen.send(.text(argument))
    case "click", "activate":
      guard let id = element(labelled: argument) else { return "no element is labelled \"\(argument)\"" }
      screen.send(command == "click" ? .clickElement(id) : .activate(id))
    case "resize":
      let parts = argument.split(separator: "x").compactMap { Int($0) }
      guard parts.count == 2 else { return "resize takes WIDTHxHEIGHT" }
      size = Size(width: parts[0], height: parts[1])
      screen.send(.resize(size))
    case "quit": screen.send(.quit)
    default:
      guard let (key, modifiers) = Self.key(command) else { return "unknown command \"\(command)\"" }
      screen.send(.key(key, modifiers))
    }
    return describe(screen.frame(in: size, semantics: true))
  }

  /// The id of the element labelled `label` on screen, as its semantics
  /// name it (the accessibility label first).
  private func element(labelled label: String) -> NodeID? {
    let semantics = screen.frame(in: size, semantics: true).semantics
    return semantics?.elements.first { ($0.accessibility?.label ?? $0.element.label) == label }?.element.id
  }

  /// The frame's text, then what has focus and where the caret is.
  private func describe(_ frame: HostFrame) -> String {
    var lines = [frame.canvas.text]
    let semantics = frame.semantics
    if let focused = semantics?.elements.first(where: { $0.element.id == semantics?.focused })?.element {
      lines.append("focus: \(focused.role) \"\(focused.label)\"")
    } else {
      lines.append("focus: none")
    }
    if let caret = semantics?.caret { lines.append("caret: \(caret.offset)") }
    if frame.isFinished { lines.append("finished") }
    return lines.joined(separator: "\n")
  }

  /// `tab`, `shift-tab`, `ctrl-s`: a key and its modifiers.
  static func key(_ word: String) -> (KeyEquivalent, EventModifiers)? {
    var parts = word.lowercased().split(separator: "-").map(String.init)
    guard let name = parts.popLast() else { return nil }
    var modifiers: EventModifiers = []
    for part in parts {
      switch part {
      case "shift": modifiers.insert(.shift)
      case "ctrl": modifiers.insert(.control)
      case "alt": modifiers.insert(.option)
      default: return nil
      }
    }
    let named: [String: KeyEquivalent] = [
      "tab": .tab, "return": .return, "space": .space, "escape": .escape, "up": .upArrow, "down": .downArrow,
      "left": .leftArrow, "right": .rightArrow, "f10": .f10,
    ]
    if let key = named[name] { return (key, modifiers) }
    guard name.count == 1, let character = name.first else { return nil }
    return (KeyEquivalent(character), modifiers)
  }
}
