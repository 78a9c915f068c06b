import Foundation

/// A rectangle filling the space it is offered.
///
/// ```swift
/// Rectangle().fill(.gray.opacity(0.3)).frame(height: 16)
/// ```
public struct Rectangle: InsettableShape, Hashable, CellOutlined {
  var insetAmount: CGFloat = 0

  public init() {}

  public func path(in rect: CGRect) -> Path {
    Path(rect.insetBy(dx: insetAmount, dy: insetAmount))
  }

  public func inset(by amount: CGFloat) -> Rectangle {
    var copy = self
    copy.insetAmount += amount.isFinite ? amount : 0
    return copy
  }

  var cellOutline: CellOutline? { .rectangle }
}
