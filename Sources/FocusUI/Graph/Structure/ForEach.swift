/// Views made from a collection, one per element, each identified by the
/// element's id: a row keeps its state when rows are inserted, removed or
/// moved around it.
///
/// ```swift
/// ForEach(todos) { todo in
///   TodoRow(todo: todo)
/// }
/// ForEach(0..<3, id: \.self) { index in
///   Text("Row \(index)")
/// }
/// ```
///
/// When the body around runs again with the same data (an equal range or
/// array) and a content closure that captured equal values, no row runs
/// again: the cost of a parent's state change does not grow with the rows.
/// A row that reads what changed (`@State`, `@FocusState`, the environment,
/// an `@Observable` property) runs on its own. Captures that cannot be
/// compared (an `@ObservedObject` of the parent, a captured `var`, generic
/// values) run every row, as SwiftUI does. See `ClosureCaptures`.
///
/// The same `ForEach` makes the entries of an accessibility rotor
/// (``AccessibilityRotorContent``) from a collection.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The collection.
  public var data: Data
  /// Makes the view (or rotor entries) of one element.
  public var content: (Data.Element) -> Content
  let idKeyPath: KeyPath<Data.Element, ID>

  init(data: Data, idKeyPath: KeyPath<Data.Element, ID>, content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.idKeyPath = idKeyPath
    self.content = content
  }
}

extension ForEach: View where Content: View {
  /// Creates views from `data`, identified by `id`.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data: data, idKeyPath: id, content: content)
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
  /// Creates views from `data`, identified by each element's `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
  /// Creates views for a constant range, identified by offset.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

extension ForEach: PrimitiveView where Content: View {
  func makeNode(in graph: ViewGraph) -> ViewNode { ForEachNode<ID>(graph: graph) }
}

@MainActor
protocol KeyedChildren {
  associatedtype Key: Hashable
  func forEachChild(_ body: (Key, any View) -> Void)
  /// The number of rows, without making any.
  var rowCount: Int { get }
  /// The key of the row at `offset` (0-based), without making its view.
  func key(at offset: Int) -> Key
  /// The view of the row at `offset`.
  func child(at offset: Int) -> any View
  /// The offset of the row with `key`, when it can be computed without
  /// looking at every element (an integer range identified by itself);
  /// `nil` means "look".
  func directOffset(of key: Key) -> Int?
  /// Whether `other` makes the same rows: equal data and ids, and a content
  /// closure with equal captures (see ``ClosureCaptures``).
  func makesSameRows(as other: any KeyedChildren) -> Bool
}

extension ForEach: KeyedChildren where Content: View {
  func forEachChild(_ body: (ID, any View) -> Void) {
    let content = self.content
    if let range = integerRange {
      // `ForEach(0..<n, id: \.self)`: plain integers, not the generic
      // iteration and key path, which cost a malloc and several runtime
      // calls a row.
      for element in range {
        let element = unsafeBitCast(element, to: Data.Element.self)
        body(unsafeBitCast(element, to: ID.self), ForEachRow(element: element, content: content))
      }
      return
    }
    for element in data {
      body(element[keyPath: idKeyPath], ForEachRow(element: element, content: content))
    }
  }

  /// The data, when it is a range of integers identified by themselves.
  private var integerRange: Range<Int>? {
    guard Data.Element.self == Int.self, ID.self == Int.self, let range = data as? Range<Int>,
      (idKeyPath as AnyKeyPath) == (\Int.self as AnyKeyPath)
    else { return nil }
    return range
  }

  var rowCount: Int { data.count }

  private func element(at offset: Int) -> Data.Element {
    data[data.index(data.startIndex, offsetBy: offset)]
  }

  func key(at offset: Int) -> ID {
    element(at: offset)[keyPath: idKeyPath]
  }

  func child(at offset: Int) -> any View {
    ForEachRow(element: element(at: offset), content: content)
  }

  func makesSameRows(as other: any KeyedChildren) -> Bool {
    guard let other = other as? Self, idKeyPath == other.idKeyPath, Self.dataEqual(data, other.data) else {
      return false
    }
    return ClosureCaptures.areEqual(content, other.content)
  }

