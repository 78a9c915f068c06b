import FocusEngine

/// One navigation container's state: the levels pushed above its root,
/// the destinations declared inside it, each level's title and toolbar,
/// and where focus returns when a level is popped.
///
/// It lives in the container's state; the views inside reach it through
/// ``EnvironmentValues/navigationContext``.
@MainActor
final class NavigationModel {
  /// The path's values, as the container's last body run read them.
  private(set) var values: [AnyHashable] = []
  /// Writes a new list of values to the path (the binding, or the
  /// container's own state).
  private var writeValues: ([AnyHashable]) -> Void = { _ in }
  /// Views pushed by destination links and presented destinations, above
  /// the values, in push order.
  private(set) var extras: [NavigationExtra] = []
  /// The container's body: it re-runs when extras come or go.
  var structureReaders = BodyReaders()
  /// The titles and toolbars, one per level (the root's first).
  private(set) var levels: [NavigationLevelInfo] = [NavigationLevelInfo()]
  /// Destination views that found no destination for their value: they
  /// look again when one is declared.
  var destinationReaders = BodyReaders()
  private var destinations: [ObjectIdentifier: [DestinationRegistration]] = [:]
  private var warnedTypes = Set<ObjectIdentifier>()
  private var missingWarned = Set<ObjectIdentifier>()
  private var nextExtraID = 0

  /// Where the links of this container push instead (a split view's
  /// sidebar and content columns push into its detail column).
  weak var pushTarget: NavigationModel?
  /// Called after a link pushed onto this model (a collapsed split view
  /// then shows its detail column).
  var didPush: (@MainActor () -> Void)?

  /// The node of the container's body (for the graph, focus and warnings).
  weak var host: ViewNode?
  /// The node showing the levels: focus moves into its top level.
  weak var levelsNode: NavigationLevelsNode?
  /// The view focused when each level (by number above the root) was
  /// pushed: focus returns there when it is popped.
  private var focusReturns: [Int: NodeID] = [:]
  /// What the container showed last: focus moves when it changes.
  private var shownTop: (depth: Int, key: AnyHashable?) = (0, nil)
  /// How many more layouts may look for the new top level's first
  /// focusable view (rows of lazy stacks are made after a layout).
  var focusRetries = 0

  nonisolated init() {}

  /// How many levels are pushed above the root.
  var depth: Int { values.count + extras.count }

  // MARK: - Body input

  /// Takes the path as the container's body read it.
  func update(values: [AnyHashable], write: @escaping ([AnyHashable]) -> Void, host: ViewNode?) {
    if values != self.values {
      self.values = values
      structureReaders.invalidateAll()
    }
    writeValues = write
    if let host { self.host = host }
    syncLevels()
  }

  /// One title-and-toolbar record per level shown: popped levels' go.
  func syncLevels() {
    while levels.count <= depth { levels.append(NavigationLevelInfo()) }
    if levels.count > depth + 1 { levels.removeLast(levels.count - depth - 1) }
  }

  /// The key that identifies level `number` (0 is the root): a level whose
  /// key changes is replaced, its state starting anew.
  func key(ofLevel number: Int) -> AnyHashable {
    if number == 0 { return AnyHashable(0) }
    if number <= values.count { return AnyHashable(LevelKey(index: number, value: values[number - 1])) }
    return AnyHashable(LevelKey(index: number, value: AnyHashable(extras[number - values.count - 1].id)))
  }

  private struct LevelKey: Hashable {
    var index: Int
    var value: AnyHashable
  }

  func info(ofLevel number: Int) -> NavigationLevelInfo {
    let number = max(0, number)
    while levels.count <= number { levels.append(NavigationLevelInfo()) }
    return levels[number]
  }

  // MARK: - Pushing and popping

  /// Pushes `value` above level `level` (the link's): levels above the
  /// link's are popped first (a link in a split view's sidebar replaces
  /// what the detail shows). Views pushed by destination links sit above
  /// the path's values, so they are popped too.
  func push(_ value: AnyHashable, from level: Int = .max) {
    let kept = min(max(0, level), values.count)
    rememberFocus(forLevel: kept + 1)
    if !extras.isEmpty { removeExtras(keeping: 0) }
    writeValues(Array(values.prefix(kept)) + [value])
    didPush?()
  }

  /// Pushes `content` (a ``NavigationLink`` with a destination view) above
  /// level `level`.
  func push(content: AnyView, from level: Int = .max) {
    if level < depth { pop(keeping: level) }
    rememberFocus(forLevel: min(depth, level) + 1)
    let extra = NavigationExtra(id: nextExtraID, content: content)
    nextExtraID += 1
    extras.append(extra)
    structureReaders.invalidateAll()
    didPush?()
  }

  /// Shows a presented destination (`navigationDestination(isPresented:)`):
  /// pushed the first time, its content replaced after.
  func present(_ extra: NavigationExtra, content: AnyView, dismiss: @escaping @MainActor () -> Void) {
    extra.dismiss = dismiss
    if extras.contains(where: { $0 === extra }) {
      extra.replace(content)
      return
    }
    extra.content = content
    extra.id = nextExtraID
    nextExtraID += 1
    rememberFocus(forLevel: depth + 1)
    extras.append(extra)
    structureReaders.invalidateAll()
  }

