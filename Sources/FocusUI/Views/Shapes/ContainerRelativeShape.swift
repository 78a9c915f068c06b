import Foundation

/// The shape of the container a view is in, inset to the view. Terminal
/// containers are rectangles of cells, so it is a rectangle.
///
/// ```swift
/// Image(systemName: "star").padding(8).background(.yellow, in: .containerRelative)
/// ```
public struct ContainerRelativeShape: InsettableShape, Hashable, CellOutlined {
  var insetAmount: CGFloat = 0

  public init() {}

  public func path(in rect: CGRect) -> Path {
    Rectangle().inset(by: insetAmount).path(in: rect)
  }

  public func inset(by amount: CGFloat) -> ContainerRelativeShape {
    var copy = self
    copy.insetAmount += amount.isFinite ? amount : 0
    return copy
  }

  var cellOutline: CellOutline? { .rectangle }
}

extension Shape where Self == ContainerRelativeShape {
  /// The container's shape: `.clipShape(.containerRelative)`.
  public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
