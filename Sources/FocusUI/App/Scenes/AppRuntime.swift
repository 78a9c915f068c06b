import FocusEngine
import Foundation

/// A running app: its windows, the selected one, and its menus.
///
/// Each window runs in a view graph of its own. The app's body runs in one
/// more graph, whose views are the menus' items: so `@FocusedValue` in the
/// app and in ``Commands``, `Button`, `disabled` and `keyboardShortcut` in
/// menus work as they do in windows, and the body runs again exactly when
/// something it read changed. All graphs share one ``FocusedValueStore``,
/// which resolves the values of the selected window: the focused scene.
@MainActor
package final class AppRuntime {
  /// An open window.
  @MainActor
  package struct Window {
    let scene: Int
    package let graph: ViewGraph
    let document: AnyWindowDocument?
    let fallbackTitle: String
    /// The window's number among its scene's windows: its ``SceneStorage``.
    let sceneNumber: Int
    /// The document's file name, or the scene's title.
    package var title: String { document?.title ?? fallbackTitle }
  }

  package private(set) var windows: [Window] = []
  package private(set) var selectedIndex = 0
  /// The app type's name: the app menu's title.
  package let name: String
  /// Set when Quit ran; hosts stop then.
  package private(set) var isQuitRequested = false
  package let diagnostics = RuntimeWarnings()
  /// The focus journal of every window.
  package let journal = FocusJournal()
  /// Where untitled documents are saved.
  let workingDirectory: URL

  private let store = FocusedValueStore()
  /// Where ``AppStorage`` and ``SceneStorage`` values are kept.
  let storage: StorageContainer
  package private(set) var commandsGraph: ViewGraph!
  let evaluation: AppEvaluation
  private(set) var scenes: [SceneDefinition] = []
  /// What the app's body produced in its last run, not yet applied.
  private var pendingScenes: [SceneDefinition]?
  private var documentsToOpen: [URL]
  /// Set after Close or Quit found unsaved changes: doing it again discards
  /// them.
  var warnedUnsaved: ObjectIdentifier?

  /// Starts `app`, opening `documents` in its document scene (or a new
  /// document when there are none).
  package init<A: App>(
    _ app: A, documents: [URL] = [],
    workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    storage: StorageLocation = .memory
  ) {
    name = String(describing: A.self)
    self.storage = StorageContainer.at(storage)
    documentsToOpen = documents
    self.workingDirectory = workingDirectory
    evaluation = AppEvaluation { node, ordinal in
      var app = app
      DynamicProperties.install(in: &app, node: node, ordinal: &ordinal)
      return app.body
    }
    evaluation.runtime = self
    store.resolve = { [unowned self] in selectedGraph?.publishedFocusedValues() ?? FocusedValues() }
    commandsGraph = ViewGraph(
      AppCommandsRoot(evaluation: evaluation), environment: windowEnvironment, focusedValues: store,
      diagnostics: diagnostics)
    update()
  }

  /// The selected window's graph: the focused scene.
  package var selectedGraph: ViewGraph? {
    windows.indices.contains(selectedIndex) ? windows[selectedIndex].graph : nil
  }

  /// Runs every graph until nothing is left to do: the windows first, where
  /// input lands, then the commands, which read the focused values the
  /// windows just published, then the scenes the app's body produced. After
  /// one event this is one pass of each graph that has work.
  package func update() {
    for _ in 0..<50 {
      for window in windows { window.graph.update() }
      commandsGraph.update()
      applyScenes()
      let busy =
        pendingScenes != nil || commandsGraph.hasPendingWork || windows.contains { $0.graph.hasPendingWork }
      if !busy { return }
    }
    diagnostics.warn(
      "The app's windows and commands kept updating each other; the rest waits for the next frame. "
        + "Check for a focused value that changes each time the app's body runs, such as an object "
        + "created in a scene's content instead of held in @State.")
  }

  // MARK: - Windows

  /// Selects the window at `index`: it becomes the focused scene.
  package func select(_ index: Int) {
    guard windows.indices.contains(index) else {
      diagnostics.warn("There is no window \(index); the app has \(windows.count).")
      return
    }
    guard index != selectedIndex else { return }
    let from = selectedGraph?.focusedMention
    selectedIndex = index
    journal.record(
      .keyboard, from: from, to: selectedGraph?.focusedMention, cause: .windowSelected(windows[index].title))
    windowsChanged()
  }

  /// Opens a window of the scene with identifier `id`, or selects the
  /// single ``Window`` with it if that is open.
  func openWindow(id: String) {
    guard let scene = scenes.firstIndex(where: { $0.id == id }) else {
      diagnostics.warn("openWindow(id: \"\(id)\"): no WindowGroup or Window has that id.")
      return
    }
    if scenes[scene].kind == .window, let open = windows.firstIndex(where: { $0.scene == scene }) {
      select(open)
    } else {
      openWindow(scene: scene, document: nil)
    }
  }

  func openWindow(scene index: Int, document url: URL?) {
    let scene = scenes[index]
    var document: AnyWindowDocument?
    if case .documents(let documents) = scene.content {
      document = documents.makeSession(url: url)
    }
    // The lowest number no open window of the scene has: a window opened
    // after one closed takes its scene values back.
    let taken = Set(windows.filter { $0.scene == index }.map(\.sceneNumber))
    let number = (0...).first { !taken.contains($0) }!
    var environment = windowEnvironment
    // Each window has its undo manager; a document window has its document's.
    environment.undoManager = document?.undoManager ?? UndoManager()
    environment.sceneStorage = storage.domain(
      SceneStorageNames.window(number, of: scene.id ?? scene.title ?? String(index)))
    let graph = ViewGraph(
      content(of: scene, document: document), environment: environment, focusedValues: store,
      diagnostics: diagnostics, journal: journal)
    windows.append(
      Window(
        scene: index, graph: graph, document: document, fallbackTitle: scene.title ?? name, sceneNumber: number))
    selectedIndex = windows.count - 1
    windowsChanged()
  }

  /// Closes the selected window. A document with unsaved changes stays
  /// open the first time, with a warning in its window.
  func closeSelected() {
    guard windows.indices.contains(selectedIndex) else { return }
    if let document = windows[selectedIndex].document, document.hasUnsavedChanges,
      warnedUnsaved != ObjectIdentifier(document)
    {
      warnedUnsaved = ObjectIdentifier(document)
      document.warn("Unsaved changes: Save (Ctrl-S) keeps them; Close again discards them.")
      return
    }
    windows.remove(at: selectedIndex)
    selectedIndex = min(selectedIndex, max(0, windows.count - 1))
    windowsChanged()
  }

  /// Asks to quit. With unsaved documents, the first one is selected and
  /// warned about, and the app goes on; asking again quits.
  package func quit() {
    if let index = windows.firstIndex(where: { $0.document?.hasUnsavedChanges == true }),
      let document = windows[index].document, warnedUnsaved != ObjectIdentifier(self)
    {
      warnedUnsaved = ObjectIdentifier(self)
      select(index)
      document.warn("Unsaved changes: Save (Ctrl-S) keeps them; Quit again discards them.")
      return
    }
    isQuitRequested = true
  }

  func windowsChanged() {
    store.setNeedsRefresh()
    evaluation.node?.invalidate()
  }

  /// Whether the host's window has the system's focus: every window and
  /// the app's body share it (see ``ScenePhase``).
  package private(set) var isActive = true

  /// Makes every window, the app's body and windows opened later active
  /// or inactive.
  package func setActive(_ isActive: Bool) {
    guard isActive != self.isActive else { return }
    self.isActive = isActive
    for window in windows { window.graph.setSceneActive(isActive) }
    commandsGraph.setSceneActive(isActive)
    update()
  }

  private var windowEnvironment: EnvironmentValues {
    var environment = EnvironmentValues()
    if !isActive { environment.setSceneActive(false) }
    environment.storageContainer = storage
    environment.textEditingTarget = TextEditingTarget { [weak self] in
      self?.selectedGraph?.focusedTextInput
    }
    environment.openWindow = OpenWindowAction { [weak self] id in self?.openWindow(id: id) }
    return environment
  }

  private func content(of scene: SceneDefinition, document: AnyWindowDocument?) -> AnyView {
    switch scene.content {
    case .view(let view): view
    case .documents(let documents): documents.content(for: document!)
    }
  }

  // MARK: - Scenes

  /// Called from the app's body: keeps what it produced for ``update()``.
  func bodyProduced(_ definitions: [SceneDefinition]) {
    pendingScenes = definitions
  }

  private func applyScenes() {
    guard let definitions = pendingScenes else { return }
    pendingScenes = nil
    let isLaunch = scenes.isEmpty
    scenes = definitions
    if isLaunch {
      openLaunchWindows()
      return
    }
    // A window whose scene is gone closes; the others get their scene's
    // content as the body produced it now.
    windows.removeAll { window in
      !scenes.indices.contains(window.scene) || (window.document != nil) != (scenes[window.scene].kind == .documents)
    }
    selectedIndex = min(selectedIndex, max(0, windows.count - 1))
    for window in windows {
      window.graph.setRoot(content(of: scenes[window.scene], document: window.document))
    }
  }

  /// Every window group opens one window, a single window opens if it is
  /// the app's first scene, and the document scene opens the given files
  /// (or a new document).
  private func openLaunchWindows() {
    for (index, scene) in scenes.enumerated() {
      switch scene.kind {
      case .windowGroup: openWindow(scene: index, document: nil)
      case .window where index == 0: openWindow(scene: index, document: nil)
      case .window, .documents: continue
      }
    }
    let documentScenes = scenes.indices.filter { scenes[$0].kind == .documents }
    if let first = documentScenes.first {
      for url in documentsToOpen {
        let scene =
          documentScenes.first {
            if case .documents(let documents) = scenes[$0].content { return documents.canOpen(url) }
            return false
          } ?? first
        openWindow(scene: scene, document: url)
      }
      if documentsToOpen.isEmpty { openWindow(scene: first, document: nil) }
    } else if !documentsToOpen.isEmpty {
      diagnostics.warn("The app has no DocumentGroup; the files named to open are ignored.")
    }
    documentsToOpen = []
    selectedIndex = 0
    windowsChanged()
  }
}
