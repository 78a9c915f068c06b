import Foundation

/// Draws a line around its content: ``View/border(_:width:)``.
public struct _BorderModifier: DecorationModifier, Equatable {
  let style: ShapeStyleKind
  let width: CGFloat

  var decoration: any View { Rectangle().stroke(AnyShapeStyle(kind: style), lineWidth: width) }
  var alignment: Alignment { .center }
  var layer: DecorationLayer { .overlay }
  var inset: Int { 1 }

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { DecorationNode<Self>(graph: graph) }
}

extension View {
  /// Draws a line of `width` points in `content` around this view.
  ///
  /// ```swift
  /// RecipeCard(recipe)
  ///   .border(isFocused ? Color.accentColor : .gray)
  ///   .cornerRadius(8)
  /// ```
  ///
  /// In SwiftUI a border is drawn inside the view's frame; a terminal
  /// cannot draw a line thinner than a cell without covering the content,
  /// so the view grows by one cell on each side and the line is drawn there
  /// in box characters (`┌─┐`), heavy (`┏━┓`) from 2 points, rounded
  /// (`╭─╮`) when a ``cornerRadius(_:antialiased:)`` or rounded
  /// ``clipShape(_:style:)`` is applied around it. A width of 0 (or NaN)
  /// draws no line and keeps the room.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    let width = width.isFinite ? max(0, width) : 0
    return modifier(_BorderModifier(style: width > 0 ? ShapeStyleKind.of(content) : .color(.clear), width: width))
  }
}
