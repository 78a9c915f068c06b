/// Decodes the bytes a terminal sends into key presses, text, pastes and
/// clicks.
///
/// - UTF-8 text becomes `.text`; bytes that are not valid UTF-8 are dropped.
/// - Control bytes: Ctrl-C and Ctrl-Q quit; Tab, Return (CR or LF) and
///   Backspace (DEL or BS) are keys; other Ctrl-letters are the letter with
///   `.control`.
/// - CSI (`ESC [`) and SS3 (`ESC O`) sequences: arrows, Home, End, Delete,
///   Page Up and Down, F1 to F12, Shift-Tab (`ESC [ Z`), with xterm modifier
///   parameters (`ESC [ 1 ; 5 A` is Ctrl-Up); `ESC` before a key is Alt
///   (`.option`).
/// - A lone Escape is only known as such when nothing follows it in time:
///   the host calls `flushPending()` after a short quiet spell.
/// - Bracketed paste (`ESC [ 200 ~` … `ESC [ 201 ~`) becomes one `.paste`,
///   control characters and all, kept as text.
/// - SGR mouse reports: a left-button press is a `.click` at its cell, a
///   wheel turn a `.scroll` of three lines, motion with no button held a
///   `.pointerMove` (for `onHover`), motion with it held a `.drag`.
/// - Focus reports (`ESC [ I`, `ESC [ O`): the terminal's window gained or
///   lost the system's focus, a `.windowActivation`.
///
/// Unknown and malformed sequences are dropped. A sequence or character cut
/// off at the end of one read is completed by the next. Decoding takes time
/// and memory in proportion to the input.
struct KeyDecoder {
  /// What the decoder produces: the screen's input events (keys, text,
  /// pastes, clicks, wheel turns and quit).
  typealias Event = InputEvent

  /// The longest control sequence, in bytes from `ESC` to the final byte
  /// included. A longer one is malformed: it is skipped through its final
  /// byte.
  static let maximumSequenceLength = 64

  private enum Mode {
    /// Keys and text.
    case ground
    /// In an overlong control sequence, up to its final byte.
    case skippingSequence
    /// Between the start and end markers of a bracketed paste.
    case paste
  }

  private var mode = Mode.ground
  /// The start of a sequence or character whose rest has not arrived yet
  /// (at most `maximumSequenceLength` bytes).
  private var pending: [UInt8] = []
  /// Pasted bytes not yet delivered.
  private var pasted: [UInt8] = []
  /// How many bytes of the paste end marker have been seen, held back.
  private var pasteEndMatched = 0

  private static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

  /// The events in `bytes`, which follow the bytes of the previous calls.
  /// An incomplete sequence at the end waits for the next call, or for
  /// `flushPending()`.
  mutating func decode(_ bytes: [UInt8]) -> [Event] {
    var input: [UInt8]
    if pending.isEmpty {
      input = bytes
    } else {
      input = pending
      input.append(contentsOf: bytes)
      pending = []
    }
    var output = Output()
    var index = 0
    reading: while index < input.count {
      switch mode {
      case .paste:
        index = readPaste(input, from: index, into: &output)
      case .skippingSequence:
        index = skipSequence(input, from: index)
      case .ground:
        guard let next = readGround(input, at: index, into: &output) else {
          pending = Array(input[index...])
          break reading
        }
        index = next
      }
    }
    return output.finish()
  }

  /// The most a bracketed paste holds (16 MiB by default): a paste that
  /// grows past it is delivered as it is, and what follows is decoded as
  /// keys again.
  let maximumPasteLength: Int

  init(maximumPasteLength: Int = 16 << 20) {
    self.maximumPasteLength = maximumPasteLength
  }

  /// Whether bytes wait for more to arrive: the host then waits only
  /// briefly before calling ``flushPending()``.
  var hasPending: Bool { !pending.isEmpty || mode != .ground }

  /// Whether a bracketed paste has started and not ended.
  var isInPaste: Bool { mode == .paste }

