import FocusUI

/// A scripted session for the demo's headless mode:
/// `tab tab "bob" return click:"Sign In"`.
public struct KeyScript: Equatable, Sendable {
  public enum Step: Equatable, Sendable {
    case key(KeyEquivalent, EventModifiers)
    case text(String)
    case click(String)
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
  ]

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
        guard let key = Self.keys[word] else {
          throw KeyScriptError(
            message: "unknown key '\(word)'; keys are \(Self.keys.keys.sorted().joined(separator: ", ")), "
              + "\"text\" and click:\"Label\"")
        }
        steps.append(.key(key.0, key.1))
        index = end
      }
    }
    self.steps = steps
  }
}

/// Why a key script could not be read.
public struct KeyScriptError: Error, CustomStringConvertible, Sendable {
  public let message: String
  public var description: String { message }
}
