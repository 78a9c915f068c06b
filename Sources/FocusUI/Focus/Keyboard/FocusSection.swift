/// Makes a container a target of directional moves: ``View/focusSection()``.
public struct _FocusSectionModifier: PrimitiveModifier {
  func makeModifierNode(in graph: ViewGraph) -> ViewNode { FocusSectionNode(graph: graph) }
}

/// A focus section: the graph's focus knows it while it is mounted.
final class FocusSectionNode: ModifierNode<_FocusSectionModifier> {
  override func run() {
    graph.focus.sections[ObjectIdentifier(self)] = self
    super.run()
  }

  override func willUnmount() {
    graph.focus.sections[ObjectIdentifier(self)] = nil
    super.willUnmount()
  }

  /// The frame on screen of everything inside, `nil` before layout.
  var contentFrame: Rect? {
    let frames = layoutItems.map(\.screenFrame).filter { $0.size.width > 0 && $0.size.height > 0 }
    guard var union = frames.first else { return nil }
    for frame in frames.dropFirst() {
      let minX = min(union.minX, frame.minX)
      let minY = min(union.minY, frame.minY)
      let maxX = max(union.maxX, frame.maxX)
      let maxY = max(union.maxY, frame.maxY)
      union = Rect(origin: Point(x: minX, y: minY), size: Size(width: maxX - minX, height: maxY - minY))
    }
    return union
  }
}

extension View {
  /// Makes this view a target of arrow-key focus moves: an arrow whose
  /// beam crosses the section, even where none of its views lies in line
  /// with the focused one, moves focus to the section's view nearest the
  /// focused one. See `DirectionalFocus` for the rule.
  ///
  /// ```swift
  /// HStack(alignment: .top) {
  ///   VStack { Button("A") {}; Button("B") {}; Button("C") {} }
  ///   VStack { Button("Side") {} }
  ///     .focusSection()   // → from B or C reaches "Side", above them
  /// }
  /// ```
  public func focusSection() -> some View {
    modifier(_FocusSectionModifier())
  }
}
