/// How a view is fitted to a ratio: inside the space offered, or filling
/// it. See ``View/aspectRatio(_:contentMode:)-(CGFloat?,_)``.
public enum ContentMode: Hashable, CaseIterable, Sendable {
  /// The largest size of the ratio inside the space offered.
  case fit
  /// The smallest size of the ratio that covers the space offered.
  case fill
}
