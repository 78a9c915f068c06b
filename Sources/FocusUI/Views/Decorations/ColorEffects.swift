import Foundation

/// Changes the colors its content was drawn with: ``View/grayscale(_:)``,
/// ``View/saturation(_:)``, ``View/colorInvert()``.
public struct _ColorEffectModifier: PrimitiveModifier, Equatable {
  enum Effect: Equatable {
    /// Colors become grays (`grayscale(1)`, `saturation(0)`).
    case gray
    /// Foreground and background swap (`colorInvert()`).
    case invert
  }

  let effect: Effect?

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { ColorEffectNode(graph: graph) }
}

final class ColorEffectNode: PassThroughLayoutNode<_ColorEffectModifier> {
  override func draw(into canvas: inout Canvas) {
    super.draw(into: &canvas)
    switch modifier.effect {
    case .gray?:
      canvas.restyle(frame) { style in
        style.foreground = style.foreground.map(Self.gray)
        style.background = style.background.map(Self.gray)
      }
    case .invert?:
      canvas.restyle(frame) { $0.isInverse.toggle() }
    case nil:
      break
    }
  }

  /// The gray of `color`'s brightness; the default foreground stays.
  private static func gray(_ color: Color) -> Color {
    guard let (red, green, blue) = color.components else { return color }
    let luma = (0.299 * Double(red) + 0.587 * Double(green) + 0.114 * Double(blue)) / 255
    return Color(white: luma, opacity: color.alpha)
  }
}

extension View {
  /// Draws this view's colors as grays from an amount of 0.5 (a terminal
  /// has no partial desaturation); below, as they are.
  ///
  /// ```swift
  /// RecipeTile(recipe).grayscale(recipe.isAvailable ? 0 : 1)
  /// ```
  public func grayscale(_ amount: Double) -> some View {
    modifier(_ColorEffectModifier(effect: amount >= 0.5 ? .gray : nil))
  }

  /// Draws this view's colors as grays at a saturation of 0.5 or less; above,
  /// as they are.
  public func saturation(_ amount: Double) -> some View {
    modifier(_ColorEffectModifier(effect: amount <= 0.5 ? .gray : nil))
  }

  /// Swaps the foreground and background of this view's cells (inverse
  /// video).
  ///
  /// ```swift
  /// Text("Selected").colorInvert()
  /// ```
  public func colorInvert() -> some View {
    modifier(_ColorEffectModifier(effect: .invert))
  }

  /// Brightens or darkens; a terminal's colors are its own, so the view is
  /// drawn as it is.
  public func brightness(_ amount: Double) -> some View { self }

  /// Changes the contrast; a terminal draws the view as it is.
  public func contrast(_ amount: Double) -> some View { self }

  /// Rotates hues; a terminal draws the view as it is.
  public func hueRotation(_ angle: Angle) -> some View { self }

  /// Multiplies colors; a terminal draws the view as it is.
  public func colorMultiply(_ color: Color) -> some View { self }

  /// Composites this view's children offscreen first; a terminal draws
  /// cells directly, so this changes nothing.
  public func compositingGroup() -> some View { self }

  /// Renders this view offscreen first; a terminal draws cells directly,
  /// so this changes nothing.
  public func drawingGroup(opaque: Bool = false) -> some View { self }
}
