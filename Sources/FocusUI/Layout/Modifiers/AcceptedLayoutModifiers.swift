// Modifiers SwiftUI code carries whose effect a terminal has no use for or
// draws the same without: they compile and change what is documented.

extension View {
  /// The shape that ``ContainerRelativeShape`` takes inside this view. A
  /// terminal container is a rectangle of cells, so it changes nothing.
  ///
  /// ```swift
  /// VStack { tiles }.containerShape(.rect(cornerRadius: 12))
  /// ```
  public func containerShape<S: InsettableShape>(_ shape: S) -> some View { self }

  /// Padding around a scene's content, as the platform pads windows: one
  /// cell on every side in the terminal, as ``padding(_:_:)`` with no
  /// length.
  ///
  /// ```swift
  /// Form { fields }.scenePadding()
  /// ```
  public func scenePadding(_ edges: Edge.Set = .all) -> some View {
    padding(edges)
  }

  /// The order in which overlapping views are drawn on Apple's platforms.
  /// FocusUI draws a `ZStack`'s views in their order in the stack and
  /// accepts this modifier without reordering them: the terminal has no
  /// transparency between cells for a raised view to show over its
  /// neighbours' animation.
  ///
  /// ```swift
  /// Text(emoji).zIndex(isSelected ? 1 : 0)
  /// ```
  public func zIndex(_ value: Double) -> some View { self }
}

extension VerticalAlignment {
  /// The first line of text: in a terminal, where a line of text is one
  /// row, the top.
  ///
  /// ```swift
  /// HStack(alignment: .firstTextBaseline) { Text("•"); Text(wrappedLine) }
  /// ```
  public static let firstTextBaseline = VerticalAlignment.top
  /// The last line of text: the bottom.
  public static let lastTextBaseline = VerticalAlignment.bottom
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The style of selected content: the tint, as a selection is drawn in
  /// the accent color.
  public static var selection: TintShapeStyle { TintShapeStyle() }
}
