/// What a layout item keeps between layouts: its frame, its sizes by
/// proposal, which items inside changed, and its place in its container.
///
/// Only layout items (``LayoutNode`` and ``LayoutModifierNode``) make one;
/// the other nodes — a body's node, a `ForEach` row, an environment
/// writer — are transparent to layout and hold `nil` in
/// ``ViewNode/layoutItem``, one word instead of the whole state (a form of
/// 100,000 rows has two such nodes a row).
///
/// A final class, not a struct behind overridable accessors: a node reaches
/// its state through one stored reference, and each field is read and
/// written in place. A `_read`/`_modify` coroutine dispatched through the
/// class's table allocates its frame on the heap in a debug build, once per
/// access (a Tab allocated 203 blocks, a mounted row 80, in
/// `AllocationCountTests`, with the state behind such accessors).
@MainActor
final class LayoutItemState {
  /// Where the item is: in screen cells, or in the content of the nearest
  /// scroll view around it (scrolling moves no frame; it is applied when
  /// drawing).
  var frame = Rect.zero
  var measureCache = MeasureCache()
  /// The items directly inside that changed since this item was placed: a
  /// container re-places only those when their sizes stayed the same.
  var dirtyItems: [ViewNode] = []
  /// The item's position among its container's items at the last full
  /// placement.
  var itemIndex = -1
  /// A container's measurements of its items along an unbounded axis.
  var itemRecord: ItemRecord?
  /// The axis of the container this item was last laid out in.
  var containerAxis = Axis.vertical
  /// Set when this item, or one inside it, changed since it was placed.
  var layoutDirty = true
  var hasBeenPlaced = false
  var isListedDirty = false
  /// Set when the container's items were added, removed or replaced since
  /// its last placement: every item must be placed again, not only the
  /// dirty ones (a new item is in no one's dirty list).
  var itemsChanged = true
  /// Whether `itemRecord` was checked against the changed items during this
  /// placement; a record not checked goes stale when they are cleared.
  var recordIsCurrent = false

  /// Clears what a placement consumed: the dirty marks, the changed items,
  /// a record the placement did not check.
  func finishPlacement() {
    // A counted loop: a debug build's array iterator allocates per element,
    // and a first layout lists every row here.
    var index = 0
    while index < dirtyItems.count {
      dirtyItems[index].layoutItem?.isListedDirty = false
      index += 1
    }
    if !recordIsCurrent { itemRecord = nil }
    itemsChanged = false
    layoutDirty = false
    dirtyItems.removeAll(keepingCapacity: true)
    hasBeenPlaced = true
  }
}
