/// How a change animates on Apple's platforms.
///
/// A terminal redraws in whole cells, and FocusUI draws a frame only when
/// something happened, so every change shows at once: animations are
/// accepted, so that SwiftUI code compiles unchanged, and change nothing.
/// Focus, layout and state behave as after the animation ends.
///
/// ```swift
/// withAnimation(.spring) { isExpanded.toggle() }  // expands at once
/// Image(systemName: "checkmark").animation(.linear, value: isDone)
/// ```
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  public let description: String

  private init(_ description: String) { self.description = description }

  public static let `default` = Animation("default")
  public static let linear = Animation("linear")
  public static let easeIn = Animation("easeIn")
  public static let easeOut = Animation("easeOut")
  public static let easeInOut = Animation("easeInOut")
  public static let spring = Animation("spring")
  public static let interactiveSpring = Animation("interactiveSpring")
  public static let bouncy = Animation("bouncy")
  public static let smooth = Animation("smooth")
  public static let snappy = Animation("snappy")

  public static func linear(duration: Double) -> Animation { Animation("linear(\(duration))") }
  public static func easeIn(duration: Double) -> Animation { Animation("easeIn(\(duration))") }
  public static func easeOut(duration: Double) -> Animation { Animation("easeOut(\(duration))") }
  public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut(\(duration))") }

  public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0)
    -> Animation
  { Animation("spring") }

  public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
    Animation("spring")
  }

  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
  public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
  public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .snappy }

  public func delay(_ delay: Double) -> Animation { self }
  public func speed(_ speed: Double) -> Animation { self }
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body` at once: its state changes show in the next frame, not
/// animated (see ``Animation``).
///
/// ```swift
/// Button("Expand") { withAnimation { isExpanded = true } }
/// ```
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
  try body()
}

/// When an animation counts as finished, for
/// ``withAnimation(_:completionCriteria:_:completion:)``: both are at once
/// here, where changes are not animated.
public struct AnimationCompletionCriteria: Hashable, Sendable {
  private let kind: Int

  /// The animation has reached its end value.
  public static let logicallyComplete = AnimationCompletionCriteria(kind: 0)
  /// The animation no longer changes anything on screen.
  public static let removed = AnimationCompletionCriteria(kind: 1)
}

/// Runs `body` at once, then `completion` once the change has shown: on
/// the main actor's next turn, after the frame that draws it (changes are
/// not animated here, so either criterion is met at once).
///
/// ```swift
/// Button("Dismiss") {
///   withAnimation { isShown = false } completion: { focusedField = .search }
/// }
/// ```
///
/// The completion is main-actor work like a task's: the terminal and the
/// browser run it while waiting for input, a `TestHost` before the call
/// that ran `body` returns.
@discardableResult
public func withAnimation<Result>(
  _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
  _ body: () throws -> Result, completion: @escaping @MainActor () -> Void
) rethrows -> Result {
  let result = try body()
  Task { @MainActor in completion() }
  return result
}
