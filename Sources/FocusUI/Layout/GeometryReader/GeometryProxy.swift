/// The size and position of a ``GeometryReader``, handed to its content.
///
/// ```swift
/// GeometryReader { proxy in
///   Text(proxy.size.width > 320 ? "Wide" : "Narrow")
/// }
/// ```
///
/// Lengths are in points, whole cells times ``CellMetrics`` (8 points a
/// column, 16 a row). A terminal has no safe area: ``safeAreaInsets`` are
/// zero.
public struct GeometryProxy {
  let geometry: ReaderGeometry

  /// The reader's size, in points.
  public var size: CGSize {
    CGSize(width: CGFloat.columns(geometry.frame.width), height: CGFloat.rows(geometry.frame.height))
  }

  /// The insets of the safe area: none in a terminal.
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The reader's frame in `coordinateSpace`, in points; in a named space
  /// that no view around the reader has, the global frame (SwiftUI does
  /// the same).
  ///
  /// ```swift
  /// let frame = proxy.frame(in: .global)
  /// ```
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    let frame = geometry.frame
    let origin: Point
    switch coordinateSpace {
    case .local: origin = .zero
    case .global: origin = frame.origin
    case .named(let name):
      let space = geometry.namedOrigins.first { $0.name == name }?.origin ?? .zero
      origin = Point(x: frame.minX - space.x, y: frame.minY - space.y)
    }
    return CGRect(
      x: CGFloat.columns(origin.x), y: CGFloat.rows(origin.y), width: CGFloat.columns(frame.width),
      height: CGFloat.rows(frame.height))
  }

  /// The reader's frame in `coordinateSpace`: `.local`, `.global` or
  /// `.named(_:)`.
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    frame(in: coordinateSpace.coordinateSpace)
  }

  /// The bounds of the named space around the reader, in the reader's own
  /// coordinates; `nil` when no view around has that name.
  public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
    guard let space = geometry.namedOrigins.first(where: { $0.name == coordinateSpace.name }) else { return nil }
    return CGRect(
      x: CGFloat.columns(space.origin.x - geometry.frame.minX), y: CGFloat.rows(space.origin.y - geometry.frame.minY),
      width: CGFloat.columns(space.size.width), height: CGFloat.rows(space.size.height))
  }
}

/// Where a reader was laid out, in cells: what its proxy answers from,
/// compared after each layout to know when its content must be made again.
struct ReaderGeometry: Equatable {
  /// The reader's frame on the screen.
  var frame = Rect.zero
  /// The named coordinate spaces around it, innermost first: their origin
  /// and size on the screen.
  var namedOrigins: [NamedSpace] = []

  struct NamedSpace: Equatable {
    var name: AnyHashable
    var origin: Point
    var size: Size
  }

  /// The geometry of `node` as last laid out.
  @MainActor
  init(of node: ViewNode) {
    frame = node.screenFrame
    for case let space as CoordinateSpaceNode in node.ancestors {
      let spaceFrame = space.screenFrame
      namedOrigins.append(NamedSpace(name: space.name, origin: spaceFrame.origin, size: spaceFrame.size))
    }
  }

  init() {}
}
