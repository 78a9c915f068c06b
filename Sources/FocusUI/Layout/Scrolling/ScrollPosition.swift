extension View {
  /// Keeps `id` in step with the scroll view inside this view: scrolling
  /// sets it to the id of the view at the top (leading edge), and setting
  /// it scrolls that view to the top.
  ///
  /// ```swift
  /// @State private var position: Int?
  ///
  /// ScrollView {
  ///   LazyVStack {
  ///     ForEach(0..<10_000, id: \.self) { Text("Row \($0)") }
  ///   }
  ///   .scrollTargetLayout()
  /// }
  /// .scrollPosition(id: $position)
  /// ```
  ///
  /// The views it reports and finds are the *scroll targets*: the rows of
  /// the `ForEach`es (by element id) and the views given an ``View/id(_:)``
  /// directly inside the layout marked ``View/scrollTargetLayout(isEnabled:)``,
  /// or, with none marked, inside the scroll view's content (through a
  /// stack that is its only view). Rows of a lazy stack not made yet are
  /// found by id. The binding is set after the scroll view scrolled (by the
  /// wheel, keys, focus moving or a proxy), to the first target whose frame
  /// reaches past `anchor` of the visible area (`.top` when `nil`); setting
  /// it scrolls that target's `anchor` to the scroll view's `anchor`.
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
    modifier(_ScrollPositionModifier(id: id, anchor: anchor))
  }
}

/// ``View/scrollPosition(id:anchor:)``.
public struct _ScrollPositionModifier<ID: Hashable>: PrimitiveModifier {
  let id: Binding<ID?>
  let anchor: UnitPoint?

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { ScrollPositionNode<ID>(graph: graph) }
}

/// Keeps a `scrollPosition(id:)` binding and its scroll view in step. It
/// reads the binding the way a body does, so that setting it runs this
/// node again, which scrolls.
final class ScrollPositionNode<ID: Hashable>: BodyNode, ScrollPositionTracking {
  private var modifier: _ScrollPositionModifier<ID>?
  private var content: (any View)?
  /// The value last read from or written to the binding; `nil` before
  /// the first run.
  private var known: ID??
  /// The scroll offset at the last report: the binding changes only when
  /// the scroll view scrolled.
  private var reportedOffset: Point?
  private var warnedType = false

  override var isModifierOfSameView: Bool { true }

  override func accept(_ view: any View) -> Bool {
    let modified = view as! any ModifiedContentProtocol
    modifier = (modified.anyModifier as! _ScrollPositionModifier<ID>)
    content = modified.anyContent
    return true
  }

  override func countEvaluation() {}

  override func run() {
    guard let modifier, let content else { return }
    evaluate {
      let value = modifier.id.wrappedValue
      if known != .some(value) {
        known = .some(value)
        if let value {
          graph.scrolling.requestScroll(
            to: AnyHashable(value), anchor: modifier.anchor ?? .top, in: self, from: ObjectIdentifier(self))
        }
      }
      return content
    }
  }

  override func didMount() {
    graph.scrolling.register(self)
  }

  override func willUnmount() {
    graph.scrolling.unregister(self)
  }

  override var debugName: String { "scrollPosition(id:)" }

  /// Sets the binding to the target at the anchor, if the scroll view
  /// scrolled since the last report.
  func reportPosition() {
    guard let modifier, let scroll = firstScrollNode else { return }
    guard let reportedOffset else {
      self.reportedOffset = scroll.offset
      return
    }
    guard scroll.offset != reportedOffset else { return }
    self.reportedOffset = scroll.offset
    guard let top = graph.scrollTarget(at: modifier.anchor ?? .top, in: scroll) else { return }
    guard let value = top.base as? ID ?? (top as? ID) else {
      if !warnedType {
        warnedType = true
        graph.diagnostics.warn(
          "scrollPosition(id:): the scroll target at the top has an id of type \(type(of: top.base)), "
            + "not \(ID.self); the binding is not set.")
      }
      return
    }
    guard known != .some(value) else { return }
    known = .some(value)
    modifier.id.wrappedValue = value
  }

  /// The scroll view this modifier applies to: the first inside it.
  private var firstScrollNode: ScrollNode? {
    var pending: [ViewNode] = [self]
    while let node = pending.popLast() {
      if let scroll = node as? ScrollNode { return scroll }
      pending.append(contentsOf: node.children.reversed())
    }
    return nil
  }
}

extension ViewGraph {
  /// The id of the scroll target of `scroll` at `anchor` of its visible
  /// area: the first, in order, whose frame reaches past that point.
  func scrollTarget(at anchor: UnitPoint, in scroll: ScrollNode) -> AnyHashable? {
    let vertical = scroll.axes.contains(.vertical)
    let visible = scroll.visibleContentRect
    let point =
      vertical
      ? visible.minY + UnitPoint.cell(anchor.y, of: visible.height)
      : visible.minX + UnitPoint.cell(anchor.x, of: visible.width)
    func end(_ node: ViewNode) -> Int? {
      guard let bounds = node.layoutBounds else { return nil }
      return vertical ? bounds.maxY : bounds.maxX
    }
    let marked = scrolling.targetLayouts.values.first { marker in
      marker.isMounted && marker.modifier.isEnabled
        && marker.ancestors.lazy.compactMap({ $0 as? ScrollNode }).first === scroll
    }
    // Depth first, in tree order: the last pushed is visited next.
    var pending: [ViewNode] = [marked ?? scroll]
    while let node = pending.popLast() {
      if let identified = node as? IdentifiedNode, let identity = identified.identity {
        if let end = end(node), end > point { return identity }
        continue
      }
      if let rows = node.keyedRows {
        // Rows are in order along the stack: the first reaching past the
        // point is found by halving.
        let low = rows.children.partitioningIndex { child in end(child).map { $0 > point } ?? false }
        if low < rows.children.count { return rows.children[low].explicitID ?? rows.childKey(at: low) }
        continue
      }
      let isContainer = !node.isLayoutItem || node === scroll || node is StackNode || node is LazyStackNode
      if isContainer { pending.append(contentsOf: node.children.reversed()) }
    }
    return nil
  }
}

extension ViewNode {
  /// The id given with ``View/id(_:)`` to the view this node runs, looked
  /// for through the nodes that only wrap it (a `ForEach` row's closure,
  /// modifiers, bodies).
  var explicitID: AnyHashable? {
    var node: ViewNode? = self
    while let current = node {
      if let identified = current as? IdentifiedNode { return identified.identity }
      guard !current.isLayoutItem, current.children.count == 1 else { return nil }
      node = current.children[0]
    }
    return nil
  }
}
