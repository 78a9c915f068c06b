extension Gradient {
  /// How a gradient, or ``Color/mix(with:by:in:)``, blends colors.
  ///
  /// ```swift
  /// Color.red.mix(with: .blue, by: 0.2, in: .device)
  /// ```
  ///
  /// A terminal blends the red, green and blue components either way: it
  /// has no perceptual color space, and its cells show 256 colors at most
  /// on many terminals.
  public struct ColorSpace: Hashable, Sendable {
    private let name: String

    /// Blends in the output color space.
    public static let device = ColorSpace(name: "device")
    /// Blends in a perceptual color space (in the device's here).
    public static let perceptual = ColorSpace(name: "perceptual")
  }
}