  /// Equal data: the same array storage (data kept in `@State` and not
  /// changed), else `==` where the data is `Equatable`. Other data is never
  /// equal: its elements may be objects whose changes the rows show.
  private static func dataEqual(_ lhs: Data, _ rhs: Data) -> Bool {
    guard Data.self is any Equatable.Type else { return false }
    let sameStorage = lhs.withContiguousStorageIfAvailable { left in
      rhs.withContiguousStorageIfAvailable { right in
        left.baseAddress == right.baseAddress && left.count == right.count
      }
    }
    if sameStorage == true { return true }
    return ValueComparison.areEqual(lhs, rhs)
  }

  func directOffset(of key: ID) -> Int? {
    // `ForEach(0..<n, id: \.self)`: the offset is arithmetic.
    guard let range = data as? Range<Int>, let value = key as? Int,
      (idKeyPath as AnyKeyPath) == (\Int.self as AnyKeyPath)
    else { return nil }
    return range.contains(value) ? value - range.lowerBound : nil
  }
}

/// One row of a ``ForEach``: its closure runs later than the body that made
/// it, so it runs in a node of its own that tracks what the closure reads,
/// and a change read only there re-runs only that row.
///
/// The element and the `ForEach`'s closure, not a closure around both: a
/// row then costs no closure context, and a small element keeps the row
/// inside an existential's inline buffer (no box either).
struct ForEachRow<Element, Content: View>: View, PrimitiveView {
  let element: Element
  let content: (Element) -> Content

  var body: Never { primitiveBody(Self.self) }

  func makeNode(in graph: ViewGraph) -> ViewNode { ForEachRowNode<Element, Content>(graph: graph) }
}

/// Runs a row's closure under dependency tracking, like a body.
final class ForEachRowNode<Element, Content: View>: BodyNode {
  private var row: ForEachRow<Element, Content>?

  override func accept(_ view: any View) -> Bool {
    // Closures cannot be compared: a new row closure always runs.
    row = (view as! ForEachRow<Element, Content>)
    return true
  }

  override func run() {
    guard let row else { return }
    evaluate { row.content(row.element) }
  }

  override func countEvaluation() {
    graph.stats.rowEvaluations += 1
  }

  override var debugName: String { "ForEach row of \(Content.self)" }
}

/// Children by key: a child follows its key wherever it moves in the data.
///
/// Inside a lazy stack (see ``LazyVStack``) the node is *lazy*: it makes
/// only the rows the stack asks for (near the visible area, or reached by
/// focus, a focus-state write or a scroll request), in data order, and
/// knows the others by offset and key without running their closures.
final class ForEachNode<Key: Hashable>: ViewNode {
  private(set) var view: (any KeyedChildren)?
  /// The data before the last one accepted: where a removed row was
  /// among its neighbours (see `Vacancy`).
  private(set) var previousView: (any KeyedChildren)?
  /// The key of each child, in order.
  private(set) var keys: [Key] = []
  private var warnedDuplicates = false
  /// Whether the rows are made on demand (decided at the first run, from
  /// the container: the node's ancestors never change).
  private(set) var isLazy = false
  private var decidedLaziness = false
  /// In a lazy node, the data offset of each child, ascending.
  var rowOffsets: [Int] = []
  /// In a lazy node, the offset of each key looked up by scanning the
  /// data, for the data value last accepted.
  var scannedOffsets: [Key: Int]?
  /// In a lazy node, the offsets found to repeat an earlier row's id, for
  /// the data value last accepted: a lazy stack leaves them out, as an
  /// eager `ForEach` shows no row for them.
  var duplicateOffsets: Set<Int> = []
  /// Whether a row of this lazy node ever held a focusable view: Tab then
  /// looks into rows not made yet (see `LazyFocus`).
  var rowsMayTakeFocus = false
  /// Whether this lazy node made a row since its view or environment last
  /// changed with no row made: until it has, its rows may hold focusable
  /// views for all Tab knows (a change may have enabled them, say).
  var everMadeRows = false
  /// In a lazy node, the row count of the data value last reconciled.
  var lastRowCount = 0

  override var keyedRows: (any KeyedRows)? { self }

  override func focusOrderDidGrow() {
    if isLazy { rowsMayTakeFocus = true }
  }

