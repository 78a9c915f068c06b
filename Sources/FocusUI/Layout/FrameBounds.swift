/// A frame's bounds along one axis, in cells: what
/// ``View/frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)``
/// and ``View/frame(width:height:alignment:)`` keep a length between. A
/// fixed length is all three bounds at once.
struct FrameBounds: Equatable {
  var min: Int?
  var ideal: Int?
  var max: Int?
  /// What was wrong with the lengths given: reported by the frame's node
  /// as runtime warnings.
  var warnings: [String] = []

  /// A fixed length, or none; an invalid one is warned about and ignored.
  init(fixed points: CGFloat?, axis: Axis) {
    self.init()
    guard let points else { return }
    guard points.isFinite, points >= 0 else {
      warnings.append(
        "Invalid frame dimension (negative or non-finite): \(points). The \(axis == .horizontal ? "width" : "height") is ignored."
      )
      return
    }
    let cells = CellMetrics.layoutCells(points, along: axis)
    self.init(min: cells, ideal: cells, max: cells)
  }

  /// Bounds in points; NaN and negative ones are warned about and ignored,
  /// bounds out of order are warned about and made to agree.
  init(min: CGFloat?, ideal: CGFloat?, max: CGFloat?, axis: Axis) {
    var warnings: [String] = []
    func cells(_ points: CGFloat?) -> Int? {
      guard let points else { return nil }
      guard !points.isNaN, points >= 0 else {
        warnings.append("Invalid frame dimension (negative or NaN): \(points). The bound is ignored.")
        return nil
      }
      return CellMetrics.layoutCells(points, along: axis)
    }
    var bounds = FrameBounds(min: cells(min), ideal: cells(ideal), max: cells(max))
    let given = [bounds.min, bounds.ideal, bounds.max].compactMap { $0 }
    if given != given.sorted() {
      warnings.append(
        "Contradictory frame constraints specified: minimum \(min.map { "\($0)" } ?? "none"), ideal \(ideal.map { "\($0)" } ?? "none"), maximum \(max.map { "\($0)" } ?? "none")."
      )
      // The larger bound wins, from the minimum up.
      if let low = bounds.min, let ideal = bounds.ideal { bounds.ideal = Swift.max(low, ideal) }
      if let low = bounds.ideal ?? bounds.min, let high = bounds.max { bounds.max = Swift.max(low, high) }
    }
    bounds.warnings = warnings
    self = bounds
  }

  init(min: Int? = nil, ideal: Int? = nil, max: Int? = nil) {
    self.min = min
    self.ideal = ideal
    self.max = max
  }

  /// What the content is offered when the frame is offered `proposed`:
  /// the proposal kept between the bounds; with none, the ideal length.
  func proposal(_ proposed: Int?) -> Int? {
    guard var length = proposed else { return ideal }
    if let min { length = Swift.max(length, min) }
    if let max { length = Swift.min(length, max) }
    return length
  }

  /// The frame's length when offered `proposed` around content of length
  /// `content`: the proposal kept between the bounds, the content's length
  /// standing in for a bound not given; with no proposal, the ideal
  /// length (or the content's) kept between them.
  func size(proposed: Int?, content: Int) -> Int {
    guard let proposed else {
      var length = ideal ?? content
      if let min { length = Swift.max(length, min) }
      if let max { length = Swift.min(length, max) }
      return length
    }
    if min == nil, max == nil { return content }
    let lower = min ?? content
    let upper = max ?? Swift.max(content, lower)
    return Swift.min(Swift.max(proposed, lower), upper)
  }
}
