extension Color: View {
  /// A color drawn as a view fills the space it is offered, as
  /// `Rectangle().fill(color)` does.
  ///
  /// ```swift
  /// Color.orange.frame(width: 40, height: 16)
  /// ```
  public var body: some View {
    Rectangle().fill(self)
  }
}
