// The shapes by their short names, as SwiftUI spells them where a shape is
// expected: `.clipShape(.circle)`, `.contentShape(.rect(cornerRadius: 8))`.

extension Shape where Self == Rectangle {
  /// A rectangle: `.clipShape(.rect)`.
  public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rectangle with rounded corners.
  ///
  /// ```swift
  /// Text("Tag").padding(4).background(.blue, in: .rect(cornerRadius: 8))
  /// ```
  public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }
}

extension Shape where Self == Circle {
  /// A circle: `.contentShape(.circle)`.
  public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
  /// A capsule: `.clipShape(.capsule)`.
  public static var capsule: Capsule { Capsule() }
}

extension Shape where Self == Ellipse {
  /// An ellipse: `.clipShape(.ellipse)`.
  public static var ellipse: Ellipse { Ellipse() }
}
