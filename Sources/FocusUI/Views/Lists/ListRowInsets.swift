extension View {
  /// The space around this row's content in a list (`nil`: the list's
  /// own).
  ///
  /// ```swift
  /// List(stocks) { stock in
  ///   StockRow(stock)
  ///     .listRowInsets(EdgeInsets(top: 0, leading: 2, bottom: 0, trailing: 0))
  /// }
  /// ```
  ///
  /// A terminal list's rows have no insets of their own (a row starts in
  /// the list's first column), so the insets given are the space around the
  /// content: converted to whole cells as `padding(_:)`
  /// converts them. `EdgeInsets()` and `nil` leave the row as it is.
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    modifier(_PaddingModifier(insets: (insets ?? EdgeInsets()).cells))
  }
}
