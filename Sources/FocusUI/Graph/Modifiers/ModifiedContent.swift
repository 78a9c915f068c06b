/// A view with a modifier applied, as ``View/modifier(_:)`` returns it.
public struct ModifiedContent<Content, Modifier> {
  public var content: Content
  public var modifier: Modifier

  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public var body: Never {
    preconditionFailure("ModifiedContent is a primitive view and has no body")
  }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
  func makeNode(in graph: ViewGraph) -> ViewNode {
    if Modifier.self is any RecordedModifier.Type {
      // The content's node runs this view, with the modifier as a record.
      let node = graph.makeTypedNode(content)
      node.recordedModifierLayers += 1
      return node
    }
    if let primitive = Modifier.self as? any PrimitiveModifier.Type {
      return makePrimitiveNode(primitive, in: graph)
    }
    return CustomModifierNode<Modifier>(graph: graph)
  }

  @MainActor private func makePrimitiveNode<P: PrimitiveModifier>(_: P.Type, in graph: ViewGraph) -> ViewNode {
    (modifier as! P).makeModifierNode(in: graph)
  }
}

@MainActor
protocol ModifiedContentProtocol {
  var anyContent: any View { get }
  var anyModifier: Any { get }
  /// The modifier (of type `M`) and the content of `view`, a value of this
  /// type: asked through the type, so that the view is not boxed again in
  /// another existential.
  static func parts<M>(of view: any View, modifier: M.Type) -> (modifier: M, content: any View)
}

extension ModifiedContent: ModifiedContentProtocol where Content: View, Modifier: ViewModifier {
  var anyContent: any View { content }
  var anyModifier: Any { modifier }

  static func parts<M>(of view: any View, modifier: M.Type) -> (modifier: M, content: any View) {
    let modified = view as! Self
    return (modified.modifier as! M, modified.content)
  }
}

/// The node of a runtime modifier: the modifier value and one content child.
class ModifierNode<M: ViewModifier>: ViewNode {
  private(set) var modifier: M!
  private(set) var content: (any View)?
  /// Whether the last accepted modifier differed from the one before.
  private(set) var modifierChanged = false

  override func accept(_ view: any View) -> Bool {
    let modified = type(of: view) as! any ModifiedContentProtocol.Type
    let (newModifier, newContent) = modified.parts(of: view, modifier: M.self)
    modifierChanged = modifier.map { !ViewComparison.areEqual($0, newModifier) } ?? true
    modifier = newModifier
    content = newContent
    return true
  }

  override func run() {
    reconcileChild(content)
  }

  override var debugName: String { "\(M.self)" }

  override var isModifierOfSameView: Bool { true }
}

/// A runtime modifier that lays its content out (padding, frame): its
/// content's items are stacked vertically inside it.
class LayoutModifierNode<M: ViewModifier>: ModifierNode<M> {
  override init(graph: ViewGraph) {
    super.init(graph: graph)
    layoutItem = LayoutItemState()
  }

  let contentLayout = StackLayout(axis: .vertical, spacing: 0, alignment: .start)

  override func accept(_ view: any View) -> Bool {
    let result = super.accept(view)
    if modifierChanged {
      // The content's frame comes from the modifier's values (a padding's
      // insets): placed in the same frame, the content may still move, so
      // it is placed whole, not only its changed items.
      itemsChanged = true
      invalidateLayout()
    }
    return result
  }

  override func draw(into canvas: inout Canvas) {
    for item in layoutItems { item.draw(into: &canvas) }
  }

  /// Leading and trailing swap with the layout direction: lay out again.
  override func environmentInvalidates(_ old: EnvironmentValues) -> Bool {
    if old.layoutDirection != environment.layoutDirection {
      itemsChanged = true
      invalidateLayout()
    }
    return super.environmentInvalidates(old)
  }
}

/// The node of a user's ``ViewModifier``: it runs `body(content:)` like a
/// view's body, with the modifier's own state.
final class CustomModifierNode<M: ViewModifier>: BodyNode {
  private var modifier: M?
  private var holder: ContentHolder?

  override func accept(_ view: any View) -> Bool {
    let modified = type(of: view) as! any ModifiedContentProtocol.Type
    let (newModifier, newContent) = modified.parts(of: view, modifier: M.self)
    if let modifier, let holder, ViewComparison.areEqual(modifier, newModifier),
      ViewComparison.areEqualExistentials(holder.content, newContent)
    {
      return false
    }
    modifier = newModifier
    if let holder {
      holder.content = newContent
    } else {
      holder = ContentHolder(newContent)
    }
    return true
  }

  override func run() {
    guard var modifier, let holder else { return }
    evaluate {
      DynamicProperties.install(in: &modifier, node: self)
      self.modifier = modifier
      if lacksEnvironmentObject { return EmptyView() }
      return modifier.body(content: _ViewModifier_Content<M>(holder: holder))
    }
  }

  override var debugName: String { "\(M.self)" }
}
