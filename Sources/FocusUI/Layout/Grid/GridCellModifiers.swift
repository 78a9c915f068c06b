extension View {
  /// Makes this view's cell of a ``GridRow`` span `count` columns.
  ///
  /// ```swift
  /// GridRow {
  ///   Text("Notes")
  ///   TextField("Notes", text: $notes).gridCellColumns(2)
  /// }
  /// ```
  public func gridCellColumns(_ count: Int) -> some View {
    modifier(_LayoutTraitsModifier(traits: LayoutTraits(gridCellColumns: max(1, count))))
  }

  /// Aligns the cells of this view's column of a ``Grid``: the first view
  /// of a column that says so sets it for the whole column.
  ///
  /// ```swift
  /// GridRow {
  ///   Text("Quantity").gridColumnAlignment(.trailing)
  ///   Stepper("", value: $quantity)
  /// }
  /// ```
  public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
    modifier(_LayoutTraitsModifier(traits: LayoutTraits(gridColumnAlignment: guide)))
  }

  /// Leaves this view out of the sizing of its ``Grid`` cell along `axes`:
  /// it takes the width (or height) the other cells give the column (or
  /// row).
  ///
  /// ```swift
  /// Divider().gridCellUnsizedAxes(.horizontal)
  /// ```
  public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
    modifier(_LayoutTraitsModifier(traits: LayoutTraits(gridCellUnsizedAxes: axes)))
  }
}
