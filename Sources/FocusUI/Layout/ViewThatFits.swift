/// Shows the first of its views that fits the space offered, along the
/// given axes; the last one when none does.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///   HStack {
///     Text("Email address")
///     TextField("Email", text: $email).frame(minWidth: 160)
///   }
///   VStack(alignment: .leading) {
///     Text("Email")
///     TextField("Email", text: $email)
///   }
/// }
/// ```
///
/// A view fits when its ideal size (offered no length along `axes`) is no
/// larger than the space offered. Only the view shown is made: its state,
/// focus and elements are those of a view in its place, and a view
/// swapped out loses its `@State` (keep what must last in the model or
/// above). A view's ideal size is learned when it is shown and kept, so
/// that a wider window brings back an earlier view without trying each
/// one again; the choice settles within the frame, before it is drawn.
/// Focus inside a view swapped out moves into the view shown (its
/// `defaultFocus` view, else its first focusable one), as into a pushed
/// navigation level: it does not fall out of the window.
public struct ViewThatFits<Content: View>: View {
  let axes: Axis.Set
  let content: Content

  /// Creates a container that picks the first of `content`'s views that
  /// fits along `axes` (both by default).
  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension ViewThatFits: PrimitiveView, ViewThatFitsView {
  func makeNode(in graph: ViewGraph) -> ViewNode { ViewThatFitsNode(graph: graph) }
  var candidates: [any View] { (content as? any TupleViewProtocol)?.childViews ?? [content] }
}

@MainActor
protocol ViewThatFitsView {
  var axes: Axis.Set { get }
  var candidates: [any View] { get }
}

final class ViewThatFitsNode: LayoutNode {
  private var axes: Axis.Set = [.horizontal, .vertical]
  private var candidates: [any View] = []
  /// The candidate shown (made).
  private var chosen = 0
  /// Each candidate's ideal size, from when it was last shown.
  private var idealSizes: [Size?] = []
  /// Whether keyboard focus was inside the candidate being swapped out.
  private var carriesFocus = false

  override func accept(_ view: any View) -> Bool {
    let fits = view as! any ViewThatFitsView
    let newCandidates = fits.candidates
    if fits.axes != axes || newCandidates.count != candidates.count {
      axes = fits.axes
      idealSizes = Array(repeating: nil, count: newCandidates.count)
      chosen = 0
      invalidateLayout()
    }
    candidates = newCandidates
    return true
  }

  override func run() {
    guard !candidates.isEmpty else { return reconcileChildren(byPosition: []) }
    chosen = min(chosen, candidates.count - 1)
    reconcileChildren(byPosition: [candidates[chosen]])
    if carriesFocus {
      carriesFocus = false
      // After the update, when the new candidate's views are in the order.
      graph.enqueueCallback(for: self) { [weak self] in
        guard let self, self.isMounted else { return }
        self.graph.focus.moveFocus(into: self)
      }
    }
  }

  /// What a candidate is offered to find its ideal size: no length along
  /// the axes that must fit.
  private func idealProposal(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
  }

  private func fits(_ size: Size, _ proposal: ProposedSize) -> Bool {
    (!axes.contains(.horizontal) || size.width <= proposal.width ?? .max)
      && (!axes.contains(.vertical) || size.height <= proposal.height ?? .max)
  }

  /// The shown candidate's ideal size for `proposal`, remembered.
  private func measureShown(_ proposal: ProposedSize) -> Size? {
    guard chosen < idealSizes.count, !layoutItems.isEmpty else { return nil }
    let size = contentSize(idealProposal(proposal))
    idealSizes[chosen] = size
    return size
  }

  private func contentSize(_ proposal: ProposedSize) -> Size {
    layoutItems.reduce(Size.zero) { size, item in
      let itemSize = item.measure(proposal)
      return Size(width: max(size.width, itemSize.width), height: size.height + itemSize.height)
    }
  }

  /// The first candidate that fits `proposal`: the shown one measured
  /// now, the others as remembered; one never shown is tried.
  private func best(for proposal: ProposedSize) -> Int {
    guard !candidates.isEmpty else { return 0 }
    _ = measureShown(proposal)
    for index in candidates.indices.dropLast() {
      guard let size = idealSizes[index] else { return index }
      if fits(size, proposal) { return index }
    }
    return candidates.count - 1
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let index = best(for: proposal)
    // A candidate not shown yet takes no more than the proposal, so that
    // the frame it is given tells whether the shown one fits.
    let size = index != chosen ? idealSizes[index] ?? contentSize(proposal) : contentSize(proposal)
    guard index != chosen else { return size }
    return Size(width: min(size.width, proposal.width ?? .max), height: min(size.height, proposal.height ?? .max))
  }

  override func performLayout(previousFrame: Rect?) {
    let index = best(for: ProposedSize(frame.size))
    if index != chosen {
      // Made in the update the layout loop runs next, then laid out
      // again: the frame drawn shows the candidate that fits.
      if let focused = graph.focus.tree.focused, let node = graph.node(focused), node.isInside(self) {
        carriesFocus = true
      }
      chosen = index
      invalidate()
    }
    var y = frame.minY
    for item in layoutItems {
      let size = item.measure(ProposedSize(frame.size))
      let width = min(size.width, frame.width)
      item.place(in: Rect(x: frame.minX, y: y, width: width, height: size.height))
      y += size.height
    }
  }
}
