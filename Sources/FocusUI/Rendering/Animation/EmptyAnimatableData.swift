/// The ``Animatable/animatableData`` of a type with nothing to animate.
///
/// ```swift
/// struct Badge: Animatable {}   // animatableData is EmptyAnimatableData
/// ```
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
  /// The empty value.
  public init() {}

  public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
  public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }
  public mutating func scale(by rhs: Double) {}
  public var magnitudeSquared: Double { 0 }
}
