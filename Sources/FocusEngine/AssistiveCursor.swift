/// The cursor of one assistive technology: the accessibility element it is
/// on, separate from keyboard focus.
///
/// A screen reader moves it element by element (``moveNext(in:)``,
/// ``movePrevious(in:)``); a switch interface scans the actionable elements
/// the same way, wrapping at the end. Elements are given in reading order
/// each time, since the tree changes between moves.
///
/// ```swift
/// var cursor = AssistiveCursor()
/// cursor.moveNext(in: [a, b, c])   // a
/// cursor.moveNext(in: [a, b, c])   // b
/// cursor.clear()                   // b went away
/// cursor.moveNext(in: [a, c])      // c, which took its place
/// ```
public struct AssistiveCursor: Hashable, Sendable {
  /// The element the cursor is on.
  public private(set) var element: NodeID?
  /// Where the cursor was in reading order, so that a move after its
  /// element went away continues from there.
  private var lastIndex: Int?

  public init() {}

  /// Moves to the element after the current one; from nothing, to the
  /// first. Wraps when `wraps` (scanning), else stays on the last.
  @discardableResult
  public mutating func moveNext(in order: [NodeID], wraps: Bool = false) -> NodeID? {
    guard !order.isEmpty else { return nil }
    let index: Int
    if let element, let current = order.firstIndex(of: element) {
      index = current + 1 < order.count ? current + 1 : (wraps ? 0 : current)
    } else if let lastIndex {
      // The element went away: the one that took its place comes next.
      index = min(lastIndex, order.count - 1)
    } else {
      index = 0
    }
    return move(to: order[index], at: index)
  }

  /// Moves to the element before the current one; from nothing, to the
  /// last. Wraps when `wraps`, else stays on the first.
  @discardableResult
  public mutating func movePrevious(in order: [NodeID], wraps: Bool = false) -> NodeID? {
    guard !order.isEmpty else { return nil }
    let index: Int
    if let element, let current = order.firstIndex(of: element) {
      index = current > 0 ? current - 1 : (wraps ? order.count - 1 : 0)
    } else if let lastIndex {
      index = max(0, min(lastIndex - 1, order.count - 1))
    } else {
      index = order.count - 1
    }
    return move(to: order[index], at: index)
  }

  /// Puts the cursor on `element` (a programmatic move).
  public mutating func move(to element: NodeID, in order: [NodeID]) {
    _ = move(to: element, at: order.firstIndex(of: element))
  }

  private mutating func move(to element: NodeID, at index: Int?) -> NodeID {
    self.element = element
    lastIndex = index
    return element
  }

  /// The element the cursor is on went away: the cursor is cleared, and
  /// remembers the place for the next move.
  public mutating func clear() {
    element = nil
  }
}
