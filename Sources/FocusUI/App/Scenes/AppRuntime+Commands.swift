import FocusEngine

/// The app's menus: what its body's commands add to the standard ones, and
/// running their items.
extension AppRuntime {
  /// The menu bar's menus, in order; menus without items are left out.
  package var menus: [CommandMenuModel] {
    var result: [CommandMenuModel] = []
    func collect(_ node: ViewNode) {
      if let menu = node as? CommandMenuNode {
        if let model = menu.model { result.append(model) }
        return
      }
      node.children.forEach(collect)
    }
    collect(commandsGraph.root)
    return result
  }

  /// Runs `item`'s button if it is still there and enabled. The host's
  /// ``Screen`` applies what it changed, with the rest of the event.
  @discardableResult
  package func perform(_ item: CommandItem) -> Bool {
    guard let button = commandsGraph.node(item.id) as? ButtonNode, button.environment.isEnabled else {
      return false
    }
    button.press()
    return true
  }

  /// Runs the enabled command whose shortcut is `key` with `modifiers`;
  /// `false` when none has that shortcut.
  package func performShortcut(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool {
    let matching = menus.flatMap(\.items).filter { $0.shortcut?.matches(key, modifiers: modifiers) == true }
    guard !matching.isEmpty else { return false }
    if let item = matching.first(where: \.isEnabled) { perform(item) }
    return true
  }

  /// The items every app has: Quit, New Window or New, Save and Close,
  /// Undo and Redo, and the list of windows.
  func standardItems(at placement: CommandGroupPlacement) -> [AnyView] {
    let hasDocuments = scenes.contains { $0.kind == .documents }
    let hasGroups = scenes.contains { $0.kind == .windowGroup }
    switch placement {
    case .appTermination:
      return [AnyView(Button("Quit \(name)") { [weak self] in self?.quit() }.keyboardShortcut("q"))]
    case .newItem:
      var items: [AnyView] = []
      if hasDocuments {
        items.append(AnyView(Button("New") { [weak self] in self?.newDocument() }.keyboardShortcut("n")))
      }
      if hasGroups {
        let window = Button("New Window") { [weak self] in self?.newWindow() }
        items.append(hasDocuments ? AnyView(window) : AnyView(window.keyboardShortcut("n")))
      }
      return items
    case .saveItem:
      var items = [
        AnyView(
          Button("Close") { [weak self] in self?.closeSelected() }.keyboardShortcut("w").disabled(windows.isEmpty))
      ]
      if hasDocuments {
        let isDocument = windows.indices.contains(selectedIndex) && windows[selectedIndex].document != nil
        items.append(
          AnyView(Button("Save") { [weak self] in self?.saveSelected() }.keyboardShortcut("s").disabled(!isDocument)))
      }
      return items
    case .undoRedo:
      return [AnyView(UndoRedoItems())]
    case .windowList:
      return windows.indices.map { index in
        AnyView(Button(windows[index].title) { [weak self] in self?.select(index) })
      }
    default:
      return []
    }
  }

  /// Opens a window of the selected window's group, or of the first
  /// window group when the selected window belongs to none.
  private func newWindow() {
    if windows.indices.contains(selectedIndex), scenes[windows[selectedIndex].scene].kind == .windowGroup {
      openWindow(scene: windows[selectedIndex].scene, document: nil)
    } else if let scene = scenes.firstIndex(where: { $0.kind == .windowGroup }) {
      openWindow(scene: scene, document: nil)
    }
  }

  private func newDocument() {
    guard let scene = scenes.firstIndex(where: { $0.kind == .documents }) else { return }
    openWindow(scene: scene, document: nil)
  }

  private func saveSelected() {
    guard windows.indices.contains(selectedIndex), let document = windows[selectedIndex].document else { return }
    document.save(untitledIn: workingDirectory)
    warnedUnsaved = nil
    evaluation.node?.invalidate()  // the window list shows the title
  }

  /// The menus of `contributions`: the standard ones with the groups the
  /// app added, and the app's own before Window.
  func menuContents(_ contributions: CommandContributions) -> [CommandMenuContent] {
    var result: [CommandMenuContent] = []
    for (title, placements) in CommandGroupPlacement.standardMenus {
      if title == "Window" {
        result += contributions.menus.map { CommandMenuContent(title: $0.title, items: [$0.content]) }
      }
      var items: [AnyView] = []
      for placement in placements {
        let groups = contributions.groups.filter { $0.placement == placement }
        items += groups.filter { $0.position == .before }.map(\.content)
        if let replacement = groups.last(where: { $0.position == .replacing }) {
          items.append(replacement.content)
        } else {
          // Marked, so that the shortcut audit leaves FocusUI's own items
          // (Undo's Ctrl-Z, which the terminal keeps for job control) alone.
          items += standardItems(at: placement).map { AnyView($0.environment(\.isStandardCommand, true)) }
        }
        items += groups.filter { $0.position == .after }.map(\.content)
        if placement != placements.last { items.append(AnyView(Divider())) }
      }
      result.append(CommandMenuContent(title: title ?? name, items: items))
    }
    return result
  }
}

extension AppRuntime {
  /// Whether the menu item `id` is one of FocusUI's standard items.
  func isStandardCommand(_ id: NodeID) -> Bool {
    commandsGraph.node(id)?.environment.isStandardCommand == true
  }
}

extension EnvironmentValues {
  private struct IsStandardCommandKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }

  /// Whether the menu items here are FocusUI's standard ones.
  var isStandardCommand: Bool {
    get { self[IsStandardCommandKey.self] }
    set { self[IsStandardCommandKey.self] = newValue }
  }
}
