/// One column of a ``LazyVGrid`` (or row of a ``LazyHGrid``): its size,
/// the space after it, and where views sit in its cells.
///
/// ```swift
/// let columns = [
///   GridItem(.fixed(4)),                      // a 4-cell column
///   GridItem(.flexible()),                    // takes a share of the rest
///   GridItem(.adaptive(minimum: 10)),         // as many 10+ cell columns as fit
/// ]
/// ```
///
/// Lengths are in terminal cells. The grid's width (height for a
/// `LazyHGrid`) goes first to fixed items, then in equal shares to the
/// others, each share kept between the item's minimum and maximum; an
/// adaptive item splits its share into as many columns as fit at its
/// minimum.
public struct GridItem: Hashable, Sendable {
  /// How long an item is across the grid.
  public enum Size: Hashable, Sendable {
    /// Exactly this many cells.
    case fixed(Int)
    /// A share of the space left, between `minimum` and `maximum`.
    case flexible(minimum: Int = 1, maximum: Int = .max)
    /// As many tracks as fit in a share, each at least `minimum` long.
    case adaptive(minimum: Int, maximum: Int = .max)
  }

  /// The item's size.
  public var size: GridItem.Size
  /// The cells between this item and the next; `nil` for the default: 1
  /// column between the columns of a ``LazyVGrid``, no row between the
  /// rows of a ``LazyHGrid``.
  public var spacing: Int?
  /// Where views sit in this item's cells; `nil` for the grid's alignment.
  public var alignment: Alignment?

  /// Creates a grid item.
  public init(_ size: GridItem.Size = .flexible(), spacing: Int? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing.map { max(0, $0) }
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
  /// The tracks `items` make in `length` cells across the grid (`nil`
  /// when the grid is offered no length: flexible items take their
  /// minimum, adaptive ones one track at their minimum), `defaultSpacing`
  /// apart unless an item says otherwise.
  static func tracks(_ items: [GridItem], in length: Int?, defaultSpacing: Int = 1) -> [GridTrack] {
    let spacings = items.enumerated().map { index, item in
      index == items.count - 1 ? 0 : (item.spacing ?? defaultSpacing)
    }
    let fixed = items.reduce(0) { total, item in
      if case .fixed(let size) = item.size { return total + max(0, size) }
      return total
    }
    let shared = items.filter { if case .fixed = $0.size { return false } else { return true } }.count
    let available = length.map { max(0, $0 - spacings.reduce(0, +) - fixed) }
    let share = shared == 0 ? 0 : (available ?? 0) / shared
    var tracks: [GridTrack] = []
    var position = 0
    for (index, item) in items.enumerated() {
      switch item.size {
      case .fixed(let size):
        tracks.append(GridTrack(start: position, length: max(0, size), alignment: item.alignment))
        position += max(0, size) + spacings[index]
      case .flexible(let minimum, let maximum):
        let size = available == nil ? max(0, minimum) : min(max(share, max(0, minimum)), max(minimum, maximum))
        tracks.append(GridTrack(start: position, length: size, alignment: item.alignment))
        position += size + spacings[index]
      case .adaptive(let minimum, let maximum):
        let least = max(1, minimum)
        let gap = item.spacing ?? defaultSpacing
        let count = available == nil ? 1 : max(1, (share + gap) / (least + gap))
        let size = available == nil ? least : min(max(least, (share - gap * (count - 1)) / count), max(least, maximum))
        for track in 0..<count {
          tracks.append(GridTrack(start: position, length: size, alignment: item.alignment))
          position += size + (track == count - 1 ? spacings[index] : gap)
        }
      }
    }
    return tracks
  }
}
