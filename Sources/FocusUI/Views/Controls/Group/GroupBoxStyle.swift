/// How a ``GroupBox`` draws its title and content: ``View/groupBoxStyle(_:)``.
///
/// ```swift
/// struct CardGroupBoxStyle: GroupBoxStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     VStack(alignment: .leading) {
///       configuration.label.bold()
///       configuration.content
///     }
///     .padding(.horizontal, 1)
///     .background(Color.gray.opacity(0.2))
///   }
/// }
///
/// GroupBox("Today") { StepsView() }
///   .groupBoxStyle(CardGroupBoxStyle())
/// ```
///
/// Whatever the style draws, assistive technologies read the box as a
/// group named by its title, and focus moves through its content as
/// through any other views.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
  /// The view that draws a group box.
  associatedtype Body: View

  /// The view that draws a group box with `configuration`.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

  /// What a group box style is given.
  typealias Configuration = GroupBoxStyleConfiguration
}

/// What a ``GroupBoxStyle`` is given: the box's title and content as views.
public struct GroupBoxStyleConfiguration {
  /// The box's title, as a view (empty for a box without one).
  public struct Label: View, StyleLabelView {
    let content: any View
    public var body: Never { primitiveBody(Self.self) }
  }

  /// The box's content, as a view.
  public struct Content: View, StyleLabelView {
    let content: any View
    public var body: Never { primitiveBody(Self.self) }
  }

  /// The title.
  public let label: GroupBoxStyleConfiguration.Label
  /// The content.
  public let content: GroupBoxStyleConfiguration.Content
}

/// The platform's group box: a titled box of line characters.
public struct DefaultGroupBoxStyle: GroupBoxStyle {
  public init() {}

  public func makeBody(configuration: Configuration) -> some View {
    GroupBoxFrame(label: configuration.label, content: configuration.content)
  }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
  /// The platform's group box.
  public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

/// A group box style as the environment carries it.
struct GroupBoxStyleBox: @unchecked Sendable {
  // @unchecked: made and called on the main actor only, by views' bodies.
  let makeBody: @MainActor (GroupBoxStyleConfiguration) -> any View
}

/// Runs a ``GroupBoxStyle``'s `makeBody` with the style's dynamic
/// properties installed.
struct GroupBoxStyleBody<Style: GroupBoxStyle>: View {
  var holder: StyleHolder<Style>
  let configuration: GroupBoxStyleConfiguration

  var body: some View { holder.style.makeBody(configuration: configuration) }
}

extension EnvironmentValues {
  private struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: GroupBoxStyleBox? { nil }
  }

  /// The style of the group boxes here, set by ``View/groupBoxStyle(_:)``;
  /// `nil` for the built-in box.
  var groupBoxStyle: GroupBoxStyleBox? {
    get { self[GroupBoxStyleKey.self] }
    set { self[GroupBoxStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how the group boxes inside this view draw their title and
  /// content.
  ///
  /// ```swift
  /// Form { GroupBox("Today") { StepsView() } }
  ///   .groupBoxStyle(CardGroupBoxStyle())
  /// ```
  public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
    environment(
      \.groupBoxStyle,
      style is DefaultGroupBoxStyle
        ? nil
        : GroupBoxStyleBox(makeBody: { GroupBoxStyleBody(holder: StyleHolder(style: style), configuration: $0) }))
  }
}