  /// Ends a paste whose end marker never came (no bytes for a while, about
  /// 500 ms): what arrived is delivered, and bytes are keys again — so that
  /// a lost marker cannot swallow the keyboard (Ctrl-Q, Ctrl-C).
  mutating func endStalledPaste() -> [Event] {
    guard mode == .paste else { return flushPending() }
    var output = Output()
    pasted.append(contentsOf: Self.pasteEnd[0..<pasteEndMatched])
    pasteEndMatched = 0
    mode = .ground
    deliverPaste(complete: true, into: &output)
    return output.finish()
  }

  /// Resolves what waits for more bytes, once none came for a while (about
  /// 50 ms): a lone `ESC` is the Escape key; an incomplete longer sequence
  /// is dropped. In an unterminated paste, what was pasted so far comes out
  /// as `.paste`, and bytes stay paste until the end marker.
  mutating func flushPending() -> [Event] {
    var output = Output()
    switch mode {
    case .ground:
      if pending == [0x1B] { output.append(.key(.escape, [])) }
    case .skippingSequence:
      mode = .ground
    case .paste:
      deliverPaste(complete: false, into: &output)
    }
    pending = []
    return output.finish()
  }

  // MARK: - Keys and text

  /// Reads the key, text or sequence at `index`: the index after it, or
  /// `nil` when it is incomplete.
  private mutating func readGround(_ input: [UInt8], at index: Int, into output: inout Output) -> Int? {
    let byte = input[index]
    switch byte {
    case 0x1B:
      switch Self.readEscape(input, at: index) {
      case .incomplete:
        return nil
      case .event(let event, let length):
        output.append(event)
        return index + length
      case .ignored(let length):
        return index + length
      case .pasteStart(let length):
        mode = .paste
        return index + length
      case .overlong(let length):
        mode = .skippingSequence
        return index + length
      }
    case 0x20..<0x7F:
      var end = index + 1
      while end < input.count, (0x20..<0x7F).contains(input[end]) { end += 1 }
      output.text.append(contentsOf: input[index..<end])
      return end
    case 0x80...:
      switch Self.scanUTF8(input, at: index) {
      case .incomplete:
        return nil
      case .invalid(let length):
        return index + length
      case .valid(let length):
        if Self.character(input, at: index, length: length) != nil {
          output.text.append(contentsOf: input[index..<(index + length)])
        }
        return index + length
      }
    default:
      if let event = Self.controlEvent(byte) { output.append(event) }
      return index + 1
    }
  }

  /// The event of a C0 control byte or DEL on its own.
  private static func controlEvent(_ byte: UInt8) -> Event? {
    switch byte {
    case 0x03, 0x11: .quit  // Ctrl-C, Ctrl-Q
    case 0x09: .key(.tab, [])
    case 0x0D, 0x0A: .key(.return, [])
    case 0x08, 0x7F: .key(.delete, [])
    case 0x01...0x1A: .key(KeyEquivalent(Character(Unicode.Scalar(byte + 0x60))), .control)
    default: nil
    }
  }

  // MARK: - Escape sequences

  /// What an escape sequence amounts to.
  private enum Token {
    /// More bytes are needed.
    case incomplete
    /// An event, from `length` bytes.
    case event(Event, Int)
    /// `length` bytes that mean nothing here.
    case ignored(Int)
    /// The start of a bracketed paste, `length` bytes.
    case pasteStart(Int)
    /// The first `length` bytes of an overlong control sequence.
    case overlong(Int)
  }

