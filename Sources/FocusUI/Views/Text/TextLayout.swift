/// The lines a text is drawn in at one width: wrapped, cut to its line
/// limit with an ellipsis, in the case asked for.
struct TextLayout {
  /// A part of a line: characters of ``string``, or the ellipsis that
  /// stands for characters left out.
  enum Piece: Equatable {
    case text(Range<String.Index>)
    case ellipsis
  }

  struct Line {
    var pieces: [Piece]
    var width: Int
  }

  /// The characters drawn: the runs' strings, case applied.
  let string: String
  /// Where each run ends in ``string``.
  let runEnds: [String.Index]
  private(set) var lines: [Line] = []

  init(runs: [Text.Run], textCase: Text.Case?, width: Int?, limits: LineLimit, truncation: Text.TruncationMode) {
    var string = ""
    var offsets: [Int] = []
    for run in runs {
      switch textCase {
      case .uppercase: string += run.string.uppercased()
      case .lowercase: string += run.string.lowercased()
      case nil: string += run.string
      }
      offsets.append(string.utf8.count)
    }
    let ends = offsets.map { string.utf8.index(string.startIndex, offsetBy: $0) }
    self.string = string
    self.runEnds = ends
    let wrapped = TextWrapping.lines(of: string, width: width)
    lines = wrapped.map { Line(pieces: [.text($0.startIndex..<$0.endIndex)], width: CellWidth.of($0)) }
    if let maximum = limits.maximum, lines.count > maximum {
      truncate(to: max(0, maximum), width: width, mode: truncation)
    }
  }

  /// The number of rows the text takes with room for `minimum` lines.
  func height(reserving minimum: Int?) -> Int {
    max(lines.count, minimum ?? 0)
  }

  var width: Int { lines.map(\.width).max() ?? 0 }

  private mutating func truncate(to maximum: Int, width: Int?, mode: Text.TruncationMode) {
    guard maximum > 0 else {
      lines = []
      return
    }
    let room = width.map { max(0, $0 - 1) }
    let whole = string.startIndex..<string.endIndex
    if maximum == 1, mode != .tail, !string.contains("\n"), let room {
      if mode == .head {
        let suffix = Self.suffix(of: string[whole], fitting: room)
        lines = [Line(pieces: [.ellipsis, .text(suffix)], width: 1 + CellWidth.of(string[suffix]))]
      } else {
        let front = Self.prefix(of: string[whole], fitting: (room + 1) / 2)
        let back = Self.suffix(of: string[front.upperBound...], fitting: room - CellWidth.of(string[front]))
        lines = [
          Line(
            pieces: [.text(front), .ellipsis, .text(back)],
            width: CellWidth.of(string[front]) + 1 + CellWidth.of(string[back]))
        ]
      }
      return
    }
    lines.removeLast(lines.count - maximum)
    guard case .text(let range) = lines[maximum - 1].pieces[0] else { return }
    var kept = room.map { Self.prefix(of: string[range], fitting: $0) } ?? range
    while kept.upperBound > kept.lowerBound, string[string.index(before: kept.upperBound)] == " " {
      kept = kept.lowerBound..<string.index(before: kept.upperBound)
    }
    lines[maximum - 1] = Line(pieces: [.text(kept), .ellipsis], width: CellWidth.of(string[kept]) + 1)
  }

  /// The longest start of `text` at most `width` cells wide.
  private static func prefix(of text: Substring, fitting width: Int) -> Range<String.Index> {
    var used = 0
    var end = text.startIndex
    for index in text.indices {
      let next = used + CellWidth.of(text[index])
      if next > width { break }
      used = next
      end = text.index(after: index)
    }
    return text.startIndex..<end
  }

  /// The longest end of `text` at most `width` cells wide.
  private static func suffix(of text: Substring, fitting width: Int) -> Range<String.Index> {
    var used = 0
    var start = text.endIndex
    while start > text.startIndex {
      let previous = text.index(before: start)
      let next = used + CellWidth.of(text[previous])
      if next > width { break }
      used = next
      start = previous
    }
    return start..<text.endIndex
  }

  /// The index of the run holding the character at `index`.
  func run(at index: String.Index) -> Int {
    var low = 0
    var high = runEnds.count - 1
    while low < high {
      let middle = (low + high) / 2
      if runEnds[middle] > index { high = middle } else { low = middle + 1 }
    }
    return max(0, low)
  }
}
