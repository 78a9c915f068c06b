/// Adds space around its content: ``View/padding(_:_:)``.
public struct _PaddingModifier: PrimitiveModifier, Equatable {
  let insets: EdgeInsets

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { PaddingNode(graph: graph) }
}

final class PaddingNode: LayoutModifierNode<_PaddingModifier> {
  private var insets: EdgeInsets { modifier.insets }
  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let inner = ProposedSize(
      width: proposal.width.map { $0 - insets.horizontal }, height: proposal.height.map { $0 - insets.vertical })
    let size = contentLayout.sizeThatFits(layoutItems, inner, in: self)
    return Size(width: size.width + insets.horizontal, height: size.height + insets.vertical)
  }

  override func performLayout(previousFrame: Rect?) {
    func content(_ frame: Rect) -> Rect {
      Rect(
        x: frame.minX + insets.leading, y: frame.minY + insets.top,
        width: max(0, frame.width - insets.horizontal), height: max(0, frame.height - insets.vertical))
    }
    contentLayout.place(layoutItems, in: content(frame), previousFrame: previousFrame.map(content), container: self)
  }
}

extension View {
  /// Adds `length` cells (1 by default) of space on `edges`.
  ///
  /// ```swift
  /// Text("Welcome").padding()             // one cell on every side
  /// Text("Indented").padding(.leading, 4)
  /// ```
  public func padding(_ edges: Edge.Set = .all, _ length: Int? = nil) -> some View {
    let length = length ?? 1
    return modifier(
      _PaddingModifier(
        insets: EdgeInsets(
          top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
          bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)))
  }

  /// Adds `length` cells of space on every side.
  public func padding(_ length: Int) -> some View {
    padding(.all, length)
  }

  /// Adds the given space on each side.
  public func padding(_ insets: EdgeInsets) -> some View {
    modifier(_PaddingModifier(insets: insets))
  }
}
