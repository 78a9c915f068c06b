import FocusEngine

extension ViewGraph {
  /// The scroll view nearest around the view `id` (not the view itself: a
  /// list's own element is its scroll view's), with its box on the screen
  /// and its offset: what a host needs to place the view in the scroll
  /// view's content (``FrameSemantics/scrolls``).
  func scrollAround(_ id: NodeID) -> FrameScroll? {
    var current = node(id)?.parent
    while let ancestor = current {
      if let scroll = ancestor as? ScrollNode {
        return FrameScroll(id: scroll.id, frame: scroll.screenFrame, offset: scroll.offset)
      }
      current = ancestor.parent
    }
    return nil
  }
}
