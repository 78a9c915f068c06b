/// Offers its content a size of one ratio: ``View/aspectRatio(_:contentMode:)-(CGFloat?,_)``.
public struct _AspectRatioModifier: PrimitiveModifier, Equatable {
  /// Width over height in points; `nil` for the content's own ratio.
  let ratio: CGFloat?
  let contentMode: ContentMode

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { AspectRatioNode(graph: graph) }
}

final class AspectRatioNode: ReproposingLayoutNode<_AspectRatioModifier> {
  /// Columns per row of the ratio: a point ratio doubled, as a cell is
  /// twice as tall as it is wide.
  private func cellRatio() -> Double? {
    if let ratio = modifier.ratio {
      guard ratio.isFinite, ratio > 0 else { return nil }
      return Double(ratio) * CellMetrics.pointsPerRow / CellMetrics.pointsPerColumn
    }
    let ideal = contentLayout.sizeThatFits(layoutItems, .unspecified, in: self)
    guard ideal.width > 0, ideal.height > 0 else { return nil }
    return Double(ideal.width) / Double(ideal.height)
  }

  /// The size of the ratio for `proposal`, in whole cells.
  override func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
    guard let ratio = cellRatio() else { return proposal }
    func cells(_ value: Double) -> Int {
      value.isFinite ? min(CellMetrics.largestLayoutLength, max(0, Int(value.rounded()))) : 0
    }
    switch (proposal.width, proposal.height) {
    case (let width?, let height?):
      let widthFromHeight = Double(height) * ratio
      let width =
        modifier.contentMode == .fit ? min(Double(width), widthFromHeight) : max(Double(width), widthFromHeight)
      return ProposedSize(width: cells(width), height: cells(width / ratio))
    case (let width?, nil):
      return ProposedSize(width: width, height: cells(Double(width) / ratio))
    case (nil, let height?):
      return ProposedSize(width: cells(Double(height) * ratio), height: height)
    case (nil, nil):
      let ideal = contentLayout.sizeThatFits(layoutItems, .unspecified, in: self)
      return ProposedSize(width: ideal.width, height: cells(Double(ideal.width) / ratio))
    }
  }

}

extension View {
  /// Sizes this view to a ratio of width to height (in points, as in
  /// SwiftUI), fitting or filling the space it is offered; `nil` keeps the
  /// content's own ratio.
  ///
  /// ```swift
  /// Color.blue.aspectRatio(16 / 9, contentMode: .fit)
  /// ```
  ///
  /// A terminal cell is twice as tall as wide, so a ratio of 1 is two
  /// columns per row; sizes are rounded to whole cells, so the ratio is as
  /// near as the grid allows. Only views that take the size offered (a
  /// frame with `maxWidth: .infinity`, a color, a shape) change: a text
  /// keeps its own size, as in SwiftUI. A ratio that is not a positive
  /// number is ignored.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    modifier(_AspectRatioModifier(ratio: aspectRatio, contentMode: contentMode))
  }

  /// Sizes this view to the ratio of `aspectRatio`'s width to its height.
  ///
  /// ```swift
  /// Color.gray.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fill)
  /// ```
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    self.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
  }

  /// Scales this view to fit the space offered, keeping its ratio:
  /// `aspectRatio(contentMode: .fit)`.
  ///
  /// ```swift
  /// Image(systemName: "star").resizable().scaledToFit()
  /// ```
  public func scaledToFit() -> some View {
    aspectRatio(contentMode: .fit)
  }

  /// Scales this view to fill the space offered, keeping its ratio:
  /// `aspectRatio(contentMode: .fill)`.
  public func scaledToFill() -> some View {
    aspectRatio(contentMode: .fill)
  }
}
