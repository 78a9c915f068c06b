/// Where the terminal's cursor is while ``FrameWriter`` writes a frame, so
/// that it moves the cursor with the fewest bytes, or not at all.
///
/// ```swift
/// var at = TerminalCursor.unknown
/// at.move(to: Point(x: 0, y: 4))            // "\u{1B}[5H"
/// at = TerminalCursor(after: Point(x: 3, y: 4), in: size)
/// at.move(to: Point(x: 9, y: 4))            // "\u{1B}[6C": six to the right
/// ```
///
/// A character written in a row's last column leaves the cursor there with
/// a wrap pending (VT100 and every terminal since): the next character goes
/// to the start of the next row, but a relative move would start from the
/// last column. So after the last column only that next character, or an
/// absolute move, is safe.
struct TerminalCursor: Equatable {
  /// The cell the next character goes to, when known.
  private var point: Point?
  /// Whether the terminal wraps before the next character (`point` is then
  /// the start of the next row).
  private var wrapPending = false

  /// Nothing written yet: the first move is absolute.
  static let unknown = TerminalCursor(point: nil)

  private init(point: Point?) {
    self.point = point
  }

  /// The cursor after writing the cells before `next` in its row, in a
  /// screen of `size`: at `next`, at the start of the next row by the
  /// wrap, or unknown after the bottom-right cell (no row to wrap to).
  init(after next: Point, in size: Size) {
    if next.x < size.width {
      point = next
    } else if next.y + 1 < size.height {
      point = Point(x: 0, y: next.y + 1)
      wrapPending = true
    } else {
      point = nil
    }
  }

  /// The bytes that put the cursor at `target` for the next character
  /// (none when it goes there anyway), and the cursor there.
  mutating func move(to target: Point) -> String {
    defer { self = TerminalCursor(point: target) }
    guard let point else { return Self.absolute(target) }
    // With a wrap pending, the next character goes to `point` too.
    if point == target { return "" }
    if !wrapPending, point.y == target.y, target.x > point.x {
      let distance = target.x - point.x
      return distance == 1 ? "\u{1B}[C" : "\u{1B}[\(distance)C"
    }
    return Self.absolute(target)
  }

  /// The bytes that show the cursor at `target` when no character follows:
  /// a pending wrap has not moved it yet, so it needs an absolute move.
  mutating func place(at target: Point) -> String {
    if wrapPending { self = .unknown }
    return move(to: target)
  }

  /// CUP, leaving out column 1.
  private static func absolute(_ target: Point) -> String {
    target.x == 0 ? "\u{1B}[\(target.y + 1)H" : "\u{1B}[\(target.y + 1);\(target.x + 1)H"
  }
}
