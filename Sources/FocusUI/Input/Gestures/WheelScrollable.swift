/// A view the pointer's wheel scrolls: a scroll view. The wheel turns the
/// innermost one under the pointer (``ViewGraph/scroll(at:by:)``).
@MainActor
protocol WheelScrollable: AnyObject {
  /// Turns the wheel by `lines`: down (or, scrolling only sideways,
  /// towards the trailing edge) when positive.
  func scroll(by lines: Int)
}
