extension View {
  /// The help text of a view: a tooltip on macOS. A terminal has no
  /// tooltips, so it becomes the view's accessibility hint, which the
  /// screen reader speaks after the label.
  ///
  /// ```swift
  /// Button("Groceries", systemImage: "checklist") { showsList = true }
  ///   .help("Show grocery list")
  /// ```
  public func help<S: StringProtocol>(_ text: S) -> some View {
    accessibilityHint(text)
  }
}
