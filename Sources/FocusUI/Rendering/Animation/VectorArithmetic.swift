import Foundation

/// A value an animation can interpolate: it adds, subtracts and scales.
///
/// ```swift
/// var data = AnimatablePair(CGFloat(10), 2.0)
/// data.scale(by: 0.5)   // (5, 1)
/// ```
///
/// `Double`, `Float` and `CGFloat` are vectors, as on Apple's platforms;
/// see ``Animatable`` for what a terminal does with them (nothing moves
/// between frames).
public protocol VectorArithmetic: AdditiveArithmetic {
  /// Multiplies each component by `rhs`.
  mutating func scale(by rhs: Double)

  /// The dot product of the value with itself.
  var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= rhs }
  public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= Float(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
  public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
  public var magnitudeSquared: Double { Double(self * self) }
}
