/// The levels of a navigation container, the root's first: each stays
/// mounted (its state lives) while levels are pushed above it, and only
/// the top one is laid out, drawn, focused and exposed.
struct NavigationLevels: View, PrimitiveView {
  let model: NavigationModel
  /// The content of each level, the root's first.
  let contents: [AnyView]

  var body: Never { primitiveBody(Self.self) }

  func makeNode(in graph: ViewGraph) -> ViewNode { NavigationLevelsNode(graph: graph) }
}

final class NavigationLevelsNode: LayoutNode {
  private var levels: NavigationLevels?

  override func accept(_ view: any View) -> Bool {
    levels = (view as! NavigationLevels)
    return true
  }

  override func run() {
    guard let levels else { return }
    levels.model.levelsNode = self
    let top = levels.contents.count - 1
    reconcileChildren(
      byPosition: levels.contents.enumerated().map { number, content in
        NavigationLevel(
          model: levels.model, number: number, key: levels.model.key(ofLevel: number), isTop: number == top,
          content: content)
      })
    invalidateLayout()
  }

  /// The level shown.
  var topLevel: ViewNode? { children.last }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    // The top level fills what the container offers.
    let content = children.last?.measure(proposal)
    return Size(width: proposal.width ?? content?.width ?? 0, height: proposal.height ?? content?.height ?? 0)
  }

  override func performLayout(previousFrame: Rect?) {
    for item in layoutItems {
      let level = item as? NavigationLevelNode
      item.place(in: level?.isContentShown == true ? frame : Rect(origin: frame.origin, size: .zero))
    }
    // A pushed level whose rows are made lazily has nothing focusable
    // until laid out: focus moves in once they are made.
    if let model = levels?.model, model.focusRetries > 0 {
      model.focusRetries -= 1
      graph.enqueueCallback(for: self) { [weak model] in model?.focusTopLevel() }
    }
  }
}

/// One level of a navigation container: its content, with the
/// environment of its place (its container and number, whether it is
/// hidden, how to pop it).
struct NavigationLevel: View, PrimitiveView {
  let model: NavigationModel
  let number: Int
  let key: AnyHashable
  let isTop: Bool
  let content: AnyView

  var body: Never { primitiveBody(Self.self) }

  func makeNode(in graph: ViewGraph) -> ViewNode { NavigationLevelNode(graph: graph) }
}

final class NavigationLevelNode: HidableContentNode {
  private var level: NavigationLevel?
  private let contextVersion = EnvironmentValues.nextVersion()

  override func accept(_ view: any View) -> Bool {
    let level = view as! NavigationLevel
    self.level = level
    isContentShown = level.isTop
    return true
  }

  override func run() {
    guard let level else { return }
    reconcileChildren(byPosition: [IDView(content: level.content, id: level.key)])
  }

  override var childEnvironment: EnvironmentValues {
    guard let level else { return environment }
    return hiding.environment(from: environment, isShown: isContentShown) { result in
      EnvironmentValues.$writerVersion.withValue(contextVersion) {
        // A split view's sidebar and content columns push into its detail.
        let target = level.model.pushTarget
        result.navigationContext = NavigationContext(
          model: target ?? level.model, level: target == nil ? level.number : 0,
          info: level.model.info(ofLevel: level.number))
        if level.number > 0 {
          result.dismiss = DismissAction(pop: NavigationPop(model: level.model, keep: level.number - 1))
          result.isPresented = true
        }
      }
    }
  }
}
