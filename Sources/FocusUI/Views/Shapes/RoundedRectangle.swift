import Foundation

/// A rectangle with rounded corners. Stroked, a terminal draws it with
/// rounded box corners (`╭╮╰╯`); filled, its cells are full (a corner
/// smaller than a cell cannot show).
///
/// ```swift
/// RoundedRectangle(cornerRadius: 12, style: .continuous)
///   .stroke(.tint)
/// ```
public struct RoundedRectangle: InsettableShape, Hashable, CellOutlined {
  public var cornerSize: CGSize
  public var style: RoundedCornerStyle
  var insetAmount: CGFloat = 0

  public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
    cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
    self.style = style
  }

  public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
    self.cornerSize = cornerSize
    self.style = style
  }

  public func path(in rect: CGRect) -> Path {
    Path(roundedRect: rect.insetBy(dx: insetAmount, dy: insetAmount), cornerRadius: cornerSize.width, style: style)
  }

  public func inset(by amount: CGFloat) -> RoundedRectangle {
    var copy = self
    copy.insetAmount += amount.isFinite ? amount : 0
    return copy
  }

  var cellOutline: CellOutline? {
    cornerSize.width > 0 && cornerSize.height > 0 ? .roundedRectangle : .rectangle
  }
}
