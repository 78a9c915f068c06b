/// A view of any type, erased. Changing the wrapped view's type replaces the
/// view (and ends its state), as in SwiftUI.
///
/// ```swift
/// let screens: [AnyView] = [AnyView(LoginForm()), AnyView(Text("Done"))]
/// ```
public struct AnyView {
  let wrapped: any View

  /// Wraps `view`.
  public init<V: View>(_ view: V) {
    if let erased = view as? AnyView {
      wrapped = erased.wrapped
    } else {
      wrapped = view
    }
  }

  /// Wraps an existential view.
  public init(erasing view: any View) {
    wrapped = (view as? AnyView)?.wrapped ?? view
  }

}

// Declared apart from the type, so that the type is not inferred to be
// main-actor isolated: builders, which are nonisolated, make it.
extension AnyView: View {
  public var body: Never { primitiveBody(Self.self) }
}

extension AnyView: PrimitiveView {
  func makeNode(in graph: ViewGraph) -> ViewNode { SingleChildNode(graph: graph) }
}

extension AnyView: SingleChildView {
  var child: any View { wrapped }
}

/// Views made of exactly one child view, without layout of their own.
@MainActor
protocol SingleChildView {
  var child: any View { get }
}

/// The node of a ``SingleChildView``: one child, identified by its type.
final class SingleChildNode: ViewNode {
  private var childView: (any View)?

  override func accept(_ view: any View) -> Bool {
    childView = (view as! any SingleChildView).child
    return true
  }

  override func run() {
    reconcileChild(childView)
  }
}
