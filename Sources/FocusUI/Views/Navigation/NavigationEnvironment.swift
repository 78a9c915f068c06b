extension EnvironmentValues {
  private struct NavigationContextKey: EnvironmentKey {
    static var defaultValue: NavigationContext { NavigationContext() }
  }

  private struct IsNavigationHiddenKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }

  private struct ListSelectionKey: EnvironmentKey {
    static var defaultValue: (any ListSelection)? { nil }
  }

  private struct CommitSelectionKey: EnvironmentKey {
    static var defaultValue: (@MainActor () -> Void)? { nil }
  }

  /// The navigation container and level this view is in: links push onto
  /// it, destinations are declared in it, titles and toolbars show in its
  /// bar.
  var navigationContext: NavigationContext {
    get { self[NavigationContextKey.self] }
    set { self[NavigationContextKey.self] = newValue }
  }

  /// Whether views here are in a navigation level under the top one (or a
  /// collapsed split view's column not shown): mounted, so their state
  /// lives, but not drawn, focused or exposed.
  var isNavigationHidden: Bool {
    get { self[IsNavigationHiddenKey.self] }
    set { self[IsNavigationHiddenKey.self] = newValue }
  }

  /// The selection of the selectable ``List`` whose rows these are: a
  /// ``NavigationLink`` whose value it can hold is a row it selects.
  var enclosingListSelection: (any ListSelection)? {
    get { self[ListSelectionKey.self] }
    set { self[ListSelectionKey.self] = newValue }
  }

  /// Run when the user commits a selection in a list here (a click on a
  /// row, or Return): a collapsed split view shows the next column.
  var commitListSelection: (@MainActor () -> Void)? {
    get { self[CommitSelectionKey.self] }
    set { self[CommitSelectionKey.self] = newValue }
  }
}

/// Where a view sits in navigation: its container's model and the level
/// (0 is the root) it was pushed at.
@MainActor
struct NavigationContext {
  /// Where links push and destinations are declared.
  weak var model: NavigationModel?
  var level = 0
  /// The title and toolbar of the level, if the view is in a container.
  weak var info: NavigationLevelInfo?

  nonisolated init() {}

  init(model: NavigationModel, level: Int, info: NavigationLevelInfo) {
    self.model = model
    self.level = level
    self.info = info
  }
}