  /// Reads the sequence that starts with the `ESC` at `start`.
  private static func readEscape(_ input: [UInt8], at start: Int) -> Token {
    guard start + 1 < input.count else { return .incomplete }
    let next = input[start + 1]
    switch next {
    case UInt8(ascii: "["):
      return readCSI(input, at: start)
    case UInt8(ascii: "O"):
      return readSS3(input, at: start)
    case 0x1B:
      return .event(.key(.escape, []), 1)
    case 0x20..<0x7F:
      return .event(.key(KeyEquivalent(Character(Unicode.Scalar(next))), .option), 2)
    case 0x80...:
      switch scanUTF8(input, at: start + 1) {
      case .incomplete:
        return .incomplete
      case .invalid:
        return .event(.key(.escape, []), 1)
      case .valid(let length):
        guard let character = character(input, at: start + 1, length: length) else {
          return .event(.key(.escape, []), 1)
        }
        return .event(.key(KeyEquivalent(character), .option), 1 + length)
      }
    default:
      // Alt with a control key; Escape on its own before Ctrl-C, Ctrl-Q and
      // control bytes that are no key.
      guard case .key(let key, let modifiers) = controlEvent(next) else {
        return .event(.key(.escape, []), 1)
      }
      return .event(.key(key, modifiers.union(.option)), 2)
    }
  }

