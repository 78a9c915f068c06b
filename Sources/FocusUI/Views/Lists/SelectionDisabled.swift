extension EnvironmentValues {
  private struct SelectionDisabledKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }

  /// Whether list rows here cannot be selected: ``View/selectionDisabled(_:)``.
  var isSelectionDisabled: Bool {
    get { self[SelectionDisabledKey.self] }
    set { self[SelectionDisabledKey.self] = newValue }
  }
}

extension View {
  /// Keeps this list row from being selected (by the keyboard or a
  /// click); the arrows pass over it. The row still shows, and controls
  /// in it still work.
  ///
  /// ```swift
  /// List(items, selection: $selection) { item in
  ///   Text(item.name)
  ///     .selectionDisabled(item.isArchived)
  /// }
  /// ```
  public func selectionDisabled(_ isDisabled: Bool = true) -> some View {
    environment(\.isSelectionDisabled, isDisabled)
  }
}
