/// An item's sizes by proposal, as ``ViewNode/measure(_:)`` caches them.
///
/// Most items are measured for one proposal between changes (a field in a
/// stack: its width): that entry is kept inline, in 32-bit cells, and a
/// table is made only for a second proposal, sparing every item of a large
/// form a dictionary.
struct MeasureCache {
  /// The inline entry: the proposal (``noValue`` for `nil`) and the size;
  /// `width == noValue` when there is none.
  private var proposedWidth: Int32 = 0
  private var proposedHeight: Int32 = 0
  private var width = MeasureCache.noValue
  private var height: Int32 = 0
  /// The entries that are not inline.
  private var others: [ProposedSize: Size]?

  private static let noValue = Int32.min

  /// The size cached for `proposal`, if any.
  subscript(proposal: ProposedSize) -> Size? {
    if width != Self.noValue, Self.proposed(proposal.width) == proposedWidth,
      Self.proposed(proposal.height) == proposedHeight
    {
      return Size(width: Int(width), height: Int(height))
    }
    return others?[proposal]
  }

  /// Caches `size` for `proposal`.
  mutating func insert(_ size: Size, for proposal: ProposedSize) {
    if width == Self.noValue, others == nil, let proposedWidth = Self.proposed(proposal.width),
      let proposedHeight = Self.proposed(proposal.height), let width = Self.cell(size.width),
      let height = Self.cell(size.height)
    {
      self.proposedWidth = proposedWidth
      self.proposedHeight = proposedHeight
      self.width = width
      self.height = height
      return
    }
    if others == nil { others = [:] }
    others![proposal] = size
  }

  /// Forgets every entry (a table made keeps its storage).
  mutating func removeAll() {
    width = Self.noValue
    others?.removeAll(keepingCapacity: true)
  }

  /// A proposed length as the inline entry keeps it (``noValue`` for
  /// `nil`), or `nil` when it does not fit.
  private static func proposed(_ value: Int?) -> Int32? {
    guard let value else { return noValue }
    return cell(value)
  }

  /// `value` as a 32-bit cell, or `nil` when it does not fit.
  private static func cell(_ value: Int) -> Int32? {
    guard let cell = Int32(exactly: value), cell != noValue else { return nil }
    return cell
  }
}
