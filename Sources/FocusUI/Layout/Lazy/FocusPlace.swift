import FocusEngine

/// The place of the focused view that left the focus order: Tab resumes
/// there. With lazy stacks, Tab's remembered neighbours may be rows not
/// made, or rows released since: they are kept by key, to be made again.
struct Vacancy {
  var place: FocusPlace
  /// The last node made before the update in which focus left: lists
  /// made since are not among the views Tab resumes with (as views
  /// inserted since a removal are not, in ``FocusTree``).
  var lastNodeBefore: Int
  /// The neighbours Tab resumes with, when they are in rows of lazy
  /// stacks.
  var next: RememberedRow?
  var previous: RememberedRow?
  /// Where the remembered views were, if they left the order since (their
  /// place is taken while their subtree still links to its parents).
  var nextLeft: FocusPlace?
  var previousLeft: FocusPlace?

  /// Notes that `node` left the focus order, if it is a remembered view.
  @MainActor
  mutating func nodeLeft(_ node: ViewNode) {
    if next?.node == node.id { nextLeft = FocusPlace.vacated(by: node) }
    if previous?.node == node.id { previousLeft = FocusPlace.vacated(by: node) }
  }

  /// Notes that the lazy `rows` left the graph, if a remembered view is in
  /// one of its rows: its row cannot be made again, and its place is where
  /// the list was.
  @MainActor
  mutating func listLeft(_ rows: any KeyedRows) {
    if next?.rows === rows { nextLeft = FocusPlace.vacated(by: rows) }
    if previous?.rows === rows { previousLeft = FocusPlace.vacated(by: rows) }
  }
}

/// A row of a lazy stack holding the view Tab remembers.
struct RememberedRow {
  let rows: any KeyedRows
  let key: AnyHashable
  /// Its offset when it was remembered: where to go on from if it leaves.
  let offset: Int
  let node: NodeID
}

/// Where a Tab starts from, for rows not made: the focused view, or the
/// place of the focused view that left (a removed row of a lazy stack, or
/// the place of a removed subtree between the views around it).
enum FocusPlace {
  case start
  case node(ViewNode)
  /// Before row `offset` of a lazy `ForEach` (the focused row was there).
  case row(any KeyedRows, Int)
  /// Just after this view and everything inside it.
  case after(ViewNode)

  var isStart: Bool {
    if case .start = self { return true }
    return false
  }

  /// The place with views that left since replaced by where they were:
  /// after the last view still there before them in their parent, or at
  /// the start of the parent.
  @MainActor
  var resolved: FocusPlace {
    func place(of node: ViewNode) -> FocusPlace {
      var gone = node
      while let parent = gone.parent, !parent.isMounted { gone = parent }
      guard let parent = gone.parent else { return .start }
      let before = parent.children.last { $0.isMounted && $0.indexInParent < gone.indexInParent && $0 !== gone }
      return before.map { .after($0) } ?? .node(parent)
    }
    switch self {
    case .start: return self
    case .node(let node): return node.isMounted ? self : place(of: node)
    case .after(let node): return node.isMounted ? self : place(of: node)
    case .row(let rows, _): return rows.isMounted ? self : place(of: rows)
    }
  }

  /// The place of `node`, which had focus and is leaving the focus order
  /// (while its subtree unmounts, its links to its parents still hold).
  @MainActor
  static func vacated(by node: ViewNode) -> FocusPlace {
    if node.isMounted { return .node(node) }
    var top = node
    while let parent = top.parent, !parent.isMounted { top = parent }
    guard let parent = top.parent else { return .start }
    let index = top.indexInParent
    if let rows = parent.keyedRows, rows.isLazy, index < rows.rowOffsets.count {
      return .row(rows, rows.rowOffsets[index])
    }
    if let before = parent.children.prefix(index).last(where: { $0.isMounted }) {
      return .after(before)
    }
    return .node(parent)
  }

  /// How many rows of `rows` come before this place: the others come
  /// after it.
  @MainActor
  func split(in rows: any KeyedRows) -> Int {
    switch self {
    case .start:
      return 0
    case .node(let node):
      if let row = node.rowOffset(in: rows) { return row + 1 }
      return node.precedesInTree(rows) ? 0 : rows.rowCount
    case .after(let node):
      if let row = node.rowOffset(in: rows) { return row + 1 }
      if rows.isInside(node) { return rows.rowCount }
      return node.precedesInTree(rows) ? 0 : rows.rowCount
    case .row(let vacated, let offset):
      if vacated === rows { return min(offset, rows.rowCount) }
      if let row = vacated.rowOffset(in: rows) { return row + 1 }
      if let row = rows.rowOffset(in: vacated) { return row < offset ? rows.rowCount : 0 }
      return vacated.precedesInTree(rows) ? 0 : rows.rowCount
    }
  }

  /// Whether this place comes before `node`.
  @MainActor
  func precedes(_ node: ViewNode) -> Bool {
    switch self {
    case .start:
      return true
    case .node(let own):
      return own !== node && own.precedesInTree(node)
    case .after(let own):
      return !node.isInside(own) && own.precedesInTree(node)
    case .row(let vacated, let offset):
      if let row = node.rowOffset(in: vacated) { return row >= offset }
      return vacated.precedesInTree(node)
    }
  }
}
