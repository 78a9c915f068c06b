/// The node of a view with a `body`: it owns the view's state slots and runs
/// the body only when something it read changed or the view's inputs changed.
final class CompositeNode<V: View>: BodyNode {
  private var view: V?

  override func accept(_ newView: any View) -> Bool {
    let newView = newView as! V
    if let view, ViewComparison.areEqual(view, newView) {
      return false
    }
    view = newView
    return true
  }

  override func run() {
    guard var view else { return }
    evaluate {
      DynamicProperties.install(in: &view, node: self)
      self.view = view
      if lacksEnvironmentObject { return EmptyView() }
      return view.body
    }
  }

  override var debugName: String { "\(V.self)" }
}
