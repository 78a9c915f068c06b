/// A container's measurements of its items along an unbounded axis (the
/// content of a scroll view, a stack in one): kept between layouts so that
/// when a few items change, only those are measured again.
struct ItemRecord {
  /// The cross-axis proposal the sizes were measured with.
  var cross: Int?
  var sizes: [Size]
  /// The sum of the lengths along the axis, spacing excluded.
  var totalLength: Int
  /// The largest cross-axis size.
  var maxCross: Int
}
