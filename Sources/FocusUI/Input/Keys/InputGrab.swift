import FocusEngine

/// A box drawn over the window that takes all of its keys and clicks while
/// it is shown: an open menu's or picker's drop-down. (Windowing systems
/// call this a grab.)
///
/// The graph holds at most one (``ViewGraph/grab``, kept by ``GrabbedInput``), draws it over
/// everything and lists its elements after the window's.
@MainActor
protocol InputGrab: AnyObject {
  /// Whether the grab still stands: `false` once the control that opened
  /// it has left, and the graph drops it.
  var isValid: Bool { get }
  func handleKey(_ key: KeyEquivalent, modifiers: EventModifiers)
  /// A click on the element of node `id`.
  func click(_ id: NodeID)
  /// A click at a cell of the window.
  func click(at point: Point)
  func draw(into canvas: inout Canvas)
  /// The grab's elements, over the window's.
  func elements() -> [Element]
}

/// The graph's grab, if a box holds one: a feature, so that a graph whose
/// views open no drop-down keeps nothing for it.
@MainActor
final class GrabbedInput: GraphFeature {
  var grab: (any InputGrab)?
  init(graph: ViewGraph) {}
}

extension ViewGraph {
  /// The box over the window that takes its keys and clicks while shown
  /// (a menu's drop-down).
  var grab: (any InputGrab)? {
    get { existingFeature(GrabbedInput.self)?.grab }
    set {
      if newValue == nil, existingFeature(GrabbedInput.self) == nil { return }
      feature(GrabbedInput.self).grab = newValue
    }
  }

  /// The grab standing, dropped once its control has left.
  var activeGrab: (any InputGrab)? {
    guard let holder = existingFeature(GrabbedInput.self), let grab = holder.grab else { return nil }
    if !grab.isValid {
      holder.grab = nil
      return nil
    }
    return grab
  }
}
