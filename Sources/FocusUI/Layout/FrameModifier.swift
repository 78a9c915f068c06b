/// Gives its content a width and a height, fixed or between bounds:
/// ``View/frame(width:height:alignment:)`` and
/// ``View/frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)``.
public struct _FrameModifier: PrimitiveModifier, Equatable {
  let width: FrameBounds
  let height: FrameBounds
  let alignment: Alignment

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { FrameNode(graph: graph) }
}

final class FrameNode: AligningFrameNode<_FrameModifier> {
  private var width: FrameBounds { modifier.width }
  private var height: FrameBounds { modifier.height }

  override func accept(_ view: any View) -> Bool {
    let result = super.accept(view)
    for warning in modifier.width.warnings + modifier.height.warnings {
      graph.diagnostics.warn("frame: \(warning)")
    }
    return result
  }

  override func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(width: width.proposal(proposal.width), height: height.proposal(proposal.height))
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let size = contentLayout.sizeThatFits(layoutItems, contentProposal(proposal), in: self)
    return Size(
      width: width.size(proposed: proposal.width, content: size.width),
      height: height.size(proposed: proposal.height, content: size.height))
  }

  override var alignment: Alignment { modifier.alignment }
}

extension View {
  /// Fixes this view's width and/or height, in points; the content is
  /// aligned inside (centered by default) and clipped to it.
  ///
  /// ```swift
  /// TextField("Code", text: $code).frame(width: 64)   // 8 columns
  /// ScrollView { rows }.frame(height: .rows(7))
  /// ```
  ///
  /// The width becomes whole columns (8 points each), the height whole
  /// rows (16 points each), as ``CellMetrics`` rounds. A negative, NaN or
  /// infinite length is reported as a runtime warning and ignored, as
  /// SwiftUI ignores an invalid frame dimension.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
    modifier(
      _FrameModifier(
        width: FrameBounds(fixed: width, axis: .horizontal), height: FrameBounds(fixed: height, axis: .vertical),
        alignment: alignment))
  }

  /// Keeps this view's size between bounds, in points: the frame takes
  /// the size it is offered, kept between the minimum and the maximum
  /// (the content's own size stands in for a bound not given); the
  /// content is aligned inside and clipped to it.
  ///
  /// ```swift
  /// Text("Title")
  ///   .frame(maxWidth: .infinity, alignment: .leading)   // fills the row
  /// List { rows }
  ///   .frame(minWidth: 160, idealWidth: 240, maxWidth: 320)
  /// ```
  ///
  /// `maxWidth: .infinity` (or `maxHeight:`) takes all the space offered.
  /// The ideal length is the frame's length where it is offered none (in
  /// a scroll view along its axis, under ``View/fixedSize()``). Lengths
  /// become whole columns and rows as ``CellMetrics`` rounds. Bounds out of
  /// order (a minimum over the maximum) are reported as a runtime warning,
  /// as SwiftUI reports contradictory frame constraints, and the larger
  /// bound wins.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View {
    modifier(
      _FrameModifier(
        width: FrameBounds(min: minWidth, ideal: idealWidth, max: maxWidth, axis: .horizontal),
        height: FrameBounds(min: minHeight, ideal: idealHeight, max: maxHeight, axis: .vertical),
        alignment: alignment))
  }
}
