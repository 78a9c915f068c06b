import Foundation

/// A rectangle whose short sides are half circles: a pill. One row high,
/// a terminal rounds its ends with half blocks (`▐███▌`) when filled and
/// parentheses when stroked.
///
/// ```swift
/// Text("vegan")
///   .padding(.horizontal, 8)
///   .background(.green.opacity(0.3), in: Capsule())
/// ```
public struct Capsule: InsettableShape, Hashable, CellOutlined {
  public var style: RoundedCornerStyle
  var insetAmount: CGFloat = 0

  public init(style: RoundedCornerStyle = .continuous) {
    self.style = style
  }

  public func path(in rect: CGRect) -> Path {
    let rect = rect.insetBy(dx: insetAmount, dy: insetAmount)
    return Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
  }

  public func inset(by amount: CGFloat) -> Capsule {
    var copy = self
    copy.insetAmount += amount.isFinite ? amount : 0
    return copy
  }

  var cellOutline: CellOutline? { .capsule }
}