  override var environment: EnvironmentValues {
    didSet { forgetUnmadeRowsFocus() }
  }

  /// With no row made, what Tab learned about rows holding no focusable
  /// view is stale once the rows' view or environment changes. (Made rows
  /// update, and report focusable views they gain.)
  private func forgetUnmadeRowsFocus() {
    if children.isEmpty { everMadeRows = false }
  }

  override func accept(_ view: any View) -> Bool {
    let view = view as! any KeyedChildren
    // The same rows: none runs again. (A row that read something that
    // changed re-runs on its own.)
    if let current = self.view, current.makesSameRows(as: view) {
      self.view = view
      return false
    }
    forgetUnmadeRowsFocus()
    previousView = self.view
    self.view = view
    scannedOffsets = nil
    return true
  }

  override func run() {
    guard let view else { return }
    if !decidedLaziness {
      decidedLaziness = true
      isLazy = lazyContainer != nil
    }
    if isLazy {
      reconcileLazily(view)
    } else {
      reconcile(view)
    }
  }

  private func reconcile<K: KeyedChildren>(_ view: K) {
    let environment = childEnvironment
    var existing: [Key: ViewNode] = [:]
    existing.reserveCapacity(children.count)
    for (key, child) in zip(keys, children) {
      existing[key] = child
    }
    var nextKeys: [Key] = []
    var nextChildren: [ViewNode] = []
    nextKeys.reserveCapacity(keys.count)
    nextChildren.reserveCapacity(keys.count)
    var seen = Set<Key>()
    var changed = false
    var duplicates = 0
    graph.stats.rowsDiffed += view.rowCount
    view.forEachChild { rawKey, childView in
      let key = rawKey as! Key
      guard seen.insert(key).inserted else {
        duplicates += 1
        return
      }
      let reused = existing.removeValue(forKey: key)
      if let reused, reused.viewType == ObjectIdentifier(type(of: childView)) {
        reused.update(view: childView, environment: environment)
        nextChildren.append(reused)
      } else {
        reused?.unmount()
        nextChildren.append(makeChild(childView, environment: environment))
        changed = true
      }
      nextKeys.append(key)
    }
    // Removed rows leave in their old order, so their callbacks run in order.
    for (key, child) in zip(keys, children) where existing[key] === child {
      child.unmount()
      changed = true
    }
    let reordered = Self.survivorsMoved(old: keys, new: nextKeys)
    keys = nextKeys
    children = nextChildren
    if changed || reordered {
      for (index, child) in nextChildren.enumerated() { child.indexInParent = index }
    }
    if reordered {
      changed = true
      graph.childrenDidMove(in: self)
    }
    if duplicates > 0, !warnedDuplicates {
      warnedDuplicates = true
      graph.diagnostics.warn(
        "ForEach: \(duplicates) element(s) share an id with an earlier element and are not shown; ids must be unique.")
    }
    if changed { structureDidChange() }
  }

  /// Whether keys present before and after changed their relative order.
  static func survivorsMoved(old: [Key], new: [Key]) -> Bool {
    // The common cases need no sets: a first run, all rows gone, the same
    // keys again.
    if old.isEmpty || new.isEmpty || old == new { return false }
    let oldSet = Set(old)
    let newSet = Set(new)
    return !old.lazy.filter { newSet.contains($0) }.elementsEqual(new.lazy.filter { oldSet.contains($0) })
  }

  /// Replaces the lazy node's children, keys and offsets (kept in step).
  func setLazyRows(children newChildren: [ViewNode], keys newKeys: [Key], offsets: [Int]) {
    children = newChildren
    keys = newKeys
    rowOffsets = offsets
    for (index, child) in newChildren.enumerated() { child.indexInParent = index }
  }
}

/// A node whose children are identified by keys: a list or picker tags a
/// `ForEach` row with its element's id.
@MainActor
protocol KeyedNode: AnyObject {
  /// The key of the child at `index`.
  func key(ofChildAt index: Int) -> AnyHashable?
}

extension ForEachNode: KeyedNode {
  func key(ofChildAt index: Int) -> AnyHashable? {
    keys.indices.contains(index) ? AnyHashable(keys[index]) : nil
  }
}
