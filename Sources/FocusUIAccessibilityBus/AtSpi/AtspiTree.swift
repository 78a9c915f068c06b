import FocusEngine
import FocusUI

/// The objects the app shows on the accessibility bus for one frame: the
/// application, its window (a frame), the menu bar with its menus, and
/// the frame's elements in the structure around them (lists, rows, tab
/// lists, groups) — the same elements, roles and states the browser's page
/// builds from the same ``FrameSemantics`` (see ``SemanticRole``).
///
/// ```swift
/// let tree = AtspiTree(semantics, application: "focus-demo", size: size, isActive: true, focus: semantics.focused)
/// tree["root"]?.children        // ["window"]
/// tree["n12"]?.role.name        // "entry"
/// ```
///
/// Extents are in the terminal's cells: x is the column and y the row
/// from the screen's top-left corner, width and height count cells. The
/// terminal's own window is the app's window, so screen and window
/// coordinates are the same.
struct AtspiTree: Sendable {
  static let rootKey = "root"
  static let windowKey = "window"
  static let menuBarKey = "menubar"

  private(set) var nodes: [String: AtspiNode] = [:]
  /// The object with the `focused` state: keyboard focus, or where an
  /// `AccessibilityFocusState` write put the screen reader's cursor.
  private(set) var focused: String?

  subscript(key: String) -> AtspiNode? { nodes[key] }

  /// The application and its empty window, before the first frame.
  init(application: String, size: Size, isActive: Bool) {
    let screen = Rect(origin: .zero, size: size)
    var root = AtspiNode(
      key: Self.rootKey, role: .application, name: application, description: "", states: [], extents: screen)
    root.children = [Self.windowKey]
    add(root)
    add(Self.window(named: application, size: size, isActive: isActive))
  }

  /// The objects of `semantics`, with the `focused` state on `focus`'s
  /// element (or on the highlighted item of an open menu).
  init(_ semantics: FrameSemantics, application: String, size: Size, isActive: Bool, focus: NodeID?) {
    self.init(application: application, size: size, isActive: isActive)
    var builder = Builder(semantics: semantics)
    builder.build()
    var order = builder.order
    if let rank = semantics.readingOrder { Self.sortByReadingOrder(&order, rank: rank) }
    for var node in order {
      node.states.remove(.focused)
      if node.parent == nil { node.parent = Self.windowKey }
      add(node)
      nodes[node.parent ?? Self.windowKey]?.children.append(node.key)
    }
    fitContainers(order.reversed().map(\.key))
    let focusKey = builder.highlightedMenuItem ?? focus.map(Self.key) ?? nil
    if let focusKey, nodes[focusKey] != nil {
      nodes[focusKey]?.states.insert(.focused)
      focused = focusKey
    }
  }

  /// The key of element `id`'s object.
  static func key(_ id: NodeID) -> String { "n\(id.rawValue)" }

  private mutating func add(_ node: AtspiNode) { nodes[node.key] = node }

  /// Puts `node` in place of the object with its key.
  mutating func replace(_ node: AtspiNode) { nodes[node.key] = node }

  private static func window(named name: String, size: Size, isActive: Bool) -> AtspiNode {
    var states: AtspiStates = [.enabled, .sensitive, .visible, .showing, .resizable]
    if isActive { states.insert(.active) }
    return AtspiNode(
      key: windowKey, role: .frame, name: name, description: "", states: states, parent: rootKey,
      extents: Rect(origin: .zero, size: size))
  }

  /// Gives the structures no view draws (lists, rows, tab lists, the menu
  /// bar, a menu's items) the box around what they hold; `keys` lists
  /// children before their parents.
  private mutating func fitContainers(_ keys: [String]) {
    for key in keys {
      guard let node = nodes[key], let parent = node.parent, parent != Self.windowKey,
        let outer = nodes[parent], outer.element == nil || outer.extents.isEmpty
      else { continue }
      let box = outer.extents.isEmpty ? node.extents : outer.extents.union(node.extents)
      nodes[parent]?.extents = box
    }
  }

  /// Puts the objects in reading order where sort priorities change it:
  /// each element at the place of its accessibility element, the menu bar
  /// first, structures before what they hold.
  private static func sortByReadingOrder(_ nodes: inout [AtspiNode], rank byID: [NodeID: Int]) {
    var last = -1
    let ranked = nodes.enumerated().map { offset, node -> (rank: Int, offset: Int, node: AtspiNode) in
      if node.role == AtspiRole(.menuTitle) || node.role == AtspiRole(.menuItem) || node.role == .menuBar {
        return (-1, offset, node)
      }
      if let id = node.element, node.key == key(id), let position = byID[id] { last = position }
      return (last, offset, node)
    }
    nodes = ranked.sorted { ($0.rank, $0.offset) < ($1.rank, $1.offset) }.map(\.node)
  }
}

extension Rect {
  /// The smallest rectangle holding both.
  fileprivate func union(_ other: Rect) -> Rect {
    if other.isEmpty { return self }
    let minX = min(self.minX, other.minX)
    let minY = min(self.minY, other.minY)
    let maxX = max(self.maxX, other.maxX)
    let maxY = max(self.maxY, other.maxY)
    return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
