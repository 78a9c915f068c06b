import FocusEngine

/// Finds the keyboard shortcuts that cannot work as written, and reports
/// each once as a runtime warning:
///
/// - two shortcuts live at once take the same key (a menu command, a
///   button's `keyboardShortcut`, an `onKeyPress` around the focused view):
///   the key reaches the first only;
/// - a shortcut on a plain character (or an `onKeyPress(characters:)`)
///   while a text field has focus: typing inserts the character instead;
/// - a shortcut on a key the host keeps (``ReservedShortcut``): Ctrl-C and
///   Ctrl-Z in a terminal, Ctrl-W in a browser.
///
/// The ``Screen`` runs it after each update; it compares the live
/// shortcuts with the last run's and looks further only when they changed,
/// so a key press that changes none costs one walk up from the focused
/// view.
@MainActor
struct ShortcutAudit {
  /// The live shortcuts at the last run, in the order keys reach them.
  private(set) var shortcuts: [ActiveShortcut] = []
  /// The same, before they were described: what the next run compares.
  private var live: [Live] = []
  private var focusedTextField: NodeID?

  /// Collects the live shortcuts of `graph` and `menus`, and warns about
  /// the new problems among them. Describing them (owners' labels) and
  /// checking them happen only when they changed, or when another text
  /// field took focus and some shortcut is a typed character.
  mutating func run(
    graph: ViewGraph, menus: [CommandMenuModel], isStandardCommand: (NodeID) -> Bool,
    reserved: [ReservedShortcut], diagnostics: RuntimeWarnings
  ) {
    let focused = graph.focusedNode
    let live =
      Self.commands(in: menus, isStandard: isStandardCommand) + Self.keyPressHandlers(around: focused, in: graph)
      + Self.buttons(in: graph)
    // No shortcut, as in most windows after every key: nothing to warn
    // about. The focused text field is looked at again once one appears.
    if live.isEmpty, self.live.isEmpty { return }
    let textField = (focused as? any TextInputControl)?.id
    if live != self.live {
      self.live = live
      shortcuts = live.map { $0.described(in: graph) }
      focusedTextField = nil
      warnAboutSharedAndReservedKeys(reserved: reserved, diagnostics: diagnostics)
    }
    guard textField != focusedTextField else { return }
    focusedTextField = textField
    guard let field = focused, textField != nil else { return }
    let typed = shortcuts.filter { Self.isTypedText($0.trigger) }
    guard !typed.isEmpty else { return }
    let name = ViewGraph.inspectorLabel(of: field)
    for shortcut in typed {
      diagnostics.warn(
        "\(Self.describe(shortcut)) never fires while \(name) has focus: typing inserts the character instead.")
    }
  }

  private func warnAboutSharedAndReservedKeys(reserved: [ReservedShortcut], diagnostics: RuntimeWarnings) {
    for (index, first) in shortcuts.enumerated() {
      for second in shortcuts[(index + 1)...] where first.sharesKey(with: second) {
        diagnostics.warn(Self.sharedKeyWarning(first, second))
      }
    }
    for (entry, shortcut) in zip(live, shortcuts) where !entry.isStandard {
      guard case .shortcut(let key) = shortcut.trigger,
        let kept = (ReservedShortcut.screen + reserved).first(where: {
          $0.shortcut.matches(key.key, modifiers: key.modifiers)
        })
      else { continue }
      diagnostics.warn(
        "\(Self.describe(shortcut)) never reaches the app: \(kept.host) keeps \(key) (\(kept.use)).")
    }
  }

  /// Forgets the last run, so that the next one looks at every live
  /// shortcut again (the host's keys changed).
  mutating func forget() {
    shortcuts = []
    live = []
    focusedTextField = nil
  }

  /// A live shortcut before it is described: what triggers it, who owns
  /// it, and whether FocusUI made it (a standard menu item, which the
  /// audit leaves to the host: the terminal's Ctrl-Z suspends rather than
  /// undoes, by design).
  private struct Live: Equatable {
    enum Owner: Equatable {
      case menuItem(menu: String, title: String)
      /// An `onKeyPress` handler's node.
      case handler(NodeID)
      /// A button's node.
      case button(NodeID)
    }

