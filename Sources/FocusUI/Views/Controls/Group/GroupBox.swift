/// A box around related views, with an optional title, as Settings panes
/// and forms use.
///
/// ```swift
/// GroupBox("Notifications") {
///   Toggle("Sounds", isOn: $sounds)
///   Toggle("Badges", isOn: $badges)
/// }
/// ```
///
/// In a terminal the title sits in bold on its own row, and a line of box
/// characters (`╭─╮`) goes around the title and the content. Assistive
/// technologies read the box as a group named by its title; focus moves
/// through its content as through any other views.
public struct GroupBox<Label: View, Content: View>: View {
  let label: Label?
  let content: Content
  @Environment(\.groupBoxStyle) private var style

  /// A box around `content`, titled by `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
  }

  /// A box around `content`, titled by `label` (the older order).
  public init(label: Label, @ViewBuilder content: () -> Content) {
    self.label = label
    self.content = content()
  }

  public var body: some View {
    let configuration = GroupBoxStyleConfiguration(
      label: GroupBoxStyleConfiguration.Label(content: label.map { AnyView($0) } ?? AnyView(EmptyView())),
      content: GroupBoxStyleConfiguration.Content(content: content))
    Group {
      if let style {
        AnyView(erasing: style.makeBody(configuration))
      } else {
        GroupBoxFrame(label: configuration.label, content: configuration.content, hasLabel: label != nil)
      }
    }
    .accessibilityElement(children: .contain)
    .accessibilityLabel(title)
  }

  private var title: String {
    guard let label else { return "" }
    if let text = label as? Text { return text.content }
    if let titled = label as? any TitledLabel { return titled.titleText }
    return ""
  }
}

extension GroupBox where Label == Text {
  /// A box around `content`, titled `title`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(label: Text(title), content: content)
  }
}

extension GroupBox where Label == EmptyView {
  /// A box around `content`, without a title.
  public init(@ViewBuilder content: () -> Content) {
    label = nil
    self.content = content()
  }
}

/// The built-in group box: the title in bold on its own row, a line of
/// box characters around the title and the content.
struct GroupBoxFrame: View {
  let label: GroupBoxStyleConfiguration.Label
  let content: GroupBoxStyleConfiguration.Content
  var hasLabel = true

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      if hasLabel {
        label.bold().accessibilityAddTraits(.isHeader)
      }
      content
    }
    .padding(.horizontal, 1)
    .frame(maxWidth: .infinity, alignment: .leading)
    .border(Color.gray)
    .cornerRadius(4)
  }
}
