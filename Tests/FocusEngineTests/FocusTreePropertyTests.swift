import Testing

@testable import FocusEngine

@Suite struct FocusTreePropertyTests {
  /// Random structural and focus operations, with the tree checked against
  /// ``FocusReferenceModel`` after every step.
  @Test(arguments: 0..<20 as Range<UInt64>)
  func agreesWithTheReferenceModelOnRandomOperations(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let tree = FocusTree()
    var model = FocusReferenceModel()
    var nextID = 0
    let origins: [FocusOrigin] = [.keyboard, .pointer, .programmatic]

    /// Usually a present node, sometimes an absent one; nil only if `orNil`.
    func someNode(orNil: Bool = false) -> NodeID? {
      switch Int.random(in: 0..<10, using: &random) {
      case 0: return orNil ? nil : NodeID(-1)
      case 1: return NodeID(-1)
      default: return model.nodes.randomElement(using: &random) ?? NodeID(-1)
      }
    }

    for step in 0..<2_000 {
      let origin = origins.randomElement(using: &random)!
      let roll = Int.random(in: 0..<100, using: &random)
      // Removals win while the tree is large, so it keeps emptying and
      // refilling and the remembered place meets every edge case.
      let grow = model.nodes.count < 30 ? 30 : 10
      let description: String
      let actual: FocusChange?
      let expected: FocusChange?
      switch roll {
      case ..<grow:
        nextID += 1
        let node = NodeID(nextID)
        let predecessor = someNode(orNil: true)
        description = "insert \(node) after \(String(describing: predecessor))"
        tree.insert(node, after: predecessor)
        model.insert(node, after: predecessor)
        (actual, expected) = (nil, nil)
      case ..<(grow + 5):
        let node = someNode()!
        let predecessor = someNode(orNil: true)
        description = "move \(node) after \(String(describing: predecessor))"
        tree.insert(node, after: predecessor)
        model.insert(node, after: predecessor)
        (actual, expected) = (nil, nil)
      case ..<(grow + 30):
        // Favour the focused node and the remembered neighbours.
        let node: NodeID
        if Bool.random(using: &random), let target = model.focused ?? model.resume?.next ?? model.resume?.previous {
          node = target
        } else {
          node = someNode()!
        }
        description = "remove \(node)"
        (actual, expected) = (tree.remove(node), model.remove(node))
      case ..<(grow + 45):
        let node = someNode()!
        description = "focus \(node)"
        (actual, expected) = (tree.focus(node, origin: origin), model.focus(node, origin: origin))
      case ..<(grow + 50):
        description = "resign"
        (actual, expected) = (tree.resign(origin: origin), model.resign(origin: origin))
      case ..<(grow + 75):
        description = "forward"
        (actual, expected) = (tree.moveForward(origin: origin), model.moveForward(origin: origin))
      default:
        description = "backward"
        (actual, expected) = (tree.moveBackward(origin: origin), model.moveBackward(origin: origin))
      }

      let context = Comment(rawValue: "seed \(seed) step \(step): \(description)")
      #expect(actual == expected, context)
      #expect(tree.focused == model.focused, context)
      #expect(tree.origin == model.origin, context)
      #expect(tree.count == model.nodes.count, context)
      #expect(tree.nextCandidate() == model.nextCandidate(), context)
      #expect(tree.previousCandidate() == model.previousCandidate(), context)
      if tree.focused != model.focused { return }
    }
    #expect(Array(tree.order) == model.nodes)
  }
}
