import FocusEngine

/// The default-focus preferences of one graph — `defaultFocus` regions,
/// views preferring default focus, focus scopes — and when they may apply.
///
/// Only books: ``KeyboardFocus`` decides where focus goes (see
/// `KeyboardFocus+DefaultFocus.swift`).
struct DefaultFocusPreferences {
  /// Regions and preferred views.
  private(set) var all = Set<NodeID>()
  /// Regions whose preference holds for Tab too.
  private(set) var userInitiatedRegions = Set<NodeID>()
  /// Scopes by namespace.
  private(set) var scopes: [Namespace.ID: Set<NodeID>] = [:]
  /// Preferences that appeared while nothing was focused and have not
  /// given focus yet: they may, for as long as nothing gets focus.
  private(set) var unevaluated = Set<NodeID>()
  /// Whether nothing was ever focused in the window: the initial-focus
  /// policy may still apply.
  private(set) var awaitsInitialFocus = true
  /// Whether something changed that may let a default apply now.
  var needsEvaluation = true
  /// `resetFocus(in:)` calls waiting for the next update, in call order.
  var resets: [Namespace.ID] = []

  /// Whether the next update has default-focus work.
  var hasPendingChanges: Bool {
    !resets.isEmpty || (needsEvaluation && (awaitsInitialFocus || !unevaluated.isEmpty))
  }

  /// Adds (or updates) a preference; a new one waits for its evaluation.
  mutating func add(_ node: NodeID, isUserInitiated: Bool, isNew: Bool) {
    all.insert(node)
    if isUserInitiated { userInitiatedRegions.insert(node) } else { userInitiatedRegions.remove(node) }
    if isNew {
      unevaluated.insert(node)
      needsEvaluation = true
    }
  }

  mutating func remove(_ node: NodeID) {
    all.remove(node)
    userInitiatedRegions.remove(node)
    unevaluated.remove(node)
  }

  mutating func addScope(_ node: NodeID, namespace: Namespace.ID) {
    scopes[namespace, default: []].insert(node)
  }

  mutating func removeScope(_ node: NodeID, namespace: Namespace.ID) {
    scopes[namespace]?.remove(node)
    if scopes[namespace]?.isEmpty == true { scopes[namespace] = nil }
  }

  /// Focus landed somewhere: defaults waiting for a window with nothing
  /// focused no longer apply.
  mutating func focusLanded() {
    unevaluated.removeAll()
    awaitsInitialFocus = false
  }
}

/// A `defaultFocus` region or a view preferring default focus, as the
/// session sees it.
@MainActor
protocol DefaultFocusPreference: AnyObject {
  /// The modifier's node: the region, or the preferred view.
  var preferenceNode: ViewNode { get }
  /// The scope namespace of a `prefersDefaultFocus` preference; `nil` for
  /// a region.
  var preferredNamespace: Namespace.ID? { get }
  /// Where the preference would put focus now, if that view can take it.
  func preferredTarget(in session: KeyboardFocus) -> DefaultFocusTarget?
}

/// A view default focus would land on, and the focus-state value that
/// brought it there (the state reads that value while the view has focus).
struct DefaultFocusTarget {
  var node: ViewNode
  var key: BindingKey?
}
