/// Lays items out one after another along an axis, sharing the space by
/// flexibility as SwiftUI's stacks do: the least flexible item is offered
/// its share first, and what it leaves goes to the more flexible ones.
/// Spacers come last, after every other item, so that they only take what
/// the content leaves.
struct StackLayout {
  var axis: Axis
  var spacing: Int
  /// Cross-axis alignment: leading/top, center, trailing/bottom.
  var alignment: CrossAlignment

  enum CrossAlignment {
    case start, center, end

    init(_ horizontal: HorizontalAlignment) {
      switch horizontal {
      case .leading: self = .start
      case .center: self = .center
      case .trailing: self = .end
      }
    }

    init(_ vertical: VerticalAlignment) {
      switch vertical {
      case .top: self = .start
      case .center: self = .center
      case .bottom: self = .end
      }
    }

    /// Start and end swapped: leading alignment drawn right to left.
    var mirrored: CrossAlignment {
      switch self {
      case .start: .end
      case .center: .center
      case .end: .start
      }
    }

    func offset(_ child: Int, in container: Int) -> Int {
      switch self {
      case .start: 0
      case .center: max(0, (container - child) / 2)
      case .end: max(0, container - child)
      }
    }
  }

  private func length(_ size: Size) -> Int { axis == .vertical ? size.height : size.width }
  private func cross(_ size: Size) -> Int { axis == .vertical ? size.width : size.height }
  private func length(_ proposal: ProposedSize) -> Int? { axis == .vertical ? proposal.height : proposal.width }
  private func cross(_ proposal: ProposedSize) -> Int? { axis == .vertical ? proposal.width : proposal.height }

  private func proposal(length: Int?, cross: Int?) -> ProposedSize {
    axis == .vertical ? ProposedSize(width: cross, height: length) : ProposedSize(width: length, height: cross)
  }

  /// The size of each item for `proposal`; along an unbounded axis the
  /// container's record is reused, measuring only the items that changed.
  @MainActor
  func sizes(of items: [ViewNode], for proposal: ProposedSize, in container: ViewNode) -> [Size] {
    let crossProposal = cross(proposal)
    guard let total = length(proposal) else {
      return unboundedRecord(of: items, cross: crossProposal, in: container).record.sizes
    }
    if items.count == 1 {
      // What the general case comes to for one item (spacer or not): the
      // whole length, without its bookkeeping.
      items[0].containerAxis = axis
      items[0].itemIndex = 0
      return [items[0].measure(self.proposal(length: total, cross: crossProposal))]
    }
    for (index, item) in items.enumerated() {
      item.containerAxis = axis
      item.itemIndex = index
    }
    var remaining = max(0, total - spacing * max(0, items.count - 1))
    var smallest = Array(repeating: 0, count: items.count)
    let flexibility = items.indices.map { index -> Int in
      let item = items[index]
      smallest[index] = length(item.measure(self.proposal(length: 0, cross: crossProposal)))
      let largest = length(item.measure(self.proposal(length: remaining, cross: crossProposal)))
      return largest - smallest[index]
    }
    let isSpacer = items.map { $0 is SpacerNode }
    let spacerMinimum = items.indices.filter { isSpacer[$0] }.reduce(0) { total, index in
      total + smallest[index]
    }
    // Higher layout priorities are offered space first; within one, the
    // least flexible item first.
    let priority = items.map { LayoutTraits.of($0, in: container).priority ?? 0 }
    let order = items.indices.sorted {
      if isSpacer[$0] != isSpacer[$1] { return !isSpacer[$0] }
      if priority[$0] != priority[$1] { return priority[$0] > priority[$1] }
      return flexibility[$0] < flexibility[$1]
    }
    var sizes = Array(repeating: Size.zero, count: items.count)
    var spacersLeft = isSpacer.filter { $0 }.count
    // Per priority: the items not sized yet, and their smallest lengths
    // (kept back for them while higher priorities are offered space).
    var leftByPriority: [Double: Int] = [:]
    var smallestByPriority: [Double: Int] = [:]
    for index in items.indices where !isSpacer[index] {
      leftByPriority[priority[index], default: 0] += 1
      smallestByPriority[priority[index], default: 0] += smallest[index]
    }
    for index in order {
      let share: Int
      if isSpacer[index] {
        share = remaining / max(1, spacersLeft)
        spacersLeft -= 1
      } else {
        let level = priority[index]
        let keptForLower = smallestByPriority.reduce(0) { $1.key < level ? $0 + $1.value : $0 }
        share = max(0, remaining - spacerMinimum - keptForLower) / max(1, leftByPriority[level] ?? 1)
        leftByPriority[level, default: 1] -= 1
        smallestByPriority[level, default: 0] -= smallest[index]
      }
      let size = items[index].measure(self.proposal(length: share, cross: crossProposal))
      sizes[index] = size
      remaining = max(0, remaining - length(size))
    }
    return sizes
  }

