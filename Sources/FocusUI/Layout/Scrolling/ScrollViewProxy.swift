/// Scrolls the scroll views inside a ``ScrollViewReader``.
///
/// ```swift
/// ScrollViewReader { proxy in
///   ScrollView { ForEach(messages) { MessageRow($0) } }
///     .onChange(of: messages.count) { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
/// }
/// ```
@MainActor @preconcurrency
public struct ScrollViewProxy: Equatable {
  let reader: ScrollViewReaderReference

  /// Scrolls to the view identified by `id` inside the reader: a view
  /// given that id with ``View/id(_:)``, or the row of a ``ForEach`` whose
  /// element has that id, the first in tree order. A row of a lazy stack
  /// that is not made yet is made first.
  ///
  /// With `anchor` `nil`, the innermost scroll view around the view
  /// scrolls the least needed to show it whole (or its top-leading part,
  /// when it is larger than the scroll view); otherwise `anchor` of the
  /// view meets `anchor` of the scroll view (`.top`: its top at the top).
  /// Scroll views further out scroll the least needed to show it. An id no
  /// view has is reported as a runtime warning.
  ///
  /// ```swift
  /// proxy.scrollTo(selectedID)                  // the least needed
  /// proxy.scrollTo(selectedID, anchor: .center) // centred
  /// ```
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    guard let node = reader.node, node.isMounted else {
      RuntimeWarnings.emitGlobally(
        "ScrollViewProxy.scrollTo(\(id)): its ScrollViewReader is no longer on screen; nothing scrolls.")
      return
    }
    node.graph.scrolling.requestScroll(to: AnyHashable(id), anchor: anchor, in: node)
  }

  public nonisolated static func == (lhs: ScrollViewProxy, rhs: ScrollViewProxy) -> Bool {
    lhs.reader === rhs.reader
  }
}

/// The reader a proxy scrolls in: one per reader node, so that proxies of
/// one reader compare equal and a view holding one is not re-run for it.
@MainActor
final class ScrollViewReaderReference {
  weak var node: ViewNode?

  init(_ node: ViewNode) {
    self.node = node
  }
}
