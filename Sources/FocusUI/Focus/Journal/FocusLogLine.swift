/// One journal entry as one line of text, for `FOCUSUI_FOCUS_LOG` and
/// swift-log: the time on the host's clock in seconds, then the entry.
///
/// Labels are the app's text, and may be hostile: every control character
/// (C0, DEL, C1) and line or paragraph separator is written as `\u{…}`,
/// and a backslash as `\\`, so a line never holds a raw escape sequence
/// or breaks in two, and reads back unambiguously.
///
/// ```swift
/// FocusLogLine(entry).text
/// // 0.250s keyboard: textField "Username" → secureField "Password" · Tab
/// ```
public struct FocusLogLine: CustomStringConvertible, Sendable {
  /// The line, without a line break.
  public let text: String

  /// The line of `entry`.
  public init(_ entry: FocusJournalEntry) {
    let (seconds, attoseconds) = entry.time.components
    let milliseconds = max(0, attoseconds / 1_000_000_000_000_000)
    let fraction = String(milliseconds).leftPadded(to: 3)
    text = "\(seconds).\(fraction)s " + Self.escaped(entry.description)
  }

  public var description: String { text }

  /// `text` with control characters and separators spelled out.
  package static func escaped(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar.properties.generalCategory {
      case .control, .lineSeparator, .paragraphSeparator:
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      default:
        if scalar == "\\" {
          result += "\\\\"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}

extension String {
  fileprivate func leftPadded(to width: Int) -> String {
    count >= width ? self : String(repeating: "0", count: width - count) + self
  }
}
