/// How a scroll view settles after scrolling:
/// ``View/scrollTargetBehavior(_:)``.
///
/// A terminal scrolls by whole rows and columns, and PageUp and PageDown
/// move by the visible length, so a scroll view already settles where
/// `.paging` would have it along the keyboard's steps; the wheel moves by
/// lines. The behaviours are accepted and named here so that code that
/// uses them compiles; they do not change how a terminal scroll view
/// settles.
public protocol ScrollTargetBehavior {}

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
}

/// Settles a page (the visible length) at a time.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
  public init() {}
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
    self
  }

  /// Lets the scroll views in this view draw their content past their
  /// edges. A terminal keeps clipping: content drawn past a scroll view's
  /// edge would cover the cells of the views around it, and their text.
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
    self
  }
}