  /// Takes away a presented destination (its binding turned `false`, or
  /// the view declaring it left), with the levels above it.
  func withdraw(_ extra: NavigationExtra) {
    guard let index = extras.firstIndex(where: { $0 === extra }) else { return }
    removeExtras(keeping: index, dismissing: false)
  }

  /// Pops the top level.
  func pop() {
    pop(keeping: depth - 1)
  }

  /// Pops every level above the first `keep`.
  func pop(keeping keep: Int) {
    let keep = max(0, keep)
    guard keep < depth else { return }
    removeExtras(keeping: max(0, keep - values.count))
    if keep < values.count {
      writeValues(Array(values.prefix(keep)))
    }
  }

  private func removeExtras(keeping count: Int, dismissing: Bool = true) {
    guard count < extras.count else { return }
    let removed = extras[count...]
    extras.removeLast(extras.count - count)
    if dismissing {
      for extra in removed.reversed() { extra.dismiss?() }
    }
    structureReaders.invalidateAll()
  }

  // MARK: - Destinations

  /// Declares (or renews) `registration` for values of `type` at `level`.
  func register(_ registration: DestinationRegistration, for type: Any.Type, level: Int) {
    let key = ObjectIdentifier(type)
    registration.level = level
    registration.model = self
    if destinations[key, default: []].contains(where: { $0 === registration }) {
      registration.readers.invalidateAll()
      return
    }
    destinations[key, default: []].append(registration)
    if destinations[key]!.count == 2, warnedTypes.insert(key).inserted {
      host?.graph.diagnostics.warn(
        "navigationDestination(for: \(type).self) is declared more than once in one navigation stack; "
          + "the declaration closest to the stack's root is used.")
    }
    destinationReaders.invalidateAll()
  }

  func unregister(_ registration: DestinationRegistration, for type: Any.Type) {
    let key = ObjectIdentifier(type)
    guard let index = destinations[key]?.firstIndex(where: { $0 === registration }) else { return }
    destinations[key]!.remove(at: index)
    destinationReaders.invalidateAll()
    registration.readers.invalidateAll()
  }

  /// The destination for `value` shown at `level`: declared at a level
  /// below it, the one closest to the root.
  func destination(for value: AnyHashable, at level: Int) -> DestinationRegistration? {
    let candidates = destinations[ObjectIdentifier(type(of: value.base))] ?? []
    return candidates.filter { $0.level < level }.min { $0.level < $1.level }
  }

  /// Warns, once per type, that a value was pushed with no destination
  /// declared for its type (nothing is shown for it).
  func warnMissingDestination(for value: AnyHashable) {
    let key = ObjectIdentifier(type(of: value.base))
    guard missingWarned.insert(key).inserted else { return }
    host?.graph.diagnostics.warn(
      "A NavigationLink presented a value of type \(type(of: value.base)), but no navigationDestination(for:) "
        + "for it is declared in the stack below it; nothing is shown.")
  }

  // MARK: - Focus

  private func rememberFocus(forLevel number: Int) {
    guard let graph = host?.graph else { return }
    focusReturns[number] = graph.focus.tree.focused
  }

  /// Called by the container's body with what it shows now: when the top
  /// level changed, focus moves once the update settles — into a pushed
  /// level, or back to the link that pushed a popped one (or the view
  /// that had focus when a path write pushed it).
  func topDidChange() {
    let top = (depth: depth, key: depth == 0 ? nil : key(ofLevel: depth))
    guard top.depth != shownTop.depth || top.key != shownTop.key, let host else {
      shownTop = top
      return
    }
    let popped = top.depth < shownTop.depth
    // Pushed by a path write rather than a link: focus comes back to the
    // view that had it (a grid's tile whose Return appended to the path).
    if !popped, focusReturns[top.depth] == nil {
      focusReturns[top.depth] = host.graph.focus.tree.focused
    }
    shownTop = top
    for number in focusReturns.keys where number > top.depth + (popped ? 1 : 0) {
      focusReturns[number] = nil
    }
    host.graph.enqueueCallback(for: host) { [weak self] in
      guard let self else { return }
      if popped {
        let target = self.focusReturns.removeValue(forKey: top.depth + 1)
        self.restoreFocus(to: target)
      } else {
        self.focusRetries = 3
        self.focusTopLevel()
      }
    }
  }

  /// Focus goes to the top level's `defaultFocus` view, else its first
  /// focusable view, unless it is already inside (an `onAppear` write).
  func focusTopLevel() {
    guard let graph = host?.graph, let level = levelsNode?.topLevel else { return }
    if graph.focus.moveFocus(into: level) { focusRetries = 0 }
  }

