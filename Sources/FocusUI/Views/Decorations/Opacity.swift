import Foundation

/// Fades its content: ``View/opacity(_:)``.
public struct _OpacityModifier: PrimitiveModifier, Equatable {
  let opacity: Double

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { OpacityNode(graph: graph) }
}

final class OpacityNode: PassThroughLayoutNode<_OpacityModifier> {
  override func draw(into canvas: inout Canvas) {
    guard modifier.opacity > 0 else { return }
    super.draw(into: &canvas)
    if modifier.opacity <= 0.5 { canvas.restyle(frame) { $0.isDim = true } }
  }
}

extension View {
  /// Draws this view at `opacity` (0…1). A terminal has three levels: above
  /// 0.5 the view is drawn as it is, from 0.5 down it is drawn dim, and at
  /// 0 it is not drawn but keeps its place in the layout, in focus order and
  /// for assistive technologies (as in SwiftUI).
  ///
  /// ```swift
  /// Text("Saved").opacity(isSaved ? 1 : 0)
  /// RecipeRow(recipe).opacity(recipe.isArchived ? 0.5 : 1)
  /// ```
  public func opacity(_ opacity: Double) -> some View {
    modifier(_OpacityModifier(opacity: opacity.isNaN ? 1 : min(1, max(0, opacity))))
  }
}
