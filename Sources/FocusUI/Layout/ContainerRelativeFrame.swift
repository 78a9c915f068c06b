import Foundation

/// Sizes its content as a share of the nearest container's size — the
/// scroll view around it, else the window: ``View/containerRelativeFrame(_:alignment:)``
/// and its count and span form.
public struct _ContainerRelativeFrameModifier: PrimitiveModifier {
  let axes: Axis.Set
  let alignment: Alignment
  /// The length along an axis, from the container's length along it.
  let length: @MainActor (Int, Axis) -> Int

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { ContainerRelativeFrameNode(graph: graph) }
}

final class ContainerRelativeFrameNode: AligningFrameNode<_ContainerRelativeFrameModifier> {
  /// The nearest scroll view's frame, else the window's: what SwiftUI
  /// calls the container. A scroll view not laid out yet counts as the
  /// window.
  private var containerSize: Size {
    var node = parent
    while let current = node {
      if let scroll = current as? ScrollNode, scroll.frame.size != .zero { return scroll.frame.size }
      node = current.parent
    }
    return graph.size
  }

  /// The container's share along the modifier's axes; the proposal along the others.
  override func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
    let container = containerSize
    var result = proposal
    if modifier.axes.contains(.horizontal) { result.width = max(0, modifier.length(container.width, .horizontal)) }
    if modifier.axes.contains(.vertical) { result.height = max(0, modifier.length(container.height, .vertical)) }
    return result
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let offered = contentProposal(proposal)
    let content = contentLayout.sizeThatFits(layoutItems, offered, in: self)
    return Size(width: offered.width ?? content.width, height: offered.height ?? content.height)
  }

  override var alignment: Alignment { modifier.alignment }
}

extension View {
  /// Makes this view as long as its container along `axes`: the scroll
  /// view around it (its visible size), else the window.
  ///
  /// ```swift
  /// ScrollView(.horizontal) {
  ///   LazyHStack {
  ///     ForEach(recipes) { RecipeCard($0).containerRelativeFrame(.horizontal) }
  ///   }
  /// }
  /// ```
  public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
    modifier(_ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, _ in length })
  }

  /// Makes this view `span` of `count` equal shares of its container's
  /// length along `axes`, the shares `spacing` points apart: a shelf that
  /// shows three cards at a time.
  ///
  /// ```swift
  /// RecipeCard(recipe).containerRelativeFrame(.horizontal, count: 3, spacing: 8)
  /// ```
  ///
  /// Lengths are whole cells: the spacing becomes columns or rows (8 or
  /// 16 points each), and a share is rounded down.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
  ) -> some View {
    let count = max(1, count)
    let span = min(max(1, span), count)
    return modifier(
      _ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { length, axis in
        let gap = axis == .horizontal ? CellMetrics.columns(spacing) : CellMetrics.rows(spacing)
        let share = (length - gap * (count - 1)) / count
        return share * span + gap * (span - 1)
      })
  }

  /// Makes this view as long as `length` says from its container's length
  /// (in points) along each of `axes`.
  ///
  /// ```swift
  /// Text(title).containerRelativeFrame(.horizontal) { width, _ in width * 0.8 }
  /// ```
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping @MainActor (CGFloat, Axis) -> CGFloat
  ) -> some View {
    modifier(
      _ContainerRelativeFrameModifier(axes: axes, alignment: alignment) { cells, axis in
        axis == .horizontal
          ? CellMetrics.columns(length(.columns(cells), axis))
          : CellMetrics.rows(length(.rows(cells), axis))
      })
  }
}
