/// A layout modifier's node that takes a size of its own, offers its
/// content another size (``contentProposal(_:)``), aligns what the content
/// takes inside its frame (``alignment``) and clips it there, as SwiftUI's
/// frames do: the base of `frame` and `containerRelativeFrame`. A subclass
/// says how large the frame is in `sizeThatFits(_:)`.
///
/// ```swift
/// final class HalfWidthNode: AligningFrameNode<_HalfWidthModifier> {
///   override func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
///     ProposedSize(width: proposal.width.map { $0 / 2 }, height: proposal.height)
///   }
///   override func sizeThatFits(_ proposal: ProposedSize) -> Size {
///     contentLayout.sizeThatFits(layoutItems, contentProposal(proposal), in: self)
///   }
/// }
/// ```
class AligningFrameNode<M: ViewModifier>: LayoutModifierNode<M> {
  /// Where the content stands in the frame when it is smaller.
  var alignment: Alignment { .center }

  /// What the content is offered inside a frame offered `proposal`.
  func contentProposal(_ proposal: ProposedSize) -> ProposedSize { proposal }

  override func performLayout(previousFrame: Rect?) {
    let size = contentLayout.sizeThatFits(layoutItems, contentProposal(ProposedSize(frame.size)), in: self)
    let width = min(size.width, frame.width)
    let height = min(size.height, frame.height)
    let x = frame.minX + environment.resolved(alignment.horizontal).offset(child: width, in: frame.width)
    let y = frame.minY + alignment.vertical.offset(child: height, in: frame.height)
    contentLayout.place(
      layoutItems, in: Rect(x: x, y: y, width: width, height: height), previousFrame: nil, container: self)
  }

  override func draw(into canvas: inout Canvas) {
    canvas.clipped(to: frame) { canvas in
      for item in layoutItems { item.draw(into: &canvas) }
    }
  }
}
