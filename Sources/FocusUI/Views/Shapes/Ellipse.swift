import Foundation

/// An ellipse filling the space it is offered, drawn in the cells whose
/// centers it holds.
///
/// ```swift
/// Ellipse().fill(.orange).frame(width: 80, height: 64)
/// ```
public struct Ellipse: InsettableShape, Hashable {
  var insetAmount: CGFloat = 0

  public init() {}

  public func path(in rect: CGRect) -> Path {
    Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount))
  }

  public func inset(by amount: CGFloat) -> Ellipse {
    var copy = self
    copy.insetAmount += amount.isFinite ? amount : 0
    return copy
  }
}

/// A circle centered in the space it is offered, as wide as its smaller
/// side in points (a cell is twice as tall as it is wide, so a round circle
/// is twice as many columns as rows).
///
/// ```swift
/// Circle().fill(isOnline ? .green : .gray).frame(width: 8, height: 16)
/// ```
public struct Circle: InsettableShape, Hashable {
  var insetAmount: CGFloat = 0

  public init() {}

  public func path(in rect: CGRect) -> Path {
    let side = min(rect.width, rect.height)
    let square = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
    return Path(ellipseIn: square.insetBy(dx: insetAmount, dy: insetAmount))
  }

  public func inset(by amount: CGFloat) -> Circle {
    var copy = self
    copy.insetAmount += amount.isFinite ? amount : 0
    return copy
  }
}
