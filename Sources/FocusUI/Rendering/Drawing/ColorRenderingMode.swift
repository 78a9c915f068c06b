/// How a `_Canvas` (SwiftUI's `Canvas`) blends colors. A terminal draws
/// each cell in one color, so every mode draws alike.
public enum ColorRenderingMode: Hashable, Sendable {
  /// Blending in the display's color space: the default.
  case nonLinear
  /// Blending in linear light.
  case linear
  /// Blending in linear light, colors beyond the display's range kept.
  case extendedLinear
}
