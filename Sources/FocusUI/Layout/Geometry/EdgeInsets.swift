/// Insets, in points, on each edge of a rectangle: what
/// ``View/padding(_:)-(EdgeInsets)`` adds.
///
/// ```swift
/// Text("Card")
///   .padding(EdgeInsets(top: 16, leading: 16, bottom: 0, trailing: 8))
/// ```
///
/// The terminal pads whole cells: the top and bottom insets become the
/// nearest number of rows (16 points each), the leading and trailing ones
/// the nearest number of columns (8 points each), as ``CellMetrics`` rounds.
/// A negative inset pads nothing (SwiftUI would pull the content out; a
/// cell grid has no room to draw it there).
public struct EdgeInsets: Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  /// Creates insets for each edge.
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// The same inset on every edge.
  init(_ length: CGFloat) {
    self.init(top: length, leading: length, bottom: length, trailing: length)
  }

  /// The insets in whole cells, none negative.
  var cells: CellInsets {
    CellInsets(
      top: CellMetrics.layoutRows(top), leading: CellMetrics.layoutColumns(leading),
      bottom: CellMetrics.layoutRows(bottom),
      trailing: CellMetrics.layoutColumns(trailing))
  }
}

/// An edge of a rectangle: where a popover sits beside its anchor
/// (``View/popover(isPresented:attachmentAnchor:arrowEdge:content:)``);
/// as a set, the edges ``View/padding(_:_:)`` pads.
///
/// ```swift
/// .popover(isPresented: $shows, arrowEdge: .trailing) { Text("Details") }
/// Text("Indented").padding(.leading, 32)
/// ```
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  case top, leading, bottom, trailing

  /// A set of edges.
  public struct Set: OptionSet, Sendable, Hashable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }

    /// The set holding `edge` alone.
    public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }

    public static let top = Set(rawValue: 1 << 0)
    public static let leading = Set(rawValue: 1 << 1)
    public static let bottom = Set(rawValue: 1 << 2)
    public static let trailing = Set(rawValue: 1 << 3)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
  }
}