  /// Reads `ESC [ parameters final`.
  private static func readCSI(_ input: [UInt8], at start: Int) -> Token {
    var index = start + 2
    guard index < input.count else { return .incomplete }
    switch input[index] {
    case UInt8(ascii: "M"):
      // A legacy X10 mouse report: three raw bytes follow.
      return start + 6 <= input.count ? .ignored(6) : .incomplete
    case UInt8(ascii: "["):
      // The Linux console's F1 to F5: ESC [ [ A to E.
      guard index + 1 < input.count else { return .incomplete }
      let key = input[index + 1]
      guard (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(key) else { return .ignored(3) }
      return .event(.key(KeyEquivalent.functionKeys[Int(key - UInt8(ascii: "A"))], []), 4)
    default:
      break
    }
    while index < input.count {
      let byte = input[index]
      switch byte {
      case 0x20...0x3F:  // parameter and intermediate bytes
        index += 1
        if index - start >= maximumSequenceLength { return .overlong(index - start) }
      case 0x40...0x7E:
        return csi(parameters: input[(start + 2)..<index], final: byte, length: index - start + 1)
      default:
        // A control or non-ASCII byte cannot be part of the sequence: drop
        // what came before it and read it anew.
        return .ignored(index - start)
      }
    }
    return .incomplete
  }

  private static func csi(parameters: ArraySlice<UInt8>, final: UInt8, length: Int) -> Token {
    let event: Event?
    if let first = parameters.first, (0x3C...0x3F).contains(first) {
      // A private parameter string: only SGR mouse reports are input.
      guard first == UInt8(ascii: "<"), final == UInt8(ascii: "M") || final == UInt8(ascii: "m"),
        let values = numbers(parameters.dropFirst())
      else { return .ignored(length) }
      event = mouse(values, pressed: final == UInt8(ascii: "M"))
    } else {
      // Focus reports (mode 1004): `CSI I` the terminal's window gained
      // the system's focus, `CSI O` lost it; never with parameters.
      if parameters.isEmpty, final == UInt8(ascii: "I") { return .event(.windowActivation(true), length) }
      if parameters.isEmpty, final == UInt8(ascii: "O") { return .event(.windowActivation(false), length) }
      guard let values = numbers(parameters) else { return .ignored(length) }
      if final == UInt8(ascii: "~"), values[0] == 200 { return .pasteStart(length) }
      event = csiKey(values, final: final)
    }
    return event.map { .event($0, length) } ?? .ignored(length)
  }

  private static func csiKey(_ values: [Int?], final: UInt8) -> Event? {
    let modifiers = modifiers(values, at: 1)
    switch final {
    case UInt8(ascii: "A"): return .key(.upArrow, modifiers)
    case UInt8(ascii: "B"): return .key(.downArrow, modifiers)
    case UInt8(ascii: "C"): return .key(.rightArrow, modifiers)
    case UInt8(ascii: "D"): return .key(.leftArrow, modifiers)
    case UInt8(ascii: "H"): return .key(.home, modifiers)
    case UInt8(ascii: "F"): return .key(.end, modifiers)
    case UInt8(ascii: "P")...UInt8(ascii: "S"):
      return .key(KeyEquivalent.functionKeys[Int(final - UInt8(ascii: "P"))], modifiers)
    case UInt8(ascii: "Z"): return .key(.tab, modifiers.union(.shift))
    case UInt8(ascii: "u"):  // CSI code ; modifiers u
      return key(codePoint: values[0], modifiers: modifiers)
    case UInt8(ascii: "~"):
      switch values[0] {
      case 1, 7: return .key(.home, modifiers)
      case 4, 8: return .key(.end, modifiers)
      case 3: return .key(.deleteForward, modifiers)
      case 5: return .key(.pageUp, modifiers)
      case 6: return .key(.pageDown, modifiers)
      case .some(let code) where (11...15).contains(code):
        return .key(KeyEquivalent.functionKeys[code - 11], modifiers)
      case .some(let code) where (17...21).contains(code):
        return .key(KeyEquivalent.functionKeys[code - 12], modifiers)
      case .some(let code) where (23...24).contains(code):
        return .key(KeyEquivalent.functionKeys[code - 13], modifiers)
      case 27:  // xterm's modifyOtherKeys: CSI 27 ; modifiers ; code ~
        return key(codePoint: values.count > 2 ? values[2] : nil, modifiers: modifiers)
      default: return nil  // Insert (2), paste end (201), unknown
      }
    default:
      return nil
    }
  }

  /// A key reported by its Unicode code point.
  private static func key(codePoint: Int?, modifiers: EventModifiers) -> Event? {
    guard let codePoint else { return nil }
    let key: KeyEquivalent
    switch codePoint {
    case 0x09: key = .tab
    case 0x0D: key = .return
    case 0x1B: key = .escape
    case 0x08, 0x7F: key = .delete
    default:
      guard codePoint >= 0x20, !(0x80...0x9F).contains(codePoint), !(0xE000...0xF8FF).contains(codePoint),
        let scalar = Unicode.Scalar(UInt32(codePoint))
      else { return nil }
      key = KeyEquivalent(Character(scalar))
    }
    if modifiers == .control, key == "c" || key == "q" { return .quit }
    return .key(key, modifiers)
  }

  /// An SGR mouse report `< button ; column ; row`: a click for a
  /// left-button press, a scroll of three lines for a wheel turn, a
  /// pointer move for motion with no button, a drag for motion with the
  /// left button held, `nil` for anything else.
  private static func mouse(_ values: [Int?], pressed: Bool) -> Event? {
    guard pressed, values.count == 3, let button = values[0], let column = values[1], let row = values[2],
      column >= 1, row >= 1
    else { return nil }
    let point = Point(x: column - 1, y: row - 1)
    // Bits 0-1 the button (0 is left; with 64, 0 is wheel up and 1 down),
    // 32 motion, 64 wheel, 128 extra buttons; 4, 8, 16 are modifiers.
    switch button & (3 | 32 | 64 | 128) {
    case 0: return .click(point)
    case 32: return .drag(point)  // motion with the left button held
    case 35: return .pointerMove(point)  // motion with no button held
    case 64: return .scroll(point, lines: -3)
    case 65: return .scroll(point, lines: 3)
    default: return nil
    }
  }

  /// Reads `ESC O final`, with an optional modifier number before the final.
  private static func readSS3(_ input: [UInt8], at start: Int) -> Token {
    var index = start + 2
    var code: Int?
    while index < input.count, (0x30...0x39).contains(input[index]) {
      guard index - start < 4 else { return .ignored(index - start) }
      code = (code ?? 0) * 10 + Int(input[index] - 0x30)
      index += 1
    }
    guard index < input.count else { return .incomplete }
    let final = input[index]
    guard (0x40...0x7E).contains(final) else { return .ignored(index - start) }
    let length = index - start + 1
    let modifiers = modifiers([nil, code], at: 1)
    let event: Event?
    switch final {
    case UInt8(ascii: "A"): event = .key(.upArrow, modifiers)
    case UInt8(ascii: "B"): event = .key(.downArrow, modifiers)
    case UInt8(ascii: "C"): event = .key(.rightArrow, modifiers)
    case UInt8(ascii: "D"): event = .key(.leftArrow, modifiers)
    case UInt8(ascii: "H"): event = .key(.home, modifiers)
    case UInt8(ascii: "F"): event = .key(.end, modifiers)
    case UInt8(ascii: "P")...UInt8(ascii: "S"):
      event = .key(KeyEquivalent.functionKeys[Int(final - UInt8(ascii: "P"))], modifiers)
    case UInt8(ascii: "M"): event = .key(.return, modifiers)  // keypad Enter
    case UInt8(ascii: "X"): event = .text("=")  // keypad =
    case UInt8(ascii: "j")...UInt8(ascii: "y"):  // keypad * + , - . / 0-9
      event = .text(String(Character(Unicode.Scalar(final - UInt8(ascii: "j") + UInt8(ascii: "*")))))
    default: event = nil
    }
    return event.map { .event($0, length) } ?? .ignored(length)
  }

  /// The numbers of a parameter string: fields split by `;`, each the
  /// number before any `:` sub-parameters, `nil` when empty; `nil` for
  /// anything but digits and separators. Numbers stop growing at 10,000,000,
  /// beyond any code point.
  private static func numbers(_ parameters: ArraySlice<UInt8>) -> [Int?]? {
    var values: [Int?] = []
    var value: Int?
    var inSubparameter = false
    for byte in parameters {
      switch byte {
      case 0x30...0x39:
        if !inSubparameter { value = min((value ?? 0) * 10 + Int(byte - 0x30), 10_000_000) }
      case UInt8(ascii: ";"):
        values.append(value)
        value = nil
        inSubparameter = false
      case UInt8(ascii: ":"):
        inSubparameter = true
      default:
        return nil
      }
    }
    values.append(value)
    return values
  }

  /// The modifiers of an xterm modifier parameter (1 plus bits: 1 Shift,
  /// 2 Alt, 4 Control, 8 Meta), at `index` in `values`.
  private static func modifiers(_ values: [Int?], at index: Int) -> EventModifiers {
    guard index < values.count, let code = values[index] else { return [] }
    let bits = max(0, code - 1)
    var result: EventModifiers = []
    if bits & 1 != 0 { result.insert(.shift) }
    if bits & 2 != 0 { result.insert(.option) }
    if bits & 4 != 0 { result.insert(.control) }
    if bits & 8 != 0 { result.insert(.command) }
    return result
  }

  /// Skips the rest of an overlong control sequence, through its final byte.
  private mutating func skipSequence(_ input: [UInt8], from start: Int) -> Int {
    var index = start
    while index < input.count {
      let byte = input[index]
      if (0x20...0x3F).contains(byte) {
        index += 1
        continue
      }
      mode = .ground
      // The final byte ends it; any other byte is read anew.
      return (0x40...0x7E).contains(byte) ? index + 1 : index
    }
    return index
  }

  // MARK: - Bracketed paste

  /// Collects pasted bytes up to the end marker; returns the index after
  /// what it read.
  private mutating func readPaste(_ input: [UInt8], from start: Int, into output: inout Output) -> Int {
    var index = start
    while index < input.count {
      if pasteEndMatched == 0 {
        if pasted.count >= maximumPasteLength {
          mode = .ground
          deliverPaste(complete: true, into: &output)
          return index
        }
        let limit = min(input.count, index + maximumPasteLength - pasted.count)
        let end = input[index..<limit].firstIndex(of: 0x1B) ?? limit
        pasted.append(contentsOf: input[index..<end])
        index = end
        if index < input.count, input[index] == 0x1B {
          pasteEndMatched = 1
          index += 1
        }
      } else if input[index] == Self.pasteEnd[pasteEndMatched] {
        pasteEndMatched += 1
        index += 1
        if pasteEndMatched == Self.pasteEnd.count {
          pasteEndMatched = 0
          mode = .ground
          deliverPaste(complete: true, into: &output)
          return index
        }
      } else {
        // Not the end marker after all: what was held back is pasted text,
        // and this byte is read anew (the marker has only one ESC).
        pasted.append(contentsOf: Self.pasteEnd[0..<pasteEndMatched])
        pasteEndMatched = 0
      }
    }
    return index
  }

  /// Emits the pasted bytes as valid UTF-8 text, dropping invalid bytes.
  /// Unless the paste is `complete`, a character cut off at the end waits.
  private mutating func deliverPaste(complete: Bool, into output: inout Output) {
    var text: [UInt8] = []
    text.reserveCapacity(pasted.count)
    var index = 0
    scanning: while index < pasted.count {
      if pasted[index] < 0x80 {
        var end = index + 1
        while end < pasted.count, pasted[end] < 0x80 { end += 1 }
        text.append(contentsOf: pasted[index..<end])
        index = end
        continue
      }
      switch Self.scanUTF8(pasted, at: index) {
      case .valid(let length):
        text.append(contentsOf: pasted[index..<(index + length)])
        index += length
      case .invalid(let length):
        index += length
      case .incomplete:
        guard complete else { break scanning }
        index += 1
      }
    }
    pasted = index < pasted.count ? Array(pasted[index...]) : []
    if !text.isEmpty { output.append(.paste(String(decoding: text, as: UTF8.self))) }
  }

  // MARK: - UTF-8

  private enum UTF8Scan {
    /// A well-formed character of `length` bytes.
    case valid(Int)
    /// `length` bytes that are not UTF-8 (the longest ill-formed start).
    case invalid(Int)
    /// The start of a character whose rest is missing.
    case incomplete
  }

  /// Checks the UTF-8 character at `start` (Unicode 15, table 3-7).
  private static func scanUTF8(_ bytes: [UInt8], at start: Int) -> UTF8Scan {
    let lead = bytes[start]
    let length: Int
    let second: ClosedRange<UInt8>
    switch lead {
    case 0x00...0x7F: return .valid(1)
    case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
    case 0xE0: (length, second) = (3, 0xA0...0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
    case 0xED: (length, second) = (3, 0x80...0x9F)
    case 0xF0: (length, second) = (4, 0x90...0xBF)
    case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
    case 0xF4: (length, second) = (4, 0x80...0x8F)
    default: return .invalid(1)
    }
    for offset in 1..<length {
      guard start + offset < bytes.count else { return .incomplete }
      let byte = bytes[start + offset]
      guard (offset == 1 ? second : 0x80...0xBF).contains(byte) else { return .invalid(offset) }
    }
    return .valid(length)
  }

  /// The character of the well-formed UTF-8 sequence at `start`, or `nil`
  /// for a C1 control character.
  private static func character(_ bytes: [UInt8], at start: Int, length: Int) -> Character? {
    var value = UInt32(bytes[start]) & (length == 1 ? 0x7F : 0xFF >> (length + 1))
    for offset in 1..<max(length, 1) {
      value = value << 6 | UInt32(bytes[start + offset] & 0x3F)
    }
    guard !(0x80...0x9F).contains(value), let scalar = Unicode.Scalar(value) else { return nil }
    return Character(scalar)
  }

  // MARK: - Output

  /// Events in order, with adjacent text joined.
  private struct Output {
    var events: [Event] = []
    /// Text not yet emitted: well-formed UTF-8.
    var text: [UInt8] = []

    mutating func append(_ event: Event) {
      if case .text(let string) = event {
        text.append(contentsOf: string.utf8)
        return
      }
      flushText()
      events.append(event)
    }

    mutating func flushText() {
      guard !text.isEmpty else { return }
      events.append(.text(String(decoding: text, as: UTF8.self)))
      text.removeAll(keepingCapacity: true)
    }

    mutating func finish() -> [Event] {
      flushText()
      return events
    }
  }
}
