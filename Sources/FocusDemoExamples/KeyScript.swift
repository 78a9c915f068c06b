import FocusUI

/// A scripted session for the demo's headless mode:
/// `tab tab "bob" return click:"Sign In"`, or `f10 right return` and
/// `ctrl-u alt-right` for keys with modifiers; `wait:300ms` (or `wait:2s`)
/// lets time pass on the host's clock, for the app's timed work.
public struct KeyScript: Equatable, Sendable {
  public enum Step: Equatable, Sendable {
    case key(KeyEquivalent, EventModifiers)
    case text(String)
    case click(String)
    case wait(Duration)
  }

  public let steps: [Step]

  /// Key names the script understands.
  static let keys: [String: (KeyEquivalent, EventModifiers)] = [
    "tab": (.tab, []), "shift-tab": (.tab, .shift), "backtab": (.tab, .shift),
    "return": (.return, []), "enter": (.return, []), "space": (.space, []),
    "escape": (.escape, []), "esc": (.escape, []), "delete": (.delete, []), "backspace": (.delete, []),
    "delete-forward": (.deleteForward, []), "up": (.upArrow, []), "down": (.downArrow, []),
    "left": (.leftArrow, []), "right": (.rightArrow, []), "home": (.home, []), "end": (.end, []),
    "pageup": (.pageUp, []), "pagedown": (.pageDown, []),
    "f1": (.f1, []), "f2": (.f2, []), "f3": (.f3, []), "f4": (.f4, []), "f5": (.f5, []), "f6": (.f6, []),
    "f7": (.f7, []), "f8": (.f8, []), "f9": (.f9, []), "f10": (.f10, []), "f11": (.f11, []), "f12": (.f12, []),
  ]

  /// Prefixes that hold a modifier down: `ctrl-u`, `alt-shift-right`.
  static let modifierNames: [Substring: EventModifiers] = [
    "ctrl": .control, "alt": .option, "option": .option, "shift": .shift, "cmd": .command, "command": .command,
  ]

  /// The key `word` names: a key name, a single character (`3` presses the
  /// key 3), or modifier prefixes before either.
  static func key(named word: String) -> (KeyEquivalent, EventModifiers)? {
    if let key = keys[word] { return key }
    if word.count == 1, let character = word.first, !character.isWhitespace, character != "\"" {
      return (KeyEquivalent(character), [])
    }
    var modifiers: EventModifiers = []
    var rest = word[...]
    while let dash = rest.firstIndex(of: "-"), let modifier = modifierNames[rest[..<dash]] {
      modifiers.insert(modifier)
      rest = rest[rest.index(after: dash)...]
    }
    guard !modifiers.isEmpty else { return nil }
    if let (key, more) = keys[String(rest)] { return (key, modifiers.union(more)) }
    guard rest.count == 1, let character = rest.first, !character.isWhitespace else { return nil }
    return (KeyEquivalent(character), modifiers)
  }

  /// Parses a script; a word that is not a key name is an error naming it.
  public init(parsing source: String) throws(KeyScriptError) {
    var steps: [Step] = []
    var index = source.startIndex
    func quoted() throws(KeyScriptError) -> String {
      index = source.index(after: index)
      guard let end = source[index...].firstIndex(of: "\"") else {
        throw KeyScriptError(message: "a quoted text is not closed: \(source[source.index(before: index)...])")
      }
      defer { index = source.index(after: end) }
      return String(source[index..<end])
    }
    while index < source.endIndex {
      let character = source[index]
      if character.isWhitespace {
        index = source.index(after: index)
      } else if character == "\"" {
        steps.append(.text(try quoted()))
      } else {
        let end = source[index...].firstIndex(where: \.isWhitespace) ?? source.endIndex
        let word = source[index..<end].lowercased()
        if word.hasPrefix("click:") {
          index = source.index(index, offsetBy: 6)
          if index < source.endIndex, source[index] == "\"" {
            steps.append(.click(try quoted()))
          } else {
            let wordEnd = source[index...].firstIndex(where: \.isWhitespace) ?? source.endIndex
            steps.append(.click(String(source[index..<wordEnd])))
            index = wordEnd
          }
          continue
        }
        if word.hasPrefix("wait:") {
          guard let duration = Self.duration(word.dropFirst(5)) else {
            throw KeyScriptError(message: "'\(word)': a wait is wait:NUMBERms or wait:NUMBERs, such as wait:300ms")
          }
          steps.append(.wait(duration))
          index = end
          continue
        }
        guard let key = Self.key(named: word) else {
          throw KeyScriptError(
            message: "unknown key '\(word)'; keys are \(Self.keys.keys.sorted().joined(separator: ", ")), "
              + "a character, with ctrl-, alt-, shift- or cmd- before a key or a character, \"text\", click:\"Label\" "
              + "and wait:300ms"
          )
        }
        steps.append(.key(key.0, key.1))
        index = end
      }
    }
    self.steps = steps
  }

  /// `300ms` or `2s`: at most an hour.
  static func duration(_ text: Substring) -> Duration? {
    let (digits, unit): (Substring, Duration) =
      text.hasSuffix("ms")
      ? (text.dropLast(2), .milliseconds(1)) : text.hasSuffix("s") ? (text.dropLast(), .seconds(1)) : ("", .zero)
    guard let count = Int(digits), count >= 0 else { return nil }
    let duration = unit * count
    return duration <= .seconds(3600) ? duration : nil
  }
}

/// Why a key script could not be read.
public struct KeyScriptError: Error, CustomStringConvertible, Sendable {
  public let message: String
  public var description: String { message }
}
