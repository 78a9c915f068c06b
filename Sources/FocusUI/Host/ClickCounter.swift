/// Counts the presses of a multiple click: a press at the same cell as the
/// last one, within ``interval`` of it, continues its series (a double
/// click is the second press of a series).
package struct ClickCounter: Sendable {
  /// The longest pause between the presses of one series: half a second,
  /// the usual double-click interval of desktop systems.
  package static let interval = Duration.milliseconds(500)

  private var last: (point: Point, time: Duration, count: Int)?

  package init() {}

  /// The press at `point` at `time` (from any fixed origin): its place in
  /// its series, 1 for a single click.
  package mutating func press(at point: Point, time: Duration) -> Int {
    var count = 1
    if let last, last.point == point, time >= last.time, time - last.time <= Self.interval {
      count = last.count + 1
    }
    last = (point, time, count)
    return count
  }
}
