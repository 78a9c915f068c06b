/// A coordinate system a frame is given in: ``GeometryProxy/frame(in:)-(CoordinateSpace)``.
///
/// ```swift
/// GeometryReader { proxy in
///   let frame = proxy.frame(in: .named("board"))
///   Text("At \(Int(frame.minX)), \(Int(frame.minY))")
/// }
/// ```
///
/// Coordinates are in points: a cell is 8 points wide and 16 tall (see
/// ``CellMetrics``). `.global` is the window (a presentation's views too:
/// their frames are where they are drawn in the window), `.local` the view
/// itself, `.named(_:)` the view marked with
/// ``View/coordinateSpace(name:)`` around the reader.
public enum CoordinateSpace: Hashable {
  /// The window's coordinates: its top-left corner is (0, 0).
  case global
  /// The view's own coordinates: its top-left corner is (0, 0).
  case local
  /// The coordinates of the view around marked with this name.
  case named(AnyHashable)

  /// Whether this is the global space.
  public var isGlobal: Bool { self == .global }
  /// Whether this is the local space.
  public var isLocal: Bool { self == .local }
}

/// A type that names a coordinate space, so that `.named("x")`, `.local`
/// and `.global` can be written where a ``CoordinateSpace`` is asked for
/// generically, as in SwiftUI.
///
/// ```swift
/// proxy.frame(in: .named("board"))
/// ```
public protocol CoordinateSpaceProtocol {
  /// The coordinate space this names.
  var coordinateSpace: CoordinateSpace { get }
}

/// A coordinate space named by the app: pass to
/// ``View/coordinateSpace(_:)`` and ``GeometryProxy/frame(in:)-(CoordinateSpace)``.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
  let name: AnyHashable
  public var coordinateSpace: CoordinateSpace { .named(name) }
}

/// The view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Hashable {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .local }
}

/// The window's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Hashable {
  public init() {}
  public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The coordinate space named `name`.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: name) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// The view's own coordinate space.
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The window's coordinate space.
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}
