/// The kinds of safe area a view can extend into:
/// ``View/ignoresSafeArea(_:edges:)``.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The area a container (a bar, a notch) keeps clear.
  public static let container = SafeAreaRegions(rawValue: 1 << 0)
  /// The area an on-screen keyboard covers.
  public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
  /// Every safe area.
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

extension View {
  /// Lets this view extend into the safe area of `edges`. A terminal or a
  /// browser page has no safe area (no notch, no home indicator, no
  /// on-screen keyboard over the window), so the view is laid out as it
  /// would be anyway.
  ///
  /// ```swift
  /// Color.blue.ignoresSafeArea()
  /// ```
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    self
  }

  /// The older spelling of ``ignoresSafeArea(_:edges:)``; likewise has
  /// nothing to do here.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    self
  }
}
