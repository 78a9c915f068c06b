import Foundation

/// UIKit's haptic feedback, which SwiftUI code plays beside its views:
/// ``UIImpactFeedbackGenerator``, ``UINotificationFeedbackGenerator``,
/// ``UISelectionFeedbackGenerator``.
///
/// ```swift
/// Button("Save") {
///   save()
///   UINotificationFeedbackGenerator().notificationOccurred(.success)
/// }
/// ```
///
/// A terminal and a browser page have no haptic engine, so the generators
/// play nothing: each call returns at once and changes nothing on screen,
/// as on an iPhone with System Haptics turned off. Use them as on iOS; no
/// `#if os(iOS)` is needed around them.
@MainActor
open class UIFeedbackGenerator {
  public init() {}

  /// Readies the haptic engine for feedback soon: nothing to ready here.
  open func prepare() {}
}

/// The tap of something landing or snapping into place: see
/// ``UIFeedbackGenerator``, which says why it plays nothing on Linux.
///
/// ```swift
/// UIImpactFeedbackGenerator(style: .light).impactOccurred()
/// ```
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// How heavy the impact feels.
  public enum FeedbackStyle: Int, Hashable, Sendable {
    case light, medium, heavy, soft, rigid
  }

  /// The style given at creation.
  public let style: FeedbackStyle

  public init(style: FeedbackStyle) {
    self.style = style
  }

  public override convenience init() {
    self.init(style: .medium)
  }

  /// Plays the impact: nothing on Linux.
  open func impactOccurred() {}

  /// Plays the impact at `intensity` (0 to 1): nothing on Linux.
  open func impactOccurred(intensity: CGFloat) {}
}

/// The buzz that tells of success, a warning or an error: see
/// ``UIFeedbackGenerator``, which says why it plays nothing on Linux.
///
/// ```swift
/// UINotificationFeedbackGenerator().notificationOccurred(.error)
/// ```
@MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  /// What the notification tells of.
  public enum FeedbackType: Int, Hashable, Sendable {
    case success, warning, error
  }

  /// Plays the notification: nothing on Linux.
  open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// The tick of a selection changing, as a picker's wheel turns: see
/// ``UIFeedbackGenerator``, which says why it plays nothing on Linux.
///
/// ```swift
/// UISelectionFeedbackGenerator().selectionChanged()
/// ```
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  /// Plays the tick: nothing on Linux.
  open func selectionChanged() {}
}
