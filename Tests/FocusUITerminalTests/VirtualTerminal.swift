@testable import FocusUITerminal

/// A small terminal that understands what ``FrameWriter`` writes — cursor
/// moves (CUP, CUF), erase, SGR, autowrap with a pending wrap — so a test
/// can check that a frame's bytes really put the canvas on the screen.
///
/// ```swift
/// var terminal = VirtualTerminal(size: canvas.size)
/// terminal.apply(writer.frame(canvas, cursor: nil))
/// #expect(terminal.mismatches(with: canvas, writer: writer).isEmpty)
/// ```
struct VirtualTerminal {
  let size: Size
  /// Each cell's character ("" right of a wide one) and SGR codes.
  private(set) var characters: [String]
  private(set) var styles: [Set<String>]
  private(set) var cursor = Point(x: 0, y: 0)
  private var wrapPending = false
  private var style = Set<String>()

  init(size: Size) {
    self.size = size
    characters = Array(repeating: " ", count: size.width * size.height)
    styles = Array(repeating: [], count: size.width * size.height)
  }

  mutating func apply(_ output: String) {
    var scalars = Array(output.unicodeScalars)[...]
    while let first = scalars.first {
      if first == "\u{1B}", scalars.dropFirst().first == "[" {
        let body = scalars.dropFirst(2)
        let parameters = body.prefix { ("0"..."?").contains($0) }
        guard let final = body.dropFirst(parameters.count).first else { return }
        scalars = body.dropFirst(parameters.count + 1)
        control(String(String.UnicodeScalarView(parameters)), final: final)
        continue
      }
      // One character: a grapheme may span scalars.
      let text = String(String.UnicodeScalarView(scalars))
      let character = text.first!
      scalars = scalars.dropFirst(character.unicodeScalars.count)
      print(character)
    }
  }

  private mutating func control(_ parameters: String, final: Unicode.Scalar) {
    let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
    switch final {
    case "H":
      let row = (numbers.first ?? nil) ?? 1
      let column = numbers.count > 1 ? (numbers[1] ?? 1) : 1
      cursor = Point(x: column - 1, y: row - 1)
      wrapPending = false
    case "C":
      cursor.x = min(size.width - 1, cursor.x + ((numbers.first ?? nil) ?? 1))
      wrapPending = false
    case "J":
      characters = Array(repeating: " ", count: characters.count)
      styles = Array(repeating: style, count: styles.count)
    case "m":
      selectGraphicRendition(parameters.split(separator: ";").map(String.init))
    default: break  // modes (h, l): not drawing
    }
  }

  /// Applies SGR codes; colors are kept as their whole parameter string.
  private mutating func selectGraphicRendition(_ codes: [String]) {
    var codes = codes[...]
    if codes.isEmpty { style = [] }
    while let code = codes.popFirst() {
      switch code {
      case "0": style = []
      case "38", "48":
        let count = codes.first == "5" ? 2 : 4
        let color = ([code] + codes.prefix(count)).joined(separator: ";")
        codes = codes.dropFirst(count)
        style = style.filter { !$0.hasPrefix(code == "38" ? "fg" : "bg") }
        style.insert((code == "38" ? "fg" : "bg") + color)
      default:
        guard let number = Int(code) else { continue }
        if (30...37).contains(number) || (90...97).contains(number) {
          style = style.filter { !$0.hasPrefix("fg") }
          style.insert("fg" + code)
        } else if (40...47).contains(number) || (100...107).contains(number) {
          style = style.filter { !$0.hasPrefix("bg") }
          style.insert("bg" + code)
        } else {
          style.insert(code)
        }
      }
    }
  }

  private mutating func print(_ character: Character) {
    if wrapPending {
      cursor = Point(x: 0, y: cursor.y + 1)
      wrapPending = false
    }
    guard cursor.y < size.height else { return }
    let width = Canvas.cellWidth(of: String(character))
    let index = cursor.y * size.width + cursor.x
    characters[index] = String(character)
    styles[index] = style
    if width == 2, cursor.x + 1 < size.width {
      characters[index + 1] = ""
      styles[index + 1] = style
    }
    if cursor.x + width >= size.width {
      cursor.x = size.width - 1
      wrapPending = true
    } else {
      cursor.x += width
    }
  }

  /// The cells that differ from `canvas` (characters, or styles as
  /// `writer` writes them), each described as "x,y: seen ≠ expected".
  func mismatches(with canvas: Canvas, writer: FrameWriter) -> [String] {
    var result: [String] = []
    var reference = VirtualTerminal(size: Size(width: 1, height: 1))
    for y in 0..<size.height {
      for x in 0..<size.width {
        let cell = canvas[x, y]
        let index = y * size.width + x
        let isWide = x + 1 < size.width && canvas[x + 1, y].isContinuation
        let expected = cell.isContinuation ? "" : String(isWide ? cell.character : FrameWriter.narrow(cell.character))
        reference.style = []
        reference.apply(writer.sgr(cell.style))
        // The second cell of a wide character shows the first one's style.
        let styleDiffers = !cell.isContinuation && styles[index] != reference.style
        if characters[index] != expected || styleDiffers {
          result.append(
            "\(x),\(y): \(characters[index]) \(styles[index].sorted()) ≠ \(expected) \(reference.style.sorted())")
        }
      }
    }
    return result
  }
}