  @MainActor
  func sizeThatFits(_ items: [ViewNode], _ proposal: ProposedSize, in container: ViewNode) -> Size {
    let along: Int
    let across: Int
    if length(proposal) == nil {
      let record = unboundedRecord(of: items, cross: cross(proposal), in: container).record
      along = record.totalLength
      across = record.maxCross
    } else {
      let sizes = sizes(of: items, for: proposal, in: container)
      along = sizes.reduce(0) { $0 + length($1) }
      across = sizes.map(cross).max() ?? 0
    }
    let withSpacing = along + spacing * max(0, items.count - 1)
    return axis == .vertical ? Size(width: across, height: withSpacing) : Size(width: withSpacing, height: across)
  }

  /// The items' sizes along an unbounded axis, from the container's record
  /// when its items are the same and only some changed.
  ///
  /// `reused` tells whether the record was kept (only changed items were
  /// measured) or rebuilt.
  @MainActor
  private func unboundedRecord(of items: [ViewNode], cross crossProposal: Int?, in container: ViewNode)
    -> (record: ItemRecord, reused: Bool)
  {
    let proposal = self.proposal(length: nil, cross: crossProposal)
    if var record = container.itemRecord, record.cross == crossProposal, record.sizes.count == items.count {
      // Taken out of the container while it changes: a copy still held
      // there would make the first size written copy all the others.
      container.itemRecord = nil
      var valid = true
      var crossShrank = false
      for item in container.dirtyItems {
        let index = item.itemIndex
        guard index >= 0, index < items.count, items[index] === item else {
          valid = false
          break
        }
        let old = record.sizes[index]
        let new = item.measure(proposal)
        guard new != old else { continue }
        record.sizes[index] = new
        record.totalLength += length(new) - length(old)
        if cross(new) >= record.maxCross {
          record.maxCross = cross(new)
        } else if cross(old) == record.maxCross {
          crossShrank = true
        }
      }
      if valid {
        if crossShrank { record.maxCross = record.sizes.map(cross).max() ?? 0 }
        container.itemRecord = record
        container.recordIsCurrent = true
        return (record, true)
      }
    }
    var sizes: [Size] = []
    sizes.reserveCapacity(items.count)
    var total = 0
    var maxCross = 0
    for (index, item) in items.enumerated() {
      item.containerAxis = axis
      item.itemIndex = index
      let size = item.measure(proposal)
      sizes.append(size)
      total += length(size)
      maxCross = max(maxCross, cross(size))
    }
    let record = ItemRecord(cross: crossProposal, sizes: sizes, totalLength: total, maxCross: maxCross)
    container.itemRecord = record
    container.recordIsCurrent = true
    return (record, false)
  }

  /// Places `items` in `frame`. With `unbounded` the axis length is not
  /// offered (scrolling content), so items take their ideal length.
  ///
  /// When the frame is the one of the last placement, the items are the same
  /// and the changed ones kept their length along the axis, only those
  /// items are placed again.
  @MainActor
  func place(
    _ items: [ViewNode], in frame: Rect, previousFrame: Rect?, container: ViewNode, unbounded: Bool = false
  ) {
    let crossLength = cross(frame.size)
    let spacingTotal = spacing * max(0, items.count - 1)
    // Right to left, a horizontal stack runs from the right edge and a
    // vertical one aligns leading items on the right.
    let rightToLeft = container.environment.layoutDirection == .rightToLeft
    let alignment = rightToLeft && axis == .vertical ? self.alignment.mirrored : self.alignment
    let mirrorsAlongAxis = rightToLeft && axis == .horizontal
    let fitsIdeal =
      unbounded || container.itemRecord.map { length(frame.size) == $0.totalLength + spacingTotal } ?? false
    if previousFrame == frame, fitsIdeal, !container.itemsChanged, container.itemRecord != nil {
      let (record, reused) = unboundedRecord(of: items, cross: crossLength, in: container)
      // Compared with the frames of the last placement: the record may
      // already hold the new sizes (measuring the container updates it).
      let lengthsKept =
        reused
        && container.dirtyItems.allSatisfy { item in
          length(record.sizes[item.itemIndex]) == length(item.frame.size)
        }
      if lengthsKept {
        for item in container.dirtyItems {
          let size = record.sizes[item.itemIndex]
          let offset = alignment.offset(cross(size), in: crossLength)
          let itemFrame =
            axis == .vertical
            ? Rect(x: frame.minX + offset, y: item.frame.minY, width: size.width, height: size.height)
            : Rect(x: item.frame.minX, y: frame.minY + offset, width: size.width, height: size.height)
          item.place(in: itemFrame)
        }
        return
      }
    }
    let proposal = self.proposal(length: fitsIdeal ? nil : length(frame.size), cross: crossLength)
    let sizes = sizes(of: items, for: proposal, in: container)
    var position = axis == .vertical ? frame.minY : frame.minX
    for (item, size) in zip(items, sizes) {
      let offset = alignment.offset(cross(size), in: crossLength)
      let itemFrame =
        axis == .vertical
        ? Rect(x: frame.minX + offset, y: position, width: size.width, height: size.height)
        : Rect(x: position, y: frame.minY + offset, width: size.width, height: size.height)
      item.place(in: mirrorsAlongAxis ? itemFrame.mirrored(in: frame) : itemFrame)
      position += length(size) + spacing
    }
  }
}
