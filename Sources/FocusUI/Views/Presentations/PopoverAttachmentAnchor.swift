import Foundation

/// Where a popover is attached in the view that presents it:
/// ``View/popover(isPresented:attachmentAnchor:arrowEdge:content:)``.
///
/// ```swift
/// Button("Info") { showsInfo = true }
///   .popover(isPresented: $showsInfo, attachmentAnchor: .rect(.bounds)) {
///     Text("Saved 2 minutes ago")
///   }
/// ```
///
/// In a terminal the anchor is a rectangle of cells: the view's bounds,
/// or a rectangle in them (its origin measured from the view's top-left
/// cell). SwiftUI's `.point(_:)` form, which takes a `UnitPoint`, is not
/// provided.
public enum PopoverAttachmentAnchor: Sendable {
  /// The rectangle `source` names in the presenting view.
  case rect(Anchor<CGRect>.Source)

  enum Kind: Sendable {
    case bounds
    case rect(Rect)
  }

  var kind: Kind {
    switch self {
    case .rect(let source): source.kind
    }
  }
}

/// A value of geometry in a view, named by its ``Anchor/Source`` (FocusUI
/// has only the sources a popover's ``PopoverAttachmentAnchor`` uses).
public struct Anchor<Value>: Sendable {
  /// Where an anchor's value comes from.
  ///
  /// ```swift
  /// .popover(isPresented: $shows, attachmentAnchor: .rect(.bounds)) { … }
  /// ```
  public struct Source: Sendable {
    let kind: PopoverAttachmentAnchor.Kind
  }
}

extension Anchor.Source where Value == CGRect {
  /// The view's bounds.
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(kind: .bounds) }

  /// The rectangle `rect` in the view's bounds, in cells from its top-left
  /// corner (fractions are rounded down).
  ///
  /// ```swift
  /// .popover(isPresented: $shows, attachmentAnchor: .rect(.rect(CGRect(x: 0, y: 0, width: 1, height: 1)))) { … }
  /// ```
  public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source {
    let finite = rect.standardized
    func cells(_ value: CGFloat) -> Int {
      value.isFinite ? Int(max(-10_000, min(10_000, value.rounded(.down)))) : 0
    }
    return Anchor<CGRect>.Source(
      kind: .rect(
        Rect(
          x: cells(finite.minX), y: cells(finite.minY), width: max(0, cells(finite.width)),
          height: max(0, cells(finite.height)))))
  }
}
