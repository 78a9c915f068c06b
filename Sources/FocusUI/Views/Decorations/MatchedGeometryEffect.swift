/// Which parts of a view's geometry ``View/matchedGeometryEffect(id:in:properties:anchor:isSource:)``
/// copies from the source view.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// The source's position.
  public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
  /// The source's size.
  public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
  /// The source's position and size.
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension View {
  /// Asks for this view to share its geometry with the other views of the
  /// same `id` in `namespace`, so that one seems to move into the other
  /// as they swap.
  ///
  /// ```swift
  /// @Namespace private var ring
  ///
  /// if isSelected {
  ///   RoundedRectangle(cornerRadius: 10)
  ///     .stroke(.white)
  ///     .matchedGeometryEffect(id: "ring", in: ring)
  /// }
  /// ```
  ///
  /// The effect is an animation between two frames; a terminal shows each
  /// state at once (see ``Animation``), so the view keeps its own frame
  /// here and the effect changes nothing it draws, lays out or focuses.
  /// With one view of an `id` shown at a time, as is usual, that is the
  /// frame SwiftUI settles on too.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> some View {
    self
  }
}
