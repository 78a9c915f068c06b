import FocusEngine

/// The node of ``View/accessibilityRepresentation(representation:)`` and
/// ``View/accessibilityChildren(children:)``: its content is laid out and
/// drawn as usual; the representation is mounted beside it under an
/// ``AccessibilityOnlyRootNode``, which keeps it out of layout, drawing,
/// clicks, keyboard focus and the semantic tree, and the accessibility
/// tree reads it in the content's place (see `AccessibilityTree.swift`).
final class AccessibilityRepresentationNode: ViewNode {
  private var content: (any View)?
  private var representation: (any View)?
  /// `accessibilityChildren`: a group of the representation's elements.
  private(set) var replacesChildren = false

  override func accept(_ view: any View) -> Bool {
    let modified = view as! any ModifiedContentProtocol
    let modifier = modified.anyModifier as! any AccessibilityRepresentationModifier
    content = modified.anyContent
    representation = modifier.representationView
    replacesChildren = modifier.replacesChildren
    return true
  }

  override func run() {
    guard let content, let representation else { return }
    reconcileChildren(byPosition: [content, AccessibilityOnlyRoot(content: representation)])
  }

  override func didMount() {
    super.didMount()
    graph.accessibility.groupingNodes += 1
  }

  override func willUnmount() {
    graph.accessibility.groupingNodes -= 1
    super.willUnmount()
  }

  override var isModifierOfSameView: Bool { true }

  override var debugName: String { "accessibilityRepresentation" }

  /// The root the representation is mounted under.
  var representationRoot: ViewNode? { children.count == 2 ? children[1] : nil }

  /// The frame of the view drawn, moved by `shift` onto the screen: what
  /// the representation's elements take.
  func representedFrame(shift: Point) -> Rect {
    let items = layoutItems
    guard let first = items.first else { return Rect(origin: shift, size: .zero) }
    let frame = items.dropFirst().reduce(first.frame) { $0.union($1.frame) }
    return Rect(origin: frame.origin + shift, size: frame.size)
  }
}

/// Holds a view mounted for the accessibility tree only.
struct AccessibilityOnlyRoot: View, PrimitiveView {
  let content: any View

  var body: Never { primitiveBody(Self.self) }

  func makeNode(in graph: ViewGraph) -> ViewNode { AccessibilityOnlyRootNode(graph: graph) }
}

/// The root of a view mounted for the accessibility tree only: a layer
/// root that no layer list holds, so nothing lays it out, draws it, hits
/// it or lists its semantic elements, and its controls take no keyboard
/// focus (`isAccessibilityRepresentation` in their environment). The
/// accessibility tree reads through it (``ViewNode/startsAccessibilityTree``
/// is `false`).
final class AccessibilityOnlyRootNode: ViewNode {
  private var content: (any View)?
  private var cached: (token: Int, environment: EnvironmentValues)?
  private static let version = EnvironmentValues.nextVersion()

  override var isLayerRoot: Bool { true }

  override func accept(_ view: any View) -> Bool {
    content = (view as! AccessibilityOnlyRoot).content
    return true
  }

  override func run() {
    guard let content else { return }
    reconcileChildren(byPosition: [content])
  }

  override var childEnvironment: EnvironmentValues {
    if let cached, cached.token == environment.token { return cached.environment }
    var result = environment
    EnvironmentValues.$writerVersion.withValue(Self.version) {
      result.isAccessibilityRepresentation = true
    }
    cached = (environment.token, result)
    return result
  }

  override var debugName: String { "accessibility only" }
}

extension EnvironmentValues {
  private struct IsAccessibilityRepresentationKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }

  /// Whether the views here are mounted for the accessibility tree only
  /// (an accessibility representation): they take no keyboard focus.
  var isAccessibilityRepresentation: Bool {
    get { self[IsAccessibilityRepresentationKey.self] }
    set { self[IsAccessibilityRepresentationKey.self] = newValue }
  }
}
