/// One of two views, as `if`/`else` and `switch` in a `@ViewBuilder` produce.
///
/// The branches have distinct identities: switching branch ends the state of
/// the views in the branch left behind.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

}

// Declared apart from the type, so that the type is not inferred to be
// main-actor isolated: builders, which are nonisolated, make it.
extension _ConditionalContent: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension _ConditionalContent: PrimitiveView {
  func makeNode(in graph: ViewGraph) -> ViewNode { BranchNode(graph: graph) }
}

@MainActor
protocol BranchingView {
  /// The branch taken, and its view (`nil` for an absent optional).
  var branch: (index: Int, view: (any View)?) { get }
}

extension _ConditionalContent: BranchingView {
  var branch: (index: Int, view: (any View)?) {
    switch storage {
    case .trueContent(let view): (0, view)
    case .falseContent(let view): (1, view)
    }
  }
}

extension Optional: View where Wrapped: View {
  public var body: Never {
    preconditionFailure("Optional is a primitive view and has no body")
  }
}

extension Optional: PrimitiveView where Wrapped: View {
  func makeNode(in graph: ViewGraph) -> ViewNode { BranchNode(graph: graph) }
}

extension Optional: BranchingView where Wrapped: View {
  var branch: (index: Int, view: (any View)?) {
    switch self {
    case .some(let view): (0, view)
    case .none: (1, nil)
    }
  }
}

/// A child whose identity is its branch: a new branch is a new child.
final class BranchNode: ViewNode {
  private var branchIndex = -1
  private var branchView: (any View)?

  override func accept(_ view: any View) -> Bool {
    let branch = (view as! any BranchingView).branch
    if branch.index != branchIndex, !children.isEmpty {
      removeAllChildren()
    }
    branchIndex = branch.index
    branchView = branch.view
    return true
  }

  override func run() {
    reconcileChild(branchView)
  }
}
