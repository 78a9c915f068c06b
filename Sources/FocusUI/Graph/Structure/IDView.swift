/// A view with an explicit identity: when the identifier changes, the view
/// is replaced and its state starts anew.
///
/// ```swift
/// ProfileEditor(user: user).id(user.id)   // fresh state for each user
/// ```
public struct IDView<Content: View, ID: Hashable>: View {
  let content: Content
  let id: ID

  public var body: Never { primitiveBody(Self.self) }
}

extension IDView: PrimitiveView {
  func makeNode(in graph: ViewGraph) -> ViewNode { IdentifiedNode(graph: graph) }
}

@MainActor
protocol IdentifiedView {
  var identity: AnyHashable { get }
  var anyContent: any View { get }
}

extension IDView: IdentifiedView {
  var identity: AnyHashable { AnyHashable(id) }
  var anyContent: any View { content }
}

final class IdentifiedNode: ViewNode {
  private(set) var identity: AnyHashable?
  private var content: (any View)?

  override func accept(_ view: any View) -> Bool {
    let view = view as! any IdentifiedView
    if let identity, identity != view.identity {
      removeAllChildren()
    }
    identity = view.identity
    content = view.anyContent
    return true
  }

  override func run() {
    reconcileChild(content)
  }
}

extension View {
  /// Gives this view an explicit identity; a new value replaces the view.
  public func id<ID: Hashable>(_ id: ID) -> IDView<Self, ID> {
    IDView(content: self, id: id)
  }
}
