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

  /// The size of each item for `proposal`.
  @MainActor
  func sizes(of items: [ViewNode], for proposal: ProposedSize) -> [Size] {
    for item in items { item.containerAxis = axis }
    let crossProposal = cross(proposal)
    guard let total = length(proposal) else {
      return items.map { $0.measure(self.proposal(length: nil, cross: crossProposal)) }
    }
    var remaining = max(0, total - spacing * max(0, items.count - 1))
    let flexibility = items.map { item -> Int in
      let smallest = length(item.measure(self.proposal(length: 0, cross: crossProposal)))
      let largest = length(item.measure(self.proposal(length: remaining, cross: crossProposal)))
      return largest - smallest
    }
    let isSpacer = items.map { $0 is SpacerNode }
    let spacerMinimum = items.indices.filter { isSpacer[$0] }.reduce(0) { total, index in
      total + length(items[index].measure(self.proposal(length: 0, cross: crossProposal)))
    }
    let order = items.indices.sorted {
      isSpacer[$0] != isSpacer[$1] ? !isSpacer[$0] : flexibility[$0] < flexibility[$1]
    }
    var sizes = Array(repeating: Size.zero, count: items.count)
    var left = items.count - isSpacer.filter { $0 }.count
    var spacersLeft = items.count - left
    for index in order {
      let share: Int
      if isSpacer[index] {
        share = remaining / max(1, spacersLeft)
        spacersLeft -= 1
      } else {
        share = max(0, remaining - spacerMinimum) / max(1, left)
        left -= 1
      }
      let size = items[index].measure(self.proposal(length: share, cross: crossProposal))
      sizes[index] = size
      remaining = max(0, remaining - length(size))
    }
    return sizes
  }

  @MainActor
  func sizeThatFits(_ items: [ViewNode], _ proposal: ProposedSize) -> Size {
    let sizes = sizes(of: items, for: proposal)
    let along = sizes.reduce(0) { $0 + length($1) } + spacing * max(0, items.count - 1)
    let across = sizes.map(cross).max() ?? 0
    return axis == .vertical ? Size(width: across, height: along) : Size(width: along, height: across)
  }

  /// Places `items` in `frame`. With `unbounded` the axis length is not
  /// offered (scrolling content), so items take their ideal length.
  @MainActor
  func place(_ items: [ViewNode], in frame: Rect, unbounded: Bool = false) {
    let proposal = self.proposal(
      length: unbounded ? nil : length(frame.size), cross: cross(frame.size))
    let sizes = sizes(of: items, for: proposal)
    var position = axis == .vertical ? frame.minY : frame.minX
    let crossLength = cross(frame.size)
    for (item, size) in zip(items, sizes) {
      let offset = alignment.offset(cross(size), in: crossLength)
      let itemFrame =
        axis == .vertical
        ? Rect(x: frame.minX + offset, y: position, width: size.width, height: size.height)
        : Rect(x: position, y: frame.minY + offset, width: size.width, height: size.height)
      item.place(in: itemFrame)
      position += length(size) + spacing
    }
  }
}
