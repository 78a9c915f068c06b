/// Decodes terminal input bytes into key presses, text and clicks.
///
/// Handles UTF-8 text, control keys, CSI and SS3 sequences for arrows,
/// Home/End, Delete, Shift-Tab, and SGR mouse clicks. Unknown sequences and
/// invalid bytes are dropped.
struct KeyDecoder {
  enum Event: Equatable {
    case key(KeyEquivalent, EventModifiers)
    case text(String)
    case click(Point)
    case quit
  }

  private var pending: [UInt8] = []

  mutating func decode(_ bytes: [UInt8]) -> [Event] {
    pending += bytes
    var events: [Event] = []
    var index = 0
    var text: [UInt8] = []
    func flushText() {
      if !text.isEmpty {
        events.append(.text(String(decoding: text, as: UTF8.self).replacingOccurrences(of: "\u{FFFD}", with: "")))
        text = []
      }
    }
    while index < pending.count {
      let byte = pending[index]
      switch byte {
      case 0x03, 0x11:  // Ctrl-C, Ctrl-Q
        flushText()
        events.append(.quit)
        index += 1
      case 0x09:
        flushText()
        events.append(.key(.tab, []))
        index += 1
      case 0x0D, 0x0A:
        flushText()
        events.append(.key(.return, []))
        index += 1
      case 0x7F, 0x08:
        flushText()
        events.append(.key(.delete, []))
        index += 1
      case 0x1B:
        flushText()
        guard let (event, length) = escape(at: index) else {
          // An incomplete sequence at the end waits for more bytes unless it is a lone Escape.
          if index + 1 >= pending.count {
            events.append(.key(.escape, []))
            index += 1
          } else {
            index += 1
          }
          continue
        }
        if let event { events.append(event) }
        index += length
      case 0..<0x20:
        index += 1  // other control bytes are not keys we know
      default:
        text.append(byte)
        index += 1
      }
    }
    flushText()
    pending = []
    return events
  }

  /// Decodes the escape sequence at `start`: the event (or `nil` for one we
  /// ignore) and its length; `nil` when it is not a sequence.
  private func escape(at start: Int) -> (Event?, Int)? {
    guard start + 1 < pending.count else { return nil }
    let introducer = pending[start + 1]
    if introducer == UInt8(ascii: "O"), start + 2 < pending.count {
      return (ss3(pending[start + 2]), 3)
    }
    guard introducer == UInt8(ascii: "[") else { return nil }
    var end = start + 2
    while end < pending.count, !(0x40...0x7E).contains(pending[end]) { end += 1 }
    guard end < pending.count else { return (nil, pending.count - start) }
    let parameters = String(decoding: pending[(start + 2)..<end], as: UTF8.self)
    let final = pending[end]
    return (csi(parameters, final), end - start + 1)
  }

  private func ss3(_ final: UInt8) -> Event? {
    switch final {
    case UInt8(ascii: "A"): .key(.upArrow, [])
    case UInt8(ascii: "B"): .key(.downArrow, [])
    case UInt8(ascii: "C"): .key(.rightArrow, [])
    case UInt8(ascii: "D"): .key(.leftArrow, [])
    case UInt8(ascii: "H"): .key(.home, [])
    case UInt8(ascii: "F"): .key(.end, [])
    default: nil
    }
  }

  private func csi(_ parameters: String, _ final: UInt8) -> Event? {
    let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
    let modifiers = fields.count > 1 ? Self.modifiers(Int(fields[1]) ?? 1) : []
    switch final {
    case UInt8(ascii: "A"): return .key(.upArrow, modifiers)
    case UInt8(ascii: "B"): return .key(.downArrow, modifiers)
    case UInt8(ascii: "C"): return .key(.rightArrow, modifiers)
    case UInt8(ascii: "D"): return .key(.leftArrow, modifiers)
    case UInt8(ascii: "H"): return .key(.home, modifiers)
    case UInt8(ascii: "F"): return .key(.end, modifiers)
    case UInt8(ascii: "Z"): return .key(.tab, .shift)
    case UInt8(ascii: "~"):
      switch fields.first.flatMap({ Int($0) }) {
      case 1, 7: return .key(.home, modifiers)
      case 4, 8: return .key(.end, modifiers)
      case 3: return .key(.deleteForward, modifiers)
      case 5: return .key(.pageUp, modifiers)
      case 6: return .key(.pageDown, modifiers)
      default: return nil
      }
    case UInt8(ascii: "M"):
      // SGR mouse: "<button;x;y", M for press.
      guard parameters.hasPrefix("<") else { return nil }
      let values = parameters.dropFirst().split(separator: ";").compactMap { Int($0) }
      guard values.count == 3, values[0] & ~(4 | 8 | 16) == 0 else { return nil }
      return .click(Point(x: values[1] - 1, y: values[2] - 1))
    default:
      return nil
    }
  }

  private static func modifiers(_ code: Int) -> EventModifiers {
    let bits = max(0, code - 1)
    var result: EventModifiers = []
    if bits & 1 != 0 { result.insert(.shift) }
    if bits & 2 != 0 { result.insert(.option) }
    if bits & 4 != 0 { result.insert(.control) }
    return result
  }
}
