/// How a scroll view settles after scrolling:
/// ``View/scrollTargetBehavior(_:)``.
///
/// A terminal scrolls by whole rows and columns, and PageUp and PageDown
/// move by the visible length, so a scroll view already settles where
/// `.paging` would have it along the keyboard's steps; the wheel moves by
/// lines. The built-in behaviours (`.paging`, `.viewAligned`) are
/// accepted so that code that uses them compiles; they do not change how
/// a terminal scroll view settles.
///
/// A behaviour of your own settles the scroll view where
/// ``updateTarget(_:context:)`` says, after each scroll by the user (a
/// wheel turn, PageUp or PageDown); the target's `rect` is the visible
/// part of the content, in cells, where the scroll would stop:
///
/// ```swift
/// struct RowsOfFive: ScrollTargetBehavior {
///   func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
///     target.rect.origin.y = (target.rect.minY / 5).rounded(.down) * 5
///   }
/// }
///
/// ScrollView { rows }.scrollTargetBehavior(RowsOfFive())
/// ```
///
/// Programmatic scrolls (``ScrollViewProxy/scrollTo(_:anchor:)``, focus
/// moving into sight, Home and End) go where they are sent, as in
/// SwiftUI, where the behaviour settles gestures.
public protocol ScrollTargetBehavior {
  /// The context ``updateTarget(_:context:)`` is given.
  typealias TargetContext = ScrollTargetBehaviorContext

  /// Moves `target`, where a scroll would stop, to where it should.
  @MainActor func updateTarget(_ target: inout ScrollTarget, context: TargetContext)
}

/// What a ``ScrollTargetBehavior`` knows when it settles a scroll view.
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
  /// Where the scroll started: the visible part of the content then.
  public var originalTarget: ScrollTarget
  /// How fast the scroll went, in cells per second: zero for a terminal's
  /// scrolls, which land at once.
  public var velocity: CGVector
  /// The size of the content, in cells.
  public var contentSize: CGSize
  /// The size of the scroll view's visible area, in cells.
  public var containerSize: CGSize
  /// The axes the scroll view scrolls along.
  public var axes: Axis.Set
  let environment: EnvironmentValues

  /// The scroll view's environment.
  public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
    environment[keyPath: keyPath]
  }
}

/// A vector (`dx`, `dy`): a velocity. Apple platforms have CoreGraphics'
/// type; Foundation on Linux has none.
public struct CGVector: Hashable, Sendable {
  public var dx: CGFloat
  public var dy: CGFloat

  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  public init(dx: Double, dy: Double) {
    self.dx = CGFloat(dx)
    self.dy = CGFloat(dy)
  }

  public static let zero = CGVector(dx: CGFloat(0), dy: CGFloat(0))
}

/// Settles on the edges of the scroll target views
/// (``View/scrollTargetLayout(isEnabled:)``).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
  /// When a flick may scroll past more than one view.
  public struct LimitBehavior: Sendable, Hashable {
    let kind: Int
    public static let automatic = LimitBehavior(kind: 0)
    public static let always = LimitBehavior(kind: 1)
    public static let never = LimitBehavior(kind: 2)
  }

  public init(limitBehavior: LimitBehavior = .automatic) {}

  /// Leaves the target where it is: rows and columns are the views' edges
  /// in a terminal.
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

/// Settles a page (the visible length) at a time.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
  public init() {}

  /// Leaves the target where it is: PageUp and PageDown already move a
  /// page.
  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// Settles on the edges of the scroll target views.
  public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

  /// Settles on the edges of the scroll target views, with `limitBehavior`.
  public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
    -> ViewAlignedScrollTargetBehavior
  {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Settles a page at a time.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

/// Where a scroll would settle, for a behaviour that adjusts it.
public struct ScrollTarget: Sendable {
  /// The rectangle the scroll view would show.
  public var rect: CGRect
  /// Where in `rect` the target is anchored, if anywhere.
  public var anchor: UnitPoint?

  public init(rect: CGRect, anchor: UnitPoint? = nil) {
    self.rect = rect
    self.anchor = anchor
  }
}

extension View {
  /// Asks the scroll views in this view to settle as `behavior` says (see
  /// ``ScrollTargetBehavior`` for what a terminal does).
  ///
  /// ```swift
  /// ScrollView(.horizontal) {
  ///   LazyHStack { ForEach(shelf) { Card($0) } }.scrollTargetLayout()
  /// }
  /// .scrollTargetBehavior(.viewAligned)
  /// ```
  public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
    environment(
      \.scrollTargetBehavior,
      behavior is ViewAlignedScrollTargetBehavior || behavior is PagingScrollTargetBehavior ? nil : behavior)
  }

  /// Lets the scroll views in this view draw their content past their
  /// edges. A terminal keeps clipping: content drawn past a scroll view's
  /// edge would cover the cells of the views around it, and their text.
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
    self
  }
}

extension EnvironmentValues {
  private struct ScrollTargetBehaviorKey: EnvironmentKey {
    static var defaultValue: (any ScrollTargetBehavior)? { nil }
  }

  /// The app's own ``ScrollTargetBehavior`` for the scroll views here;
  /// `nil` for the built-in ones, which change nothing in a terminal.
  var scrollTargetBehavior: (any ScrollTargetBehavior)? {
    get { self[ScrollTargetBehaviorKey.self] }
    set { self[ScrollTargetBehaviorKey.self] = newValue }
  }
}
