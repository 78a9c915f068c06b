/// A look for buttons that keeps the standard interaction: a style draws
/// the button, the button still runs its action on a click, Return or Space.
///
/// ```swift
/// struct PillButtonStyle: ButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack {
///       Text("(")
///       configuration.label
///       Text(")")
///     }
///     .foregroundStyle(configuration.role == .destructive ? .red : .primary)
///   }
/// }
///
/// Button("Save") { save() }
///   .buttonStyle(PillButtonStyle())
/// ```
///
/// The view `makeBody` returns is what the terminal draws. The button
/// stays one element and one focus stop: controls inside the style's view
/// take no focus of their own, and the focused button's cells are drawn
/// inverted (unless ``View/focusEffectDisabled(_:)``); views in the style
/// read `@Environment(\.isFocused)` to draw their own focus look.
/// ``ButtonStyleConfiguration/isPressed`` is always `false` in a terminal:
/// a key or a click arrives as one event, with no held phase to show.
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// The view that draws a button.
  associatedtype Body: View

  /// The view that draws a button with `configuration`.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

  /// What a button style is given.
  typealias Configuration = ButtonStyleConfiguration
}

/// What a ``ButtonStyle`` is given to draw a button.
public struct ButtonStyleConfiguration {
  /// The button's label, as a view to place in the style's body.
  public struct Label: View, StyleLabelView {
    let content: any View
    public var body: Never { primitiveBody(Self.self) }
  }

  /// The button's role, if any.
  public let role: ButtonRole?
  /// The button's label.
  public let label: ButtonStyleConfiguration.Label
  /// Whether the button is being pressed: always `false` in a terminal.
  public let isPressed: Bool
}

/// Runs a ``ButtonStyle``'s `makeBody` as a view with the style's dynamic
/// properties installed.
struct ButtonStyleBody<Style: ButtonStyle>: View {
  var holder: StyleHolder<Style>
  let configuration: ButtonStyleConfiguration

  var body: some View { holder.style.makeBody(configuration: configuration) }
}

/// The styles a terminal draws itself, without a view of their own.
enum BuiltInButtonLook: Hashable, Sendable {
  /// `[ Label ]`: ``ButtonStyle/automatic``, ``ButtonStyle/bordered``.
  case bordered
  /// `[ Label ]` in bold: ``ButtonStyle/borderedProminent``.
  case prominent
  /// `Label`: ``ButtonStyle/plain``, ``ButtonStyle/borderless``.
  case plain
  /// `Label` underlined in the accent color: ``ButtonStyle/link``.
  case link
}

/// A button style as the environment carries it.
@MainActor
final class ButtonStyleBox {
  let look: BuiltInButtonLook
  let makeBody: ((ButtonStyleConfiguration) -> any View)?
  let makePrimitiveBody: ((PrimitiveButtonStyleConfiguration) -> any View)?

  init(
    look: BuiltInButtonLook, makeBody: ((ButtonStyleConfiguration) -> any View)? = nil,
    makePrimitiveBody: ((PrimitiveButtonStyleConfiguration) -> any View)? = nil
  ) {
    self.look = look
    self.makeBody = makeBody
    self.makePrimitiveBody = makePrimitiveBody
  }

}

/// A style the terminal draws itself.
@MainActor
protocol BuiltInButtonStyle {
  var look: BuiltInButtonLook { get }
}

/// The platform's button style: `[ Label ]` in a terminal, as
/// ``BorderedButtonStyle``.
public struct DefaultButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  public init() {}
  var look: BuiltInButtonLook { .bordered }
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button with a border: `[ Label ]`.
public struct BorderedButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  public init() {}
  var look: BuiltInButtonLook { .bordered }
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A prominent button with a border: `[ Label ]` in bold (a destructive
/// one in red).
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  public init() {}
  var look: BuiltInButtonLook { .prominent }
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button without a border: its label alone.
public struct BorderlessButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  public init() {}
  var look: BuiltInButtonLook { .plain }
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button drawn as its label alone, with no decoration.
public struct PlainButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  public init() {}
  var look: BuiltInButtonLook { .plain }
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button drawn as a link: its label underlined, in the accent color.
public struct LinkButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  public init() {}
  var look: BuiltInButtonLook { .link }
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The platform's style: `[ Label ]`.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// `[ Label ]`.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// `[ Label ]` in bold.
  public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// The label alone.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// The label alone, with no decoration.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
  /// The label underlined, in the accent color.
  public static var link: LinkButtonStyle { LinkButtonStyle() }
}

extension EnvironmentValues {
  private struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: ButtonStyleBox? { nil }
  }

  /// The style of the buttons here, set by `buttonStyle(_:)`;
  /// `nil` is the automatic style.
  var buttonStyle: ButtonStyleBox? {
    get { self[ButtonStyleKey.self] }
    set { self[ButtonStyleKey.self] = newValue }
  }
}

extension View {
  /// Draws the buttons inside this view with `style`'s `makeBody`.
  ///
  /// ```swift
  /// HStack {
  ///   Button("Cancel") { dismiss() }
  ///   Button("Save") { save() }
  /// }
  /// .buttonStyle(PillButtonStyle())
  /// ```
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    environment(
      \.buttonStyle,
      ButtonStyleBox(
        look: .bordered,
        makeBody: { ButtonStyleBody(holder: StyleHolder(style: style), configuration: $0) }))
  }

  /// Draws the buttons inside this view in `style`: a built-in one
  /// (``PrimitiveButtonStyle/bordered``, ``PrimitiveButtonStyle/plain``, …)
  /// or your own ``PrimitiveButtonStyle``.
  ///
  /// ```swift
  /// Button("Sign In", action: signIn)
  ///   .buttonStyle(.borderedProminent)
  /// ```
  /// In a terminal: `.automatic`, `.bordered` draw `[ Label ]`;
  /// `.borderedProminent` `[ Label ]` in bold; `.plain` and `.borderless`
  /// the label alone; `.link` the label underlined in the accent color.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    let box: ButtonStyleBox
    if let builtIn = style as? any BuiltInButtonStyle {
      box = ButtonStyleBox(look: builtIn.look)
    } else {
      box = ButtonStyleBox(
        look: .bordered,
        makePrimitiveBody: { PrimitiveButtonStyleBody(holder: StyleHolder(style: style), configuration: $0) })
    }
    return environment(\.buttonStyle, box)
  }
}

/// The tvOS card look: the label on a raised card that grows when focused.
/// A terminal draws it as ``BorderedButtonStyle`` (`[ Label ]`), the
/// closest it has to a card, with focus shown as for every button.
///
/// ```swift
/// Button { play(movie) } label: { Poster(movie) }
///   .buttonStyle(.card)
/// ```
public struct CardButtonStyle: PrimitiveButtonStyle, BuiltInButtonStyle {
  public init() {}
  var look: BuiltInButtonLook { .bordered }
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == CardButtonStyle {
  /// The tvOS card look: bordered in a terminal.
  public static var card: CardButtonStyle { CardButtonStyle() }
}
