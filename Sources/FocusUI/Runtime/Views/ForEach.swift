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
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  /// The collection.
  public var data: Data
  /// Makes the view of one element.
  public var content: (Data.Element) -> Content
  let idKeyPath: KeyPath<Data.Element, ID>

  /// Creates views from `data`, identified by `id`.
  public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.idKeyPath = id
    self.content = content
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Creates views from `data`, identified by each element's `id`.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Creates views for a constant range, identified by offset.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

extension ForEach: PrimitiveView {
  func makeNode(in graph: ViewGraph) -> ViewNode { ForEachNode<ID>(graph: graph) }
}

@MainActor
protocol KeyedChildren {
  associatedtype Key: Hashable
  func forEachChild(_ body: (Key, any View) -> Void)
}

extension ForEach: KeyedChildren {
  func forEachChild(_ body: (ID, any View) -> Void) {
    let content = self.content
    for element in data {
      body(element[keyPath: idKeyPath], ForEachRow { content(element) })
    }
  }
}

/// One row of a ``ForEach``: its closure runs later than the body that made
/// it, so it runs in a node of its own that tracks what the closure reads,
/// and a change read only there re-runs only that row.
struct ForEachRow<Content: View>: View, PrimitiveView {
  let content: () -> Content

  var body: Never { primitiveBody(Self.self) }

  func makeNode(in graph: ViewGraph) -> ViewNode { ForEachRowNode<Content>(graph: graph) }
}

/// Runs a row's closure under dependency tracking, like a body.
final class ForEachRowNode<Content: View>: BodyNode {
  private var content: (() -> Content)?

  override func accept(_ view: any View) -> Bool {
    // Closures cannot be compared: a new row closure always runs.
    content = (view as! ForEachRow<Content>).content
    return true
  }

  override func run() {
    guard let content else { return }
    evaluate { content() }
  }

  override func countEvaluation() {
    graph.stats.rowEvaluations += 1
  }

  override var debugName: String { "ForEach row of \(Content.self)" }
}

/// Children by key: a child follows its key wherever it moves in the data.
final class ForEachNode<Key: Hashable>: ViewNode {
  private var view: (any KeyedChildren)?
  private var keys: [Key] = []
  private var warnedDuplicates = false

  override func accept(_ view: any View) -> Bool {
    self.view = (view as! any KeyedChildren)
    return true
  }

  override func run() {
    guard let view else { return }
    reconcile(view)
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
      graph.focus.reposition(self)
    }
    if duplicates > 0, !warnedDuplicates {
      warnedDuplicates = true
      graph.diagnostics.warn(
        "ForEach: \(duplicates) element(s) share an id with an earlier element and are not shown; ids must be unique.")
    }
    if changed { structureDidChange() }
  }

  /// Whether keys present before and after changed their relative order.
  private static func survivorsMoved(old: [Key], new: [Key]) -> Bool {
    let oldSet = Set(old)
    let newSet = Set(new)
    return !old.lazy.filter { newSet.contains($0) }.elementsEqual(new.lazy.filter { oldSet.contains($0) })
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
