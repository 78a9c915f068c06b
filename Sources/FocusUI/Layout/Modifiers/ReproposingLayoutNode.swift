/// A layout modifier's node that offers its content another size than it
/// is offered (``contentProposal(_:)``) and centers what the content takes
/// on its own frame, as SwiftUI does: the content may be larger than the
/// frame and reach over its neighbours. The base of `fixedSize` and
/// `aspectRatio`.
///
/// ```swift
/// final class IdealWidthNode: ReproposingLayoutNode<_IdealWidthModifier> {
///   override func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
///     ProposedSize(width: nil, height: proposal.height)
///   }
/// }
/// ```
class ReproposingLayoutNode<M: ViewModifier>: LayoutModifierNode<M> {
  /// What the content is offered when the node is offered `proposal`.
  func contentProposal(_ proposal: ProposedSize) -> ProposedSize { proposal }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    contentLayout.sizeThatFits(layoutItems, contentProposal(proposal), in: self)
  }

  override func performLayout(previousFrame: Rect?) {
    let size = contentLayout.sizeThatFits(layoutItems, contentProposal(ProposedSize(frame.size)), in: self)
    let x = frame.minX + (frame.width - size.width) / 2
    let y = frame.minY + (frame.height - size.height) / 2
    contentLayout.place(
      layoutItems, in: Rect(x: x, y: y, width: size.width, height: size.height), previousFrame: nil,
      container: self)
  }
}
