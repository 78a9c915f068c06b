extension EnvironmentValues {
  private struct LabelsHiddenKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }

  /// Whether controls here leave their labels out, set by
  /// ``View/labelsHidden()``.
  var labelsHidden: Bool {
    get { self[LabelsHiddenKey.self] }
    set { self[LabelsHiddenKey.self] = newValue }
  }
}

extension View {
  /// Hides the labels of the controls in this view: a toggle draws its box
  /// alone, a picker, stepper or slider its value. Assistive technologies
  /// still read the label.
  ///
  /// ```swift
  /// HStack {
  ///   Toggle("Obtained", isOn: $item.isObtained).labelsHidden()
  ///   TextField("Item", text: $item.name)
  /// }
  /// ```
  public func labelsHidden() -> some View {
    environment(\.labelsHidden, true)
  }
}