  private func restoreFocus(to id: NodeID?) {
    focusRetries = 0
    host?.graph.focus.returnFocus(to: id, orInto: levelsNode?.topLevel)
  }
}

/// A view pushed above the path's values: by a ``NavigationLink`` with a
/// destination view, or by `navigationDestination(isPresented:)`.
@MainActor
final class NavigationExtra {
  var id = -1
  var content: AnyView?
  /// Sets a presented destination's binding to `false` when it is popped.
  var dismiss: (@MainActor () -> Void)?
  /// The level's body, re-run when the content is replaced.
  var readers = BodyReaders()

  nonisolated init() {}

  init(id: Int, content: AnyView) {
    self.id = id
    self.content = content
  }

  func replace(_ content: AnyView) {
    self.content = content
    readers.invalidateAll()
  }
}

/// One `navigationDestination(for:destination:)` declaration.
@MainActor
final class DestinationRegistration {
  var level = 0
  weak var model: NavigationModel?
  var make: ((Any) -> AnyView)?
  /// The levels showing a value through this declaration.
  var readers = BodyReaders()

  nonisolated init() {}
}

/// A level's title, toolbar and back button, as the modifiers inside it set
/// them; the container's bar reads them.
@MainActor
final class NavigationLevelInfo {
  private var titles = LevelSetting<String>()
  private var subtitles = LevelSetting<String>()
  private var backButtonHidden = LevelSetting<Bool>()
  private var topBarVisibility = LevelSetting<Visibility>()
  private var bottomBarVisibility = LevelSetting<Visibility>()
  private(set) var toolbars: [(token: ObjectIdentifier, order: Int, items: [ToolbarItemEntry])] = []
  var readers = BodyReaders()

  nonisolated init() {}

  var title: String? { titles.value }
  var subtitle: String? { subtitles.value }
  var isBackButtonHidden: Bool { backButtonHidden.value ?? false }
  var isTopBarHidden: Bool { topBarVisibility.value == .hidden }
  var isBottomBarHidden: Bool { bottomBarVisibility.value == .hidden }

  func setTitle(_ title: String?, by setter: LevelSetter) {
    change { titles.set(title, by: setter) }
  }

  func setSubtitle(_ subtitle: String?, by setter: LevelSetter) {
    change { subtitles.set(subtitle, by: setter) }
  }

  func setBackButtonHidden(_ hidden: Bool?, by setter: LevelSetter) {
    change { backButtonHidden.set(hidden, by: setter) }
  }

  func setVisibility(_ visibility: Visibility?, of bar: ToolbarPlacement.Bar, by setter: LevelSetter) {
    change {
      if bar == .top || bar == .all { topBarVisibility.set(visibility, by: setter) }
      if bar == .bottom || bar == .all { bottomBarVisibility.set(visibility, by: setter) }
    }
  }

  /// Runs `body`; the bar reads again when it changed what is shown.
  private func change(_ body: () -> Void) {
    let before = (title, subtitle, isBackButtonHidden, isTopBarHidden, isBottomBarHidden)
    body()
    if before != (title, subtitle, isBackButtonHidden, isTopBarHidden, isBottomBarHidden) {
      readers.invalidateAll()
    }
  }

  /// Sets the items of one `toolbar` modifier (`order` keeps modifiers in
  /// the order they were mounted).
  func setToolbar(_ token: ObjectIdentifier, order: Int, items: [ToolbarItemEntry]) {
    if let index = toolbars.firstIndex(where: { $0.token == token }) {
      toolbars[index].items = items
    } else {
      toolbars.append((token, order, items))
      toolbars.sort { $0.order < $1.order }
    }
    readers.invalidateAll()
  }

  func removeToolbar(_ token: ObjectIdentifier) {
    guard let index = toolbars.firstIndex(where: { $0.token == token }) else { return }
    toolbars.remove(at: index)
    readers.invalidateAll()
  }

  /// Every toolbar item of the level, in declaration order.
  var toolbarItems: [ToolbarItemEntry] { toolbars.flatMap(\.items) }
}

/// Who sets a level's title (or another setting): the modifier's token and
/// its depth in the graph. The outermost setter wins, as the view closest
/// to the level's root describes the level.
struct LevelSetter {
  var token: ObjectIdentifier
  var depth: Int
}

/// One setting of a level, as several modifiers set it.
struct LevelSetting<Value> {
  private var entries: [(setter: LevelSetter, value: Value)] = []

  /// The outermost setter's value.
  var value: Value? { entries.min { $0.setter.depth < $1.setter.depth }?.value }

  /// Sets (or with `nil`, withdraws) `setter`'s value.
  mutating func set(_ value: Value?, by setter: LevelSetter) {
    entries.removeAll { $0.setter.token == setter.token }
    if let value { entries.append((setter, value)) }
  }
}

/// A way back: the action a pushed level's ``DismissAction`` and back
/// button run.
@MainActor
struct NavigationPop {
  weak var model: NavigationModel?
  /// The levels kept: those below the level to pop.
  var keep: Int

  func perform() {
    model?.pop(keeping: keep)
  }
}
