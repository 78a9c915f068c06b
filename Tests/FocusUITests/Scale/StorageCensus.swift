/// How many elements every collection reachable from an object holds, summed
/// by where the collection lives (`ViewGraph.nodes`, `KeyboardFocus.sections`,
/// `CompositeNode<Row>.slots`, …): a structure that grows with every event
/// shows up as a key whose count went up.
///
/// ```swift
/// let before = StorageCensus(of: host)
/// for _ in 0..<1_000 { host.press(.tab) }
/// #expect(StorageCensus(of: host).grown(since: before).isEmpty)
/// ```
///
/// It walks stored properties by reflection (`Mirror`, superclasses
/// included), each object once, so it sees private caches without the
/// runtime exposing them. Test code only: reflection is slow.
struct StorageCensus {
  /// Elements held, by "Owner.property".
  private(set) var counts: [String: Int] = [:]
  private var visited = Set<ObjectIdentifier>()

  init(of root: Any) {
    visit(root, at: "root", depth: 0)
  }

  /// The places holding more elements now than in `earlier`, with both
  /// counts.
  func grown(since earlier: StorageCensus) -> [String: (before: Int, after: Int)] {
    var result: [String: (before: Int, after: Int)] = [:]
    for (place, count) in counts where count > earlier.counts[place, default: 0] {
      result[place] = (earlier.counts[place, default: 0], count)
    }
    return result
  }

  /// The total number of elements in every collection reached.
  var total: Int { counts.values.reduce(0, +) }

  private mutating func visit(_ value: Any, at place: String, depth: Int) {
    // Deep enough for graph → node → child nodes (which are reached again
    // through the graph's node table anyway).
    guard depth < 64 else { return }
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .class {
      let object = value as AnyObject
      guard visited.insert(ObjectIdentifier(object)).inserted else { return }
    }
    switch mirror.displayStyle {
    case .collection, .dictionary, .set:
      counts[place, default: 0] += mirror.children.count
      for element in mirror.children { visit(element.value, at: place + "[]", depth: depth + 1) }
    case .optional:
      if let wrapped = mirror.children.first { visit(wrapped.value, at: place, depth: depth + 1) }
    case .tuple:
      for (offset, child) in mirror.children.enumerated() {
        visit(child.value, at: place + ".\(child.label ?? String(offset))", depth: depth + 1)
      }
    default:
      let owner = String(describing: type(of: value))
      var current: Mirror? = mirror
      while let level = current {
        for child in level.children {
          visit(child.value, at: "\(owner).\(child.label ?? "_")", depth: depth + 1)
        }
        current = level.superclassMirror
      }
    }
  }
}
