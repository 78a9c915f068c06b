/// Insets, in cells, on each edge of a rectangle.
public struct EdgeInsets: Hashable, Sendable {
  public var top: Int
  public var leading: Int
  public var bottom: Int
  public var trailing: Int

  /// Creates insets for each edge.
  public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
    self.top = max(0, top)
    self.leading = max(0, leading)
    self.bottom = max(0, bottom)
    self.trailing = max(0, trailing)
  }

  var horizontal: Int { leading + trailing }
  var vertical: Int { top + bottom }
}

/// An edge of a rectangle: where a popover sits beside its anchor
/// (``View/popover(isPresented:attachmentAnchor:arrowEdge:content:)``);
/// as a set, the edges ``View/padding(_:_:)`` pads.
///
/// ```swift
/// .popover(isPresented: $shows, arrowEdge: .trailing) { Text("Details") }
/// Text("Indented").padding(.leading, 4)
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
