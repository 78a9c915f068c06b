import FocusEngine

/// What kind of focus target a node is.
struct FocusCapability {
  var interactions: FocusInteractions
}

extension ViewNode {
  /// Whether the node takes focus now: it is a focus target, enabled, not
  /// switched off with `focusable(false)`, and in the hierarchy.
  var isFocusableNow: Bool {
    guard isMounted, let capability = focusCapability, focusOverride != false, environment.isEnabled,
      !environment.isMenuContent, !environment.isControlContent, !environment.isNavigationHidden,
      !environment.isAccessibilityRepresentation
    else {
      return false
    }
    return capability.interactions.contains(.edit) || environment.keyboardNavigation == .allControls
  }

  /// Whether this node has focus.
  var isFocused: Bool { graph.focus.tree.focused == id }

  /// Brings the engine in step with whether this node takes focus now.
  func refreshFocusability() {
    guard isFocusableNow != isInFocusOrder || graph.focus.isPending(self) else { return }
    graph.focus.focusabilityChanged(self)
  }

  /// Whether the node only wraps one view (a modifier or a custom view's
  /// body): focus modifiers reach through it to the control below.
  var wrapsSameView: Bool {
    self is BodyNode || isModifierOfSameView
  }

  /// Adds `delta` to the in-order count of this node and its ancestors.
  func addToFocusOrderCount(_ delta: Int) {
    var node: ViewNode? = self
    while let current = node {
      current.focusOrderCount += delta
      if delta > 0 { current.focusOrderDidGrow() }
      node = current.parent
    }
  }

  /// The nearest node before this one, in tree order, that is in the focus
  /// order; `nil` when there is none.
  ///
  /// Subtrees without focusable nodes are skipped by their counts, so in a
  /// form of focusable rows this costs about the tree's depth.
  var focusPredecessor: ViewNode? {
    var current = self
    while let parent = current.parent {
      var index = current.indexInParent - 1
      while index >= 0 {
        let sibling = parent.children[index]
        if sibling.focusOrderCount > 0 { return sibling.lastInFocusOrder }
        index -= 1
      }
      if parent.isInFocusOrder { return parent }
      current = parent
    }
    return nil
  }

  /// The last node of this subtree in tree order that is in the focus order
  /// (the subtree must contain one).
  var lastInFocusOrder: ViewNode {
    var node = self
    descend: while true {
      for child in node.children.reversed() where child.focusOrderCount > 0 {
        node = child
        continue descend
      }
      return node
    }
  }

  /// The first node of this subtree in tree order that can take focus:
  /// where a write to a binding on this node lands. Layers inside (the
  /// presentations of views here) are not part of the subtree's focus.
  var firstFocusTarget: ViewNode? {
    if isInFocusOrder { return self }
    guard focusOrderCount > 0 else { return nil }
    for child in children where child.focusOrderCount > 0 && !child.isLayerRoot {
      if let target = child.firstFocusTarget { return target }
    }
    return nil
  }

  /// The last node of this subtree in tree order that can take focus
  /// (layers inside left out): where Shift-Tab wraps to in a presentation.
  var lastFocusTarget: ViewNode? {
    guard focusOrderCount > 0 else { return nil }
    for child in children.reversed() where child.focusOrderCount > 0 && !child.isLayerRoot {
      if let target = child.lastFocusTarget { return target }
    }
    return isInFocusOrder ? self : nil
  }

  /// The environment for children of a focus target: `isFocused` tells
  /// whether this node has focus.
  func focusEnvironment(_ base: EnvironmentValues) -> EnvironmentValues {
    guard focusCapability != nil else { return base }
    let focused = isFocused
    if let cache = focusEnvironmentCache, cache.token == base.token, cache.isFocused == focused {
      return cache.environment
    }
    var environment = base
    let version =
      focusEnvironmentCache?.isFocused == focused ? focusEnvironmentCache!.version : EnvironmentValues.nextVersion()
    EnvironmentValues.$writerVersion.withValue(version) {
      environment.isFocused = focused
    }
    if let cache = focusEnvironmentCache {
      cache.token = base.token
      cache.isFocused = focused
      cache.version = version
      cache.environment = environment
    } else {
      focusEnvironmentCache = FocusEnvironmentCache(
        token: base.token, isFocused: focused, version: version, environment: environment)
    }
    return environment
  }

  /// Whether this node shows keyboard focus: it is focused, focus did not
  /// come from the pointer (focus-visible), and the focus effect is on.
  var showsFocusEffect: Bool {
    isFocused && graph.focus.tree.origin != .pointer && environment.isFocusEffectEnabled
  }

  /// Shows keyboard focus: the focused control's cells are drawn inverted,
  /// unless focus came from the pointer (focus-visible).
  func drawFocusRing(into canvas: inout Canvas) {
    guard showsFocusEffect else { return }
    canvas.restyle(frame) { $0.isInverse = true }
  }
}

/// A focus target's last derived child environment: a class, so that the
/// many nodes that are no focus target keep a reference, not the values.
final class FocusEnvironmentCache {
  var token: Int
  var isFocused: Bool
  var version: Int
  var environment: EnvironmentValues

  init(token: Int, isFocused: Bool, version: Int, environment: EnvironmentValues) {
    self.token = token
    self.isFocused = isFocused
    self.version = version
    self.environment = environment
  }
}
