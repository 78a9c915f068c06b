/// Where a child sits across a vertical stack's width.
public enum HorizontalAlignment: Hashable, Sendable {
  case leading, center, trailing

  func offset(child: Int, in container: Int) -> Int {
    StackLayout.CrossAlignment(self).offset(child, in: container)
  }
}

/// Where a child sits across a horizontal stack's height.
public enum VerticalAlignment: Hashable, Sendable {
  case top, center, bottom

  func offset(child: Int, in container: Int) -> Int {
    StackLayout.CrossAlignment(self).offset(child, in: container)
  }
}

/// An alignment in both axes, for ``View/frame(width:height:alignment:)``.
public struct Alignment: Hashable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment

  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}
