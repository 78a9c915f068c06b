/// A layout modifier's node that lays its content out in its own frame,
/// unchanged: the base of modifiers that only need a frame of their own
/// (a named coordinate space) or shift what is inside (an offset).
class PassThroughLayoutNode<M: ViewModifier>: LayoutModifierNode<M> {
  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    contentLayout.sizeThatFits(layoutItems, proposal, in: self)
  }

  override func performLayout(previousFrame: Rect?) {
    contentLayout.place(layoutItems, in: frame, previousFrame: previousFrame, container: self)
  }
}
