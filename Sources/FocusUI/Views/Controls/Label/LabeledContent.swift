/// A label beside a value or a control: a row of a settings pane or of
/// an inspector.
///
/// ```swift
/// Form {
///   LabeledContent("Servings", value: "4")
///   LabeledContent("Spice") {
///     Slider(value: $spice, in: 0...5)
///   }
/// }
/// ```
///
/// In a terminal the label is drawn at the leading edge and the content
/// at the trailing edge of the row, as iOS shows it in a form; a row
/// made of two texts is read by assistive technologies as one element,
/// "Servings, 4".
///
/// Under ``View/labelsHidden()`` the row shows its content alone, as a
/// control hides its label there.
public struct LabeledContent<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let isValue: Bool
  @Environment(\.labelsHidden) private var labelsHidden

  /// A row showing `label` beside `content`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    self.isValue = false
  }

  init(label: Label, content: Content, isValue: Bool) {
    self.label = label
    self.content = content
    self.isValue = isValue
  }

  public var body: some View {
    if isValue {
      row.accessibilityElement(children: .combine)
    } else {
      row
    }
  }

  private var row: some View {
    HStack(alignment: .top) {
      if !labelsHidden {
        label
        Spacer()
      }
      content
    }
  }
}

extension LabeledContent where Label == Text {
  /// A row titled `title` beside `content`.
  ///
  /// ```swift
  /// LabeledContent("Volume") {
  ///   Stepper("\(volume)", value: $volume, in: 0...10)
  /// }
  /// ```
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(label: Text(title), content: content(), isValue: false)
  }
}

extension LabeledContent where Label == Text, Content == Text {
  /// A row titled `title` showing `value`.
  ///
  /// ```swift
  /// LabeledContent("Cook time", value: "25 min")
  /// ```
  public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
    self.init(label: Text(title), content: Text(value), isValue: true)
  }

  /// A row labelled by a localized key held in a variable.
  ///
  /// ```swift
  /// let label: LocalizedStringKey = "Servings"
  /// LabeledContent(label, value: "4")
  /// ```
  @_disfavoredOverload
  public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
    self.init(titleKey.string, value: value)
  }

  /// A row titled `title` showing `value` formatted with `format`.
  ///
  /// ```swift
  /// LabeledContent("Rating", value: 4.5, format: .number)
  /// ```
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(label: Text(title), content: Text(format.format(value)), isValue: true)
  }
}
