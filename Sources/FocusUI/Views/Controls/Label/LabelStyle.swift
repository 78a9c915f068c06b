/// How a ``Label`` arranges its title and icon: ``View/labelStyle(_:)``.
///
/// ```swift
/// struct VerticalLabelStyle: LabelStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     VStack {
///       configuration.icon
///       configuration.title
///     }
///   }
/// }
///
/// Label("Inbox", systemImage: "tray").labelStyle(VerticalLabelStyle())
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
  /// The view that draws a label.
  associatedtype Body: View

  /// The view that draws a label with `configuration`.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

  /// What a label style is given.
  typealias Configuration = LabelStyleConfiguration
}

/// What a ``LabelStyle`` is given: the label's title and icon as views.
public struct LabelStyleConfiguration {
  /// The label's title, as a view.
  public struct Title: View, StyleLabelView {
    let content: any View
    public var body: Never { primitiveBody(Self.self) }
  }

  /// The label's icon, as a view.
  public struct Icon: View, StyleLabelView {
    let content: any View
    public var body: Never { primitiveBody(Self.self) }
  }

  /// The title.
  public let title: LabelStyleConfiguration.Title
  /// The icon.
  public let icon: LabelStyleConfiguration.Icon
}

/// The platform's label style: the icon, then the title.
public struct DefaultLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    HStack {
      configuration.icon
      configuration.title
    }
  }
}

/// Only the title.
public struct TitleOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// Only the icon; assistive technologies still read the title.
public struct IconOnlyLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    configuration.icon.accessibilityElement(children: .ignore).accessibilityLabel(configuration.titleText)
  }
}

/// The icon, then the title.
public struct TitleAndIconLabelStyle: LabelStyle {
  public init() {}
  public func makeBody(configuration: Configuration) -> some View {
    DefaultLabelStyle().makeBody(configuration: configuration)
  }
}

extension LabelStyleConfiguration {
  /// The title's text, when it is a plain `Text` (what an icon-only label
  /// is read as).
  @MainActor var titleText: String {
    (title.content as? Text)?.content ?? ""
  }
}

extension LabelStyle where Self == DefaultLabelStyle {
  /// The icon, then the title.
  public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
  /// Only the title.
  public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
  /// Only the icon.
  public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
  /// The icon, then the title.
  public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

/// A label style as the environment carries it.
struct LabelStyleBox: @unchecked Sendable {
  // @unchecked: made and called on the main actor only, by views' bodies.
  let makeBody: @MainActor (LabelStyleConfiguration) -> any View

  static let automatic = LabelStyleBox(makeBody: { DefaultLabelStyle().makeBody(configuration: $0) })
}

/// Runs a ``LabelStyle``'s `makeBody` with the style's dynamic properties
/// installed.
struct LabelStyleBody<Style: LabelStyle>: View {
  var holder: StyleHolder<Style>
  let configuration: LabelStyleConfiguration

  var body: some View { holder.style.makeBody(configuration: configuration) }
}

extension EnvironmentValues {
  private struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: LabelStyleBox? { nil }
  }

  /// The style of the labels here, set by ``View/labelStyle(_:)``.
  var labelStyle: LabelStyleBox {
    get { self[LabelStyleKey.self] ?? .automatic }
    set { self[LabelStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how the labels inside this view show their title and icon.
  ///
  /// ```swift
  /// Button { compose() } label: {
  ///   Label("New Message", systemImage: "square.and.pencil")
  /// }
  /// .labelStyle(.iconOnly)        // [ ✎ ]
  /// ```
  public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
    environment(
      \.labelStyle,
      LabelStyleBox(makeBody: { LabelStyleBody(holder: StyleHolder(style: style), configuration: $0) }))
  }
}
