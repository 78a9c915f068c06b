/// A button style that defines the interaction too: its body decides when
/// to call ``PrimitiveButtonStyleConfiguration/trigger()``.
///
/// ```swift
/// struct DoubleClickStyle: PrimitiveButtonStyle {
///   func makeBody(configuration: Configuration) -> some View {
///     configuration.label
///       .onTapGesture(count: 2) { configuration.trigger() }
///   }
/// }
///
/// Button("Open") { open() }
///   .buttonStyle(DoubleClickStyle())
/// ```
///
/// In a terminal the button stays one focus stop, and Return and Space
/// on the focused button call `trigger()`, as the keyboard activates any
/// button. A click inside it goes to the gestures of the style's view
/// (``View/onTapGesture(count:perform:)``); a click on a part with no
/// gesture does nothing, as the style took over the interaction.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  /// The view that draws a button.
  associatedtype Body: View

  /// The view that draws, and handles the interaction of, a button.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body

  /// What a primitive button style is given.
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// What a ``PrimitiveButtonStyle`` is given to draw a button.
public struct PrimitiveButtonStyleConfiguration {
  /// The button's label, as a view to place in the style's body.
  public struct Label: View, StyleLabelView {
    let content: any View
    public var body: Never { primitiveBody(Self.self) }
  }

  /// The button's role, if any.
  public let role: ButtonRole?
  /// The button's label.
  public let label: PrimitiveButtonStyleConfiguration.Label
  let action: @MainActor () -> Void

  /// Runs the button's action (if the button is enabled).
  @MainActor public func trigger() { action() }
}

/// Runs a ``PrimitiveButtonStyle``'s `makeBody` as a view with the style's
/// dynamic properties installed.
struct PrimitiveButtonStyleBody<Style: PrimitiveButtonStyle>: View {
  var holder: StyleHolder<Style>
  let configuration: PrimitiveButtonStyleConfiguration

  var body: some View { holder.style.makeBody(configuration: configuration) }
}
