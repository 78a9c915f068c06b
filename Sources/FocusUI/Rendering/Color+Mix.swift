extension Color {
  /// This color blended with `rhs`: `fraction` 0 is this color, 1 is `rhs`.
  ///
  /// ```swift
  /// RoundedRectangle(cornerRadius: 25)
  ///   .fill(.red.mix(with: .blue, by: 0.2))
  /// ```
  ///
  /// The red, green and blue components blend (a terminal has no
  /// perceptual space, see ``Gradient/ColorSpace``). The terminal's
  /// default foreground (``Color/primary``) has no components a program
  /// knows: mixed with it, the nearer of the two colors is used.
  public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
    let fraction = fraction.isNaN ? 0 : min(1, max(0, fraction))
    guard let x = components, let y = rhs.components else { return fraction < 0.5 ? self : rhs }
    func part(_ p: UInt8, _ q: UInt8) -> Double { (Double(p) + (Double(q) - Double(p)) * fraction) / 255 }
    return Color(
      red: part(x.red, y.red), green: part(x.green, y.green), blue: part(x.blue, y.blue),
      opacity: alpha + (rhs.alpha - alpha) * fraction)
  }
}
