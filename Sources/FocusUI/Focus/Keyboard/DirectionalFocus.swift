import FocusEngine

/// Moving focus with the arrow keys: the geometry rule.
///
/// From the focused view's frame (on screen, in cells), a move looks along
/// a beam in the arrow's direction as wide as the focused view:
///
/// - A candidate is a focusable view that lies wholly beyond the focused
///   view's edge in that direction (for ↓, its top is at or below the
///   focused view's bottom) and is in line with it (its extent across the
///   direction overlaps the focused view's). The nearest, by the gap along
///   the direction, wins; on a tie, the one first in focus order.
/// - A ``View/focusSection()`` not holding focus is a candidate too, with
///   the frame of everything inside it: so a section catches the beam where
///   none of its views lies in line. When a section is nearest, focus goes
///   to its focusable view nearest the focused view (gap along plus gap
///   across, then focus order).
/// - With no candidate, focus stays: the arrow goes on to the window's
///   keyboard shortcuts.
///
/// Arrows reach this only when the focused control and the
/// `onMoveCommand` handlers around it did not use them (a text field keeps
/// all four). While a modal layer (a presentation) is up, only its views
/// and sections are candidates.
struct DirectionalFocus {
  let direction: MoveCommandDirection
  let from: Rect

  /// The gap along the direction from the focused view to `frame`, if
  /// `frame` lies beyond it and in line.
  func gap(to frame: Rect) -> Int? {
    guard let along = gapAlong(to: frame), gapAcross(to: frame) == 0 else { return nil }
    return along
  }

  /// How far beyond the focused view's edge `frame` starts; `nil` when it
  /// does not lie wholly beyond.
  func gapAlong(to frame: Rect) -> Int? {
    let gap: Int
    switch direction {
    case .down: gap = frame.minY - from.maxY
    case .up: gap = from.minY - frame.maxY
    case .right: gap = frame.minX - from.maxX
    case .left: gap = from.minX - frame.maxX
    }
    return gap >= 0 ? gap : nil
  }

  /// How far apart the two frames are across the direction: 0 when their
  /// extents overlap.
  func gapAcross(to frame: Rect) -> Int {
    switch direction {
    case .up, .down: max(0, max(frame.minX - from.maxX, from.minX - frame.maxX) + 1)
    case .left, .right: max(0, max(frame.minY - from.maxY, from.minY - frame.maxY) + 1)
    }
  }
}

extension ViewGraph {
  /// Moves focus from the focused view to the nearest focusable view (or
  /// section) in `direction`, by the rule of ``DirectionalFocus``; whether
  /// it moved.
  func moveFocus(_ direction: MoveCommandDirection) -> Bool {
    guard let focused = focusedNode else { return false }
    let beam = DirectionalFocus(direction: direction, from: focused.screenFrame)
    var best: (gap: Int, node: ViewNode)?
    // At equal distance a view in the focused view's own scroll view wins:
    // ↑ on a list's first visible row scrolls the list.
    let ownScroll = focused.ancestors.first { $0 is ScrollNode }
    var bestIsOwn = false
    for id in focus.tree.order where id != focused.id {
      guard let node = node(id), focus.admits(node), let frame = directionalFrame(of: node, seenFrom: focused),
        let gap = beam.gap(to: frame)
      else { continue }
      let isOwn = ownScroll.map { node.isInside($0) } ?? false
      if gap < best?.gap ?? .max || (gap == best?.gap && isOwn && !bestIsOwn) {
        best = (gap, node)
        bestIsOwn = isOwn
      }
    }
    for section in focus.sections.values where !focused.isInside(section) && focus.admits(section) {
      guard let frame = section.contentFrame, let gap = beam.gap(to: frame), gap < best?.gap ?? .max,
        let target = nearestFocusable(in: section, to: beam)
      else { continue }
      best = (gap, target)
    }
    guard let target = best?.node else { return false }
    // The section the move crossed into, named by its first labelled view.
    let section = focus.sections.values.first { target.isInside($0) && !focused.isInside($0) }
    let cause = FocusCause.key(.arrow(direction, section: section.map { Self.inspectorLabel(of: $0) }))
    focus.userFocus(target, origin: .keyboard, cause: cause)
    return true
  }

  /// `node`'s frame on screen cut to the scroll views around it that are
  /// not around `focused` too, and to the window unless one of those is;
  /// `nil` when nothing of it is left. A view scrolled out of sight in
  /// another scroll view is no target (its frame lies under whatever is
  /// drawn there), nor is one past the window's edge, while rows of the
  /// focused view's own scroll views are: the move scrolls them in.
  private func directionalFrame(of node: ViewNode, seenFrom focused: ViewNode) -> Rect? {
    var frame = node.screenFrame
    var scrollsIn = false
    for case let scroll as ScrollNode in node.ancestors {
      if focused.isInside(scroll) {
        scrollsIn = true
        continue
      }
      frame = frame.intersection(scroll.screenFrame)
      if frame.isEmpty { return nil }
    }
    // Past the window's edge, only a scroll view can bring a view in.
    if !scrollsIn { frame = frame.intersection(Rect(origin: .zero, size: size)) }
    return frame.isEmpty ? nil : frame
  }

  /// The focusable view inside `section` nearest the focused view.
  private func nearestFocusable(in section: FocusSectionNode, to beam: DirectionalFocus) -> ViewNode? {
    var best: (distance: Int, node: ViewNode)?
    for id in focus.tree.order {
      guard let node = node(id), node.isInside(section) else { continue }
      let frame = node.screenFrame
      let distance = (beam.gapAlong(to: frame) ?? 0) + beam.gapAcross(to: frame)
      if distance < best?.distance ?? .max { best = (distance, node) }
    }
    return best?.node
  }
}
