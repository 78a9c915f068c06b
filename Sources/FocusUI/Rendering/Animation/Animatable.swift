/// A type whose values SwiftUI interpolates between two states of an
/// animation, through ``animatableData``.
///
/// ```swift
/// struct Flip: ViewModifier, Animatable {
///   var progress: CGFloat = 0
///   var animatableData: CGFloat {
///     get { progress }
///     set { progress = newValue }
///   }
///
///   func body(content: Content) -> some View {
///     content.opacity(progress < 0.5 ? 1 : 0)
///   }
/// }
/// ```
///
/// A terminal draws no frames between two states: a change shows at once,
/// at its final value (see ``Animation``), so nothing here reads or sets
/// ``animatableData``. Types conform as they do on Apple's platforms, and
/// their bodies are drawn with their values as set.
public protocol Animatable {
  /// The values an animation would interpolate.
  associatedtype AnimatableData: VectorArithmetic

  /// The values an animation would interpolate.
  var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
  /// No values to interpolate.
  public var animatableData: EmptyAnimatableData {
    get { EmptyAnimatableData() }
    set {}
  }
}

extension Animatable where Self: VectorArithmetic {
  /// The value itself.
  public var animatableData: Self {
    get { self }
    set { self = newValue }
  }
}
