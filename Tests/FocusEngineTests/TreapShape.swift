@testable import FocusEngine

/// The structure behind a ``TraversalOrder``, measured and checked so tests
/// catch broken links, sizes or heap order even while the order looks right.
struct TreapShape {
  /// The longest root-to-leaf path, in nodes.
  var height = 0
  /// Every broken invariant found, in words.
  var violations: [String] = []

  init(_ order: TraversalOrder) {
    let tree = order.tree
    let none = ImplicitTreap.none
    if tree.root != none && tree[tree.root].parent != none {
      violations.append("root has a parent")
    }
    // Iterative walk: the test must not depend on the depth it is checking.
    var stack: [(handle: Int32, depth: Int)] = tree.root == none ? [] : [(tree.root, 1)]
    var reached = 0
    while let (handle, depth) = stack.popLast() {
      reached += 1
      height = max(height, depth)
      let slot = tree[handle]
      let expected = tree[slot.left].size + tree[slot.right].size + 1
      if slot.size != expected {
        violations.append("size of \(slot.id) is \(slot.size), expected \(expected)")
      }
      for child in [slot.left, slot.right] where child != none {
        if tree[child].parent != handle { violations.append("child of \(slot.id) has a wrong parent") }
        if tree[child].priority > slot.priority { violations.append("heap order broken under \(slot.id)") }
        stack.append((child, depth + 1))
      }
    }
    if reached != order.count { violations.append("reached \(reached) nodes, count is \(order.count)") }
  }
}