    let trigger: ActiveShortcut.Trigger
    let source: ActiveShortcut.Source
    let owner: Owner
    var isStandard = false

    @MainActor func described(in graph: ViewGraph) -> ActiveShortcut {
      let owner =
        switch owner {
        case .menuItem(let menu, let title): "menu item \(menu) ▸ \(title)"
        case .handler(let id): "onKeyPress on \(graph.node(id).map(ViewGraph.inspectorLabel) ?? "a view")"
        case .button(let id): graph.node(id).map(ViewGraph.inspectorLabel) ?? "a button"
        }
      return ActiveShortcut(trigger: trigger, source: source, owner: owner)
    }
  }

  // MARK: - The live shortcuts

  private static func commands(in menus: [CommandMenuModel], isStandard: (NodeID) -> Bool) -> [Live] {
    menus.flatMap(\.items).compactMap { item in
      guard let shortcut = item.shortcut else { return nil }
      return Live(
        trigger: .shortcut(shortcut), source: .command, owner: .menuItem(menu: item.menu, title: item.title),
        isStandard: isStandard(item.id))
    }
  }

  /// The `onKeyPress` handlers around the focused view, innermost first.
  private static func keyPressHandlers(around focused: ViewNode?, in graph: ViewGraph) -> [Live] {
    // Most windows have none: no walk after every key.
    guard let focused, let registry = graph.existingFeature(KeyPressHandlers.self), !registry.nodes.isEmpty else {
      return []
    }
    var handlers: [Live] = []
    for node in focused.selfAndAncestors {
      guard let trigger = registry.nodes[node.id]?.keyPressTrigger else { continue }
      handlers.append(Live(trigger: trigger, source: .onKeyPress, owner: .handler(node.id)))
    }
    return handlers
  }

  /// The enabled buttons with a `keyboardShortcut`, in tree order; only
  /// those of the modal layer on top, when there is one.
  private static func buttons(in graph: ViewGraph) -> [Live] {
    guard let registry = graph.existingFeature(KeyboardShortcuts.self), !registry.nodes.isEmpty else { return [] }
    let modal = graph.modalLayer
    return registry.nodes.values.sorted { $0.id < $1.id }.compactMap { node in
      guard modal.map({ node.isInside($0) }) ?? true, let shortcut = node.modifier?.shortcut,
        let button = graph.firstButton(in: node, with: shortcut)
      else { return nil }
      return Live(trigger: .shortcut(shortcut), source: .keyboardShortcut, owner: .button(button.id))
    }
  }

  // MARK: - Messages

  /// Whether typed text, going straight into a focused text field, is all
  /// that would trigger it.
  private static func isTypedText(_ trigger: ActiveShortcut.Trigger) -> Bool {
    switch trigger {
    case .shortcut(let shortcut):
      shortcut.key.isPrintable && shortcut.modifiers.isSubset(of: .shift)
    case .characters: true
    case .keys, .anyKey: false
    }
  }

  /// `the shortcut Ctrl-S of button "Save"`.
  private static func describe(_ shortcut: ActiveShortcut) -> String {
    switch shortcut.source {
    case .command, .keyboardShortcut: "The shortcut \(shortcut.key) of \(shortcut.owner)"
    case .onKeyPress: "The \(shortcut.owner) for \(shortcut.key)"
    }
  }

  /// Two shortcuts on one key: the first, in the order keys reach them,
  /// gets it.
  private static func sharedKeyWarning(_ first: ActiveShortcut, _ second: ActiveShortcut) -> String {
    // The exact key: a shortcut's, rather than a handler's set of keys.
    let key = if case .shortcut = second.trigger { second.key } else { first.key }
    let outcome =
      first.source == .onKeyPress
      ? "it hears the key first; the other runs only when it returns .ignored"
      : "it takes the key; the other never fires"
    return "Two shortcuts take \(key): \(first.owner) and \(second.owner). The first wins: \(outcome)."
  }
}
