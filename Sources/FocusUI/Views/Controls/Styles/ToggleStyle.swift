/// A look, and interaction, for toggles: ``View/toggleStyle(_:)``.
///
/// ```swift
/// struct StarToggleStyle: ToggleStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     HStack {
///       Image(systemName: configuration.isOn ? "star.fill" : "star")
///       configuration.label
///     }
///   }
/// }
///
/// Toggle("Favorite", isOn: $isFavorite)
///   .toggleStyle(StarToggleStyle())
/// ```
///
/// The view `makeBody` returns is what the terminal draws. The toggle
/// stays one element and one focus stop: Space, Return and a click flip
/// it whatever the style draws (controls inside the style's view take no
/// focus of their own); views in the style read `@Environment(\.isFocused)`.
@MainActor @preconcurrency
public protocol ToggleStyle {
  /// The view that draws a toggle.
  associatedtype Body: View

  /// The view that draws a toggle with `configuration`.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

  /// What a toggle style is given.
  typealias Configuration = ToggleStyleConfiguration
}

/// What a ``ToggleStyle`` is given to draw a toggle.
public struct ToggleStyleConfiguration {
  /// The toggle's label, as a view to place in the style's body.
  public struct Label: View, StyleLabelView {
    let content: any View
    public var body: Never { primitiveBody(Self.self) }
  }

  /// The toggle's label.
  public let label: ToggleStyleConfiguration.Label
  /// Whether the toggle is on; `configuration.isOn.toggle()` flips it, and
  /// `configuration.$isOn` is the binding.
  @Binding public var isOn: Bool
  /// Whether the toggle stands for several values that differ: always
  /// `false` for a toggle bound to one `Bool`.
  public var isMixed: Bool
}

/// Runs a ``ToggleStyle``'s `makeBody` as a view with the style's dynamic
/// properties installed.
struct ToggleStyleBody<Style: ToggleStyle>: View {
  var holder: StyleHolder<Style>
  let configuration: ToggleStyleConfiguration

  var body: some View { holder.style.makeBody(configuration: configuration) }
}

/// The toggle looks a terminal draws itself.
enum BuiltInToggleLook: Hashable, Sendable {
  /// `[x] Label`: ``ToggleStyle/automatic``, ``ToggleStyle/checkbox``.
  case checkbox
  /// `(─●) Label` on, `(○─) Label` off: ``ToggleStyle/switch``.
  case `switch`
  /// `[ Label ]`, `[✓ Label ]` when on: ``ToggleStyle/button``.
  case button
}

/// A toggle style as the environment carries it.
@MainActor
final class ToggleStyleBox {
  let look: BuiltInToggleLook
  let makeBody: ((ToggleStyleConfiguration) -> any View)?

  init(look: BuiltInToggleLook, makeBody: ((ToggleStyleConfiguration) -> any View)? = nil) {
    self.look = look
    self.makeBody = makeBody
  }

}

@MainActor
protocol BuiltInToggleStyle {
  var look: BuiltInToggleLook { get }
}

/// The platform's toggle style: a checkbox, `[x] Label`, in a terminal.
public struct DefaultToggleStyle: ToggleStyle, BuiltInToggleStyle {
  public init() {}
  var look: BuiltInToggleLook { .checkbox }
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A checkbox: `[x] Label` when on, `[ ] Label` when off.
public struct CheckboxToggleStyle: ToggleStyle, BuiltInToggleStyle {
  public init() {}
  var look: BuiltInToggleLook { .checkbox }
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A switch: `(─●) Label` when on, `(○─) Label` when off.
public struct SwitchToggleStyle: ToggleStyle, BuiltInToggleStyle {
  public init() {}
  var look: BuiltInToggleLook { .switch }
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button that stays pressed while on: `[✓ Label ]` on, `[ Label ]` off.
public struct ButtonToggleStyle: ToggleStyle, BuiltInToggleStyle {
  public init() {}
  var look: BuiltInToggleLook { .button }
  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension ToggleStyle where Self == DefaultToggleStyle {
  /// The platform's style: a checkbox in a terminal.
  public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
  /// `[x] Label`.
  public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
  /// `(─●) Label`.
  public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
  /// `[✓ Label ]`.
  public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension EnvironmentValues {
  private struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: ToggleStyleBox? { nil }
  }

  /// The style of the toggles here, set by ``View/toggleStyle(_:)``;
  /// `nil` is the automatic style.
  var toggleStyle: ToggleStyleBox? {
    get { self[ToggleStyleKey.self] }
    set { self[ToggleStyleKey.self] = newValue }
  }
}

extension View {
  /// Draws the toggles inside this view in `style`: a built-in one or your
  /// own ``ToggleStyle``.
  ///
  /// ```swift
  /// Toggle("Wi-Fi", isOn: $wifi)
  ///   .toggleStyle(.switch)
  /// ```
  /// In a terminal: `.automatic` and `.checkbox` draw `[x] Label`;
  /// `.switch` `(─●) Label` (on) or `(○─) Label` (off); `.button`
  /// `[✓ Label ]` (on) or `[ Label ]` (off).
  public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    let box: ToggleStyleBox
    if let builtIn = style as? any BuiltInToggleStyle {
      box = ToggleStyleBox(look: builtIn.look)
    } else {
      box = ToggleStyleBox(
        look: .checkbox, makeBody: { ToggleStyleBody(holder: StyleHolder(style: style), configuration: $0) })
    }
    return environment(\.toggleStyle, box)
  }
}
