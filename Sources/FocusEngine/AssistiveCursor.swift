/// The cursor of one assistive technology: the accessibility element it is
/// on, separate from keyboard focus.
///
/// A screen reader moves it element by element; a switch interface scans
/// the actionable elements the same way, wrapping at the ends. The cursor
/// asks a ``ReadingOrder`` for neighbours only, never for the whole list,
/// so a move costs what finding the next element costs.
///
/// ```swift
/// var cursor = AssistiveCursor()
/// cursor.moveNext(in: order)          // the first element
/// cursor.moveNext(in: order)          // the second
/// cursor.vacate(parent: p, index: 1)  // the second went away
/// cursor.moveNext(in: order)          // the one that took its place
/// ```
public struct AssistiveCursor: Hashable, Sendable {
  /// Where an element was: its parent and its index among the parent's
  /// children.
  ///
  /// ```swift
  /// cursor.vacate(parent: list, index: 3)
  /// cursor.vacancy   // Vacancy(parent: list, index: 3)
  /// ```
  public struct Vacancy: Hashable, Sendable {
    /// The parent that stays.
    public var parent: NodeID
    /// The element's index among the parent's children.
    public var index: Int

    /// The place of child `index` of `parent`.
    public init(parent: NodeID, index: Int) {
      self.parent = parent
      self.index = index
    }
  }

  /// The element the cursor is on.
  public private(set) var element: NodeID?
  /// Where the element was, after it went away: the next move continues
  /// from there.
  public private(set) var vacancy: Vacancy?

  /// A cursor on nothing.
  public init() {}

  /// Moves to the element after the current one; from nothing, to the
  /// first. At the end it wraps when `wraps` (scanning), else stays.
  /// Returns the new element, or `nil` when the cursor didn't move.
  @discardableResult
  public mutating func moveNext(in order: some ReadingOrder, wraps: Bool = false) -> NodeID? {
    move(in: order, backward: false, wraps: wraps)
  }

  /// Moves to the element before the current one; from nothing, to the
  /// last. At the start it wraps when `wraps`, else stays.
  @discardableResult
  public mutating func movePrevious(in order: some ReadingOrder, wraps: Bool = false) -> NodeID? {
    move(in: order, backward: true, wraps: wraps)
  }

  private mutating func move(in order: some ReadingOrder, backward: Bool, wraps: Bool) -> NodeID? {
    var target: NodeID?
    if let element {
      target = order.element(after: element, backward: backward)
    } else if let vacancy, let found = order.element(from: vacancy, backward: backward) {
      target = found
    } else {
      target = order.edge(backward: backward)
    }
    if target == nil, wraps {
      target = order.edge(backward: backward)
    }
    guard let target, target != element else { return nil }
    move(to: target)
    return target
  }

  /// Puts the cursor on `element` (a programmatic move).
  public mutating func move(to element: NodeID) {
    self.element = element
    vacancy = nil
  }

  /// The element the cursor is on went away from `parent`, where it was
  /// the child at `index`: the cursor is cleared and keeps the place.
  public mutating func vacate(parent: NodeID?, index: Int) {
    element = nil
    vacancy = parent.map { Vacancy(parent: $0, index: index) }
  }
}

/// Elements in reading order, as the UI knows them: a cursor asks for
/// neighbours only.
///
/// ```swift
/// struct ListOrder: ReadingOrder {
///   var elements: [NodeID]
///   func element(after element: NodeID, backward: Bool) -> NodeID? {
///     guard let index = elements.firstIndex(of: element) else { return nil }
///     let next = backward ? index - 1 : index + 1
///     return elements.indices.contains(next) ? elements[next] : nil
///   }
///   func element(from vacancy: AssistiveCursor.Vacancy, backward: Bool) -> NodeID?? {
///     let index = backward ? vacancy.index - 1 : vacancy.index
///     return .some(elements.indices.contains(index) ? elements[index] : nil)
///   }
///   func edge(backward: Bool) -> NodeID? { backward ? elements.last : elements.first }
/// }
/// ```
public protocol ReadingOrder {
  /// The first element after `element` (before it, when `backward`);
  /// `nil` at the end.
  func element(after element: NodeID, backward: Bool) -> NodeID?
  /// The first element at `vacancy` or after it (at it or before it, when
  /// `backward`: the place's previous sibling first); `.some(nil)` at the
  /// end, `nil` when the place's parent is gone too.
  func element(from vacancy: AssistiveCursor.Vacancy, backward: Bool) -> NodeID??
  /// The first element (the last, when `backward`).
  func edge(backward: Bool) -> NodeID?
}
