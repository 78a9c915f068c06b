import Foundation

/// A 2D shape that fills the space it is offered: ``Rectangle``,
/// ``RoundedRectangle``, ``Capsule``, ``Circle``, ``Ellipse``, or one of your
/// own with `path(in:)`.
///
/// ```swift
/// Capsule()
///   .fill(.green)
///   .frame(width: 80, height: 16)
/// ```
///
/// Drawn on its own, a shape is filled with the foreground style. A
/// terminal draws it in cells: a fill in block characters (`█`, lighter
/// shades `▓▒░` for translucent colors, `▐`/`▌` for a one-row capsule's
/// round ends), a stroke in box-drawing characters for the rectangular
/// shapes (`┌─┐`, rounded `╭─╮` for rounded rectangles and capsules) and
/// dots (`•`) along other outlines. As a background (``View/background(_:ignoresSafeAreaEdges:)``
/// and the like) a fill colors the cells' background instead, so text on it
/// stays readable. Along an unbounded axis a shape takes one cell.
public protocol Shape: View, Sendable {
  /// The outline of the shape in `rect`, in points.
  func path(in rect: CGRect) -> Path
}

/// A shape that can be inset, so its stroke stays inside it:
/// ``InsettableShape/strokeBorder(_:lineWidth:antialiased:)``.
public protocol InsettableShape: Shape {
  associatedtype InsetShape: InsettableShape
  /// This shape inset by `amount` points.
  func inset(by amount: CGFloat) -> InsetShape
}

extension Shape {
  /// A shape drawn as a view is filled with the foreground style.
  public var body: some View {
    _ShapeView(shape: self, drawing: .fill(.foreground, FillStyle()))
  }

  /// This shape filled with `content`.
  ///
  /// ```swift
  /// Circle().fill(.red).frame(width: 8, height: 16)
  /// RoundedRectangle(cornerRadius: 8).fill(.blue.opacity(0.3))
  /// ```
  public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> some View {
    _ShapeView(shape: self, drawing: .fill(ShapeStyleKind.of(content), style))
  }

  /// This shape's outline drawn in `content`.
  ///
  /// ```swift
  /// RoundedRectangle(cornerRadius: 8).stroke(.gray, lineWidth: 1)
  /// ```
  /// A line of 2 points or more is drawn with heavy box characters.
  public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View {
    _ShapeView(shape: self, drawing: .stroke(ShapeStyleKind.of(content), lineWidth))
  }

  /// This shape's outline drawn in `content` with `style` (its width).
  public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
    _ShapeView(shape: self, drawing: .stroke(ShapeStyleKind.of(content), style.lineWidth))
  }

  /// This shape's outline in the foreground style.
  public func stroke(lineWidth: CGFloat = 1) -> some View {
    _ShapeView(shape: self, drawing: .stroke(.foreground, lineWidth))
  }

  /// This shape's outline in the foreground style, with `style`.
  public func stroke(style: StrokeStyle) -> some View {
    _ShapeView(shape: self, drawing: .stroke(.foreground, style.lineWidth))
  }
}

extension InsettableShape {
  /// This shape's outline drawn inside its bounds. In a terminal every
  /// stroke is drawn in the shape's outermost cells, so this draws as
  /// ``Shape/stroke(_:lineWidth:)`` does.
  ///
  /// ```swift
  /// Capsule().strokeBorder(.tint, lineWidth: 1)
  /// ```
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> some View
  {
    _ShapeView(shape: self, drawing: .stroke(ShapeStyleKind.of(content), lineWidth))
  }

  /// This shape's outline drawn inside its bounds with `style`.
  public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
    -> some View
  {
    _ShapeView(shape: self, drawing: .stroke(ShapeStyleKind.of(content), style.lineWidth))
  }
}

/// How a shape view draws its shape.
enum ShapeDrawing: Hashable, Sendable {
  case fill(ShapeStyleKind, FillStyle)
  case stroke(ShapeStyleKind, CGFloat)
}

/// A shape filled or stroked: what ``Shape/fill(_:style:)`` and
/// ``Shape/stroke(_:lineWidth:)`` return.
public struct _ShapeView<Content: Shape>: View {
  let shape: Content
  let drawing: ShapeDrawing

  public var body: Never { primitiveBody(Self.self) }
}

extension _ShapeView: PrimitiveView {
  func makeNode(in graph: ViewGraph) -> ViewNode { ShapeNode(graph: graph) }
}

@MainActor
protocol ShapeViewValue {
  var anyShape: any Shape { get }
  var drawing: ShapeDrawing { get }
}

extension _ShapeView: ShapeViewValue {
  var anyShape: any Shape { shape }
}

/// What a built-in shape is, so it is drawn with the characters that suit
/// it rather than from its path.
enum CellOutline: Hashable {
  case rectangle
  case roundedRectangle
  case capsule
}

/// Built-in shapes tell the renderer their outline.
@MainActor
protocol CellOutlined {
  var cellOutline: CellOutline? { get }
}
