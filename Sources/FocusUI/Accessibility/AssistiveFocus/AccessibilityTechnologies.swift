/// Assistive technologies an ``AccessibilityFocusState`` can follow.
///
/// ```swift
/// @AccessibilityFocusState(for: .switchControl) var isScanned: Bool
/// @AccessibilityFocusState(for: [.voiceOver, .switchControl]) var isOnEither: Bool
/// ```
public struct AccessibilityTechnologies: OptionSet, SetAlgebra, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// A screen reader: it reads every element and moves element by element.
  /// In the terminal, the built-in screen reader.
  public static let voiceOver = AccessibilityTechnologies(rawValue: 1 << 0)
  /// A switch interface: it scans the elements that can be activated and
  /// selects one.
  public static let switchControl = AccessibilityTechnologies(rawValue: 1 << 1)

  /// Each technology on its own, in a fixed order.
  package static let each: [AccessibilityTechnologies] = [.voiceOver, .switchControl]
}
