/// Runs the app's body for its commands graph.
@MainActor
final class AppEvaluation {
  let body: (ViewNode, inout Int) -> any Scene
  weak var runtime: AppRuntime?
  /// The node the body runs in: invalidating it runs the body again.
  weak var node: ViewNode?

  init(body: @escaping (ViewNode, inout Int) -> any Scene) {
    self.body = body
  }

  func run() -> [CommandMenuContent] {
    guard let node = ViewGraph.evaluationStack.last, let runtime else { return [] }
    self.node = node
    var ordinal = 0
    let scene = body(node, &ordinal)
    var collection = SceneCollection(node: node, ordinal: ordinal)
    collection.add(scene)
    runtime.bodyProduced(collection.definitions)
    return runtime.menuContents(collection.commands)
  }
}

/// The root of an app's commands graph: the app's body, as menus.
struct AppCommandsRoot: View {
  let evaluation: AppEvaluation

  var body: some View {
    ForEach(evaluation.run(), id: \.title) { $0 }
  }
}
