/// One column of a ``LazyVGrid`` (or row of a ``LazyHGrid``): its size,
/// the space after it, and where views sit in its cells.
///
/// ```swift
/// let columns = [
///   GridItem(.fixed(32)),                     // a 4-column column
///   GridItem(.flexible()),                    // takes a share of the rest
///   GridItem(.adaptive(minimum: 80)),         // as many 10+ column columns as fit
/// ]
/// ```
///
/// Lengths are in points (see ``CellMetrics``): a column of a `LazyVGrid`
/// is whole columns of 8 points, a row of a `LazyHGrid` whole rows of 16.
/// The grid's width (height for a `LazyHGrid`) goes first to fixed items,
/// then in equal shares to the others, each share kept between the item's
/// minimum and maximum; an adaptive item splits its share into as many
/// tracks as fit at its minimum.
public struct GridItem: Hashable, Sendable {
  /// How long an item is across the grid.
  public enum Size: Hashable, Sendable {
    /// Exactly this many points.
    case fixed(CGFloat)
    /// A share of the space left, between `minimum` and `maximum` points.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many tracks as fit in a share, each at least `minimum` points
    /// long.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The item's size.
  public var size: GridItem.Size
  /// The points between this item and the next; `nil` for the default:
  /// one column between the columns of a ``LazyVGrid``, no row between the
  /// rows of a ``LazyHGrid``.
  public var spacing: CGFloat?
  /// Where views sit in this item's cells; `nil` for the grid's alignment.
  public var alignment: Alignment?

  /// Creates a grid item.
  public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// One track of a resolved grid: where it starts across the grid, how
/// long it is, and the alignment of its cells.
struct GridTrack: Equatable {
  var start: Int
  var length: Int
  var alignment: Alignment?
}

extension GridItem {
  /// A length of this item in cells: columns across a vertical grid,
  /// rows across a horizontal one.
  private static func cells(_ points: CGFloat, across axis: Axis) -> Int {
    CellMetrics.layoutCells(points, along: axis == .vertical ? .horizontal : .vertical)
  }

  /// The item with its lengths in cells across a grid scrolling along
  /// `axis`.
  private func inCells(across axis: Axis) -> (size: CellSize, spacing: Int?) {
    let size: CellSize
    switch self.size {
    case .fixed(let length): size = .fixed(Self.cells(length, across: axis))
    case .flexible(let minimum, let maximum):
      size = .flexible(minimum: Self.cells(minimum, across: axis), maximum: Self.cells(maximum, across: axis))
    case .adaptive(let minimum, let maximum):
      size = .adaptive(minimum: Self.cells(minimum, across: axis), maximum: Self.cells(maximum, across: axis))
    }
    return (size, spacing.map { Self.cells($0, across: axis) })
  }

  private enum CellSize {
    case fixed(Int)
    case flexible(minimum: Int, maximum: Int)
    case adaptive(minimum: Int, maximum: Int)
  }

  /// The tracks `items` make in `length` cells across a grid scrolling
  /// along `axis` (`nil` when the grid is offered no length: flexible
  /// items take their minimum, adaptive ones one track at their minimum),
  /// `defaultSpacing` cells apart unless an item says otherwise.
  static func tracks(_ items: [GridItem], in length: Int?, axis: Axis = .vertical, defaultSpacing: Int = 1)
    -> [GridTrack]
  {
    let cellItems = items.map { $0.inCells(across: axis) }
    let spacings = cellItems.enumerated().map { index, item in
      index == items.count - 1 ? 0 : (item.spacing ?? defaultSpacing)
    }
    let fixed = cellItems.reduce(0) { total, item in
      if case .fixed(let size) = item.size { return total + size }
      return total
    }
    let shared = cellItems.filter { if case .fixed = $0.size { return false } else { return true } }.count
    let available = length.map { max(0, $0 - spacings.reduce(0, +) - fixed) }
    let share = shared == 0 ? 0 : (available ?? 0) / shared
    var tracks: [GridTrack] = []
    var position = 0
    for (index, item) in cellItems.enumerated() {
      let alignment = items[index].alignment
      switch item.size {
      case .fixed(let size):
        tracks.append(GridTrack(start: position, length: max(0, size), alignment: alignment))
        position += max(0, size) + spacings[index]
      case .flexible(let minimum, let maximum):
        let size = available == nil ? max(0, minimum) : min(max(share, max(0, minimum)), max(minimum, maximum))
        tracks.append(GridTrack(start: position, length: size, alignment: alignment))
        position += size + spacings[index]
      case .adaptive(let minimum, let maximum):
        let least = max(1, minimum)
        let gap = item.spacing ?? defaultSpacing
        let count = available == nil ? 1 : max(1, (share + gap) / (least + gap))
        let size = available == nil ? least : min(max(least, (share - gap * (count - 1)) / count), max(least, maximum))
        for track in 0..<count {
          tracks.append(GridTrack(start: position, length: size, alignment: alignment))
          position += size + (track == count - 1 ? spacings[index] : gap)
        }
      }
    }
    return tracks
  }
}
