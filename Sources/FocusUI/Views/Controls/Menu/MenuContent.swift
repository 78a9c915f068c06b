extension EnvironmentValues {
  private struct IsMenuContentKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }

  /// Whether views here are a menu's items or a picker's options: mounted
  /// to be listed in a drop-down box, never laid out, and taking no focus.
  var isMenuContent: Bool {
    get { self[IsMenuContentKey.self] }
    set { self[IsMenuContentKey.self] = newValue }
  }
}

/// A control whose children are its label and content that it lists
/// rather than shows (a ``Menu``, a ``Picker``): the children are mounted
/// (their state lives, their texts and actions are read) but never laid
/// out, drawn, focused or exposed as elements.
class MenuContentControlNode: LayoutNode {
  private var label: (any View)?
  private var content: (any View)?
  private var cachedEnvironment: (token: Int, environment: EnvironmentValues)?
  private let contentVersion = EnvironmentValues.nextVersion()

  /// Takes the label and content views of a new control value.
  final func accept(label: any View, content: any View) {
    self.label = label
    self.content = content
  }

  override func run() {
    reconcileChildren(byPosition: [label, content].compactMap { $0 })
    invalidateLayout()
  }

  /// The label's text.
  final var title: String { children.first?.displayText ?? "" }

  /// The layout items of the content: the options or items.
  final var contentItems: [ViewNode] {
    guard children.count > 1 else { return [] }
    var items: [ViewNode] = []
    children[1].collectLayoutItems(into: &items)
    return items
  }

  override var exposesChildElements: Bool { false }

  override var focusCapability: FocusCapability? { FocusCapability(interactions: .activate) }

  override var childEnvironment: EnvironmentValues {
    let base = focusEnvironment(environment)
    if let cached = cachedEnvironment, cached.token == base.token { return cached.environment }
    var result = base
    EnvironmentValues.$writerVersion.withValue(contentVersion) {
      result.isMenuContent = true
    }
    cachedEnvironment = (base.token, result)
    return result
  }

  /// Closes a box of this control's when focus leaves it.
  override func focusDidChange() {
    super.focusDidChange()
    if !isFocused, let dropDown = graph.grab as? DropDown, dropDown.levels.first?.source === self as AnyObject {
      dropDown.close()
    }
  }

  override func performLayout(previousFrame: Rect?) {}
}
