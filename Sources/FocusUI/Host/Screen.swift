import FocusEngine
import Foundation

/// What a user sees and acts on: one view, or a running app with its menu
/// bar, window tabs and selected window; and the one place where input is
/// routed. Every host drives a screen the same way — the terminal from
/// decoded bytes, the browser from its page's messages, `TestHost` from
/// test calls — so a headless test exercises exactly the terminal's
/// routing.
///
/// A screen is the whole seam between FocusUI and a host: a host sends
/// ``InputEvent``s (``send(_:)``) and shows ``HostFrame``s
/// (``frame(in:semantics:)``), and needs nothing else, so a host can live
/// in a package of its own:
///
/// ```swift
/// let screen = Screen(LoginForm())
/// screen.reservedShortcuts = [ReservedShortcut("w", host: "my window", use: "it closes the window")]
/// screen.send(.key(.tab, []))
/// screen.send(.text("bob"))
/// let frame = screen.frame(in: Size(width: 80, height: 24))
/// print(frame.canvas.text)
/// ```
///
/// A host that waits for input should also run the main actor's work
/// while it waits and wake up for it (``MainQueue``), and for changes of
/// observed models made on other threads (``Screen/setWakeUp(_:)``); a
/// frame then shows what they changed.
///
/// One event is routed, then the screen settles once: one update pass
/// applies every change the event made (state, focus, focused values,
/// commands). Layout waits until something reads it: the next
/// ``frame(in:semantics:)`` lays out and draws what a whole batch of events changed,
/// and an event that reads the layout (a click's hit test, an arrow's
/// nearest view, a page of scrolling) finds it current, laid out before it
/// is routed. A host that delivers a thousand keys and then draws pays for
/// one layout, not a thousand.
///
/// Keys go, in order, to: the focus inspector (F12 shows or hides it; see
/// ``FocusReport``); the screen reader (F2, and its Alt-↓/↑/Return
/// while it is on); the open menu (F10 opens the first); the tab keys
/// (Alt-←/→, Ctrl-PageUp/PageDown, Alt-1…9); the commands' keyboard
/// shortcuts (Command is Ctrl in a terminal) — menus and shortcuts wait
/// while the selected window shows a sheet or an alert; and then the selected window,
/// where the focused view's `onKeyPress` handlers and its ancestors' see it
/// first, then Tab and Shift-Tab move focus and the focused control uses
/// Return, Space or text keys. Clicks go to the menu bar, the tabs or the
/// window, in the window's own coordinates. While the reader is on, its
/// status line takes the bottom row.
@MainActor
public final class Screen {
  /// What the top row shows at its right end in an app.
  package static let hint = "F10 menus · Alt-←/→ tabs"

  /// The running app, when the screen shows one.
  package let runtime: AppRuntime?
  // `@exclusivity(unchecked)`: state every key reads (CONTRIBUTING.md, "Speed").
  @exclusivity(unchecked) package private(set) var menuBar = MenuBar(hint: Screen.hint)
  @exclusivity(unchecked) package private(set) var tabBar = TabBar()
  /// The built-in screen reader, reading the selected window.
  public let screenReader: ScreenReader
  /// The view shown, or for an app the message shown with no window open.
  private let viewGraph: ViewGraph
  /// The size of the screen: frames are drawn and clicks read against it.
  /// At most ``largestSize``: a bigger one is clamped.
  @exclusivity(unchecked) public private(set) var size: Size {
    // A window resized (a browser's notice taking rows, a terminal
    // shrunk) keeps its focused view in sight, as an iPhone's scroll view
    // does when the keyboard comes up: the least scroll that shows it.
    didSet {
      if size != oldValue, let focused = content.focus.tree.focused { content.scrolling.requestReveal(focused) }
    }
  }

  /// The largest screen drawn: a terminal that reports more (a misbehaving
  /// one, or a `TIOCSWINSZ` of 65535×65535) gets a frame of this size at
  /// its top left, rather than an allocation of billions of cells.
  ///
  /// A host that takes its size from elsewhere (a browser page) refuses
  /// bigger ones:
  ///
  /// ```swift
  /// guard columns <= Screen.largestSize.width else { throw Refusal() }
  /// ```
  nonisolated public static let largestSize = Size(width: 1000, height: 500)

  private static func clamped(_ size: Size) -> Size {
    Size(
      width: min(max(0, size.width), largestSize.width), height: min(max(0, size.height), largestSize.height))
  }
  @exclusivity(unchecked) private var isQuitRequested = false
  /// Counts the presses of double and triple clicks.
  private var clickCounter = ClickCounter()
  /// The time clicks are counted by, from any fixed origin: the
  /// continuous clock's; a test host sets one that stands still, so that
  /// its clicks at one cell make a series whatever the machine's speed.
  package var clock: @MainActor () -> Duration = {
    Screen.origin.duration(to: ContinuousClock.now)
  }
  {
    didSet { journal.clock = clock }
  }
  private static let origin = ContinuousClock.now
  /// Whether the host's window has the system's focus (the last
  /// ``InputEvent/windowActivation(_:)``): the scenes' ``ScenePhase``, and
  /// whether an accessibility bridge shows the app's window as the active
  /// one.
  ///
  /// ```swift
  /// screen.send(.windowActivation(false))   // the terminal lost the focus
  /// screen.isActive                          // false
  /// ```
  public private(set) var isActive = true
  /// The keys the host keeps for itself (``ReservedShortcut/terminal``,
  /// ``ReservedShortcut/browser``): shortcuts on them are warned about.
  ///
  /// ```swift
  /// screen.reservedShortcuts = ReservedShortcut.browser
  /// ```
  @exclusivity(unchecked) public var reservedShortcuts: [ReservedShortcut] = [] {
    // The live shortcuts are looked at again against the new keys.
    didSet { shortcutAudit.forget() }
  }
  @exclusivity(unchecked) private var shortcutAudit = ShortcutAudit()
  /// The shortcuts live after the last update, in the order a key press
  /// reaches them: what the focus inspector lists.
  package var activeShortcuts: [ActiveShortcut] { shortcutAudit.shortcuts }
  /// Whether the focus inspector (F12) is drawn over the window.
  @exclusivity(unchecked) package private(set) var isInspecting = false

  /// A screen of `size` showing `view`, keeping its ``AppStorage`` and
  /// ``SceneStorage`` values at `storage`; `screenReader` is the built-in
  /// reader's configuration (off, with no voice, by default).
  ///
  /// ```swift
  /// let screen = Screen(LoginForm(), size: Size(width: 40, height: 10))
  /// let reading = Screen(LoginForm(), screenReader: ScreenReader(isOn: true))
  /// ```
  public init(
    _ view: some View, size: Size = Size(width: 80, height: 24), screenReader: ScreenReader = ScreenReader(),
    storage: StorageLocation = .memory
  ) {
    runtime = nil
    var environment = EnvironmentValues()
    let container = StorageContainer.at(storage)
    environment.storageContainer = container
    environment.sceneStorage = container.domain(SceneStorageNames.view)
    // The view is one window: it has one undo manager.
    environment.undoManager = UndoManager()
    viewGraph = ViewGraph(view, environment: environment)
    self.size = Self.clamped(size)
    self.screenReader = screenReader
    journal.clock = clock
    settle()
  }

  /// A screen of `size` running `app`: its windows (the first scene's,
  /// or a ``DocumentGroup`` window per file of `documents`, a new document
  /// when there are none), with the menu bar and the tab bar above the
  /// selected window. Untitled documents are saved in `workingDirectory`;
  /// stored values are kept at `storage`.
  ///
  /// ```swift
  /// let screen = Screen(app: NotesApp(), documents: [URL(fileURLWithPath: "todo.json")], storage: .standard)
  /// screen.send(.key(.f10, []))   // opens the first menu
  /// ```
  public convenience init<A: App>(
    app: A, documents: [URL] = [],
    workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    storage: StorageLocation = .memory, size: Size = Size(width: 80, height: 24),
    screenReader: ScreenReader = ScreenReader()
  ) {
    self.init(
      app: AppRuntime(app, documents: documents, workingDirectory: workingDirectory, storage: storage), size: size,
      screenReader: screenReader)
  }

  /// A screen of `size` showing `runtime`'s app.
  package init(
    app runtime: AppRuntime, size: Size = Size(width: 80, height: 24), screenReader: ScreenReader = ScreenReader()
  ) {
    self.runtime = runtime
    viewGraph = ViewGraph(
      Text("No window is open: F10 opens the menus, Ctrl-Q quits.").foregroundStyle(.gray),
      diagnostics: runtime.diagnostics, journal: runtime.journal)
    self.size = Self.clamped(size)
    self.screenReader = screenReader
    journal.clock = clock
    settle()
  }

  /// Where the reader went back to at the last key or click, until a
  /// frame reports it (``FrameSemantics/readerReturnedTo``).
  @exclusivity(unchecked) private var readerReturn: NodeID?

  func takeReaderReturn() -> NodeID? {
    defer { readerReturn = nil }
    return readerReturn
  }

  /// Whether the user (or the app) asked to quit: the host stops then
  /// (``HostFrame/isFinished`` says the same with each frame).
  public var isFinished: Bool { runtime?.isQuitRequested ?? isQuitRequested }

  /// The graph of what the window area shows: the selected window's, or
  /// the view's.
  package var content: ViewGraph { runtime?.selectedGraph ?? viewGraph }

  /// The rows above the window: an app's menu bar and tab bar.
  package var chromeHeight: Int { runtime == nil ? 0 : 2 }

  /// The focus changes and their causes, in every window.
  package var journal: FocusJournal { runtime?.journal ?? viewGraph.journal }

  /// The programmer errors reported so far.
  package var diagnostics: RuntimeWarnings { runtime?.diagnostics ?? viewGraph.diagnostics }

  /// The programmer errors reported so far, oldest first: the runtime's
  /// and the host's (``warn(_:)``).
  public var runtimeWarnings: [String] { diagnostics.messages }

  /// Reports a programmer error the host found (run off the main thread,
  /// say) as the runtime reports its own: logged, and kept in
  /// ``runtimeWarnings``.
  ///
  /// ```swift
  /// if !Thread.isMainThread { screen.warn("MyHost.run was called off the main thread.") }
  /// ```
  public func warn(_ message: String) { diagnostics.warn(message) }

  /// The focus journal: the last changes of keyboard focus and of the
  /// assistive technologies' cursors, oldest first, each with its cause.
  public var focusJournal: [FocusJournalEntry] { journal.entries }

  /// Hears every entry of the focus journal as it is recorded (`nil`:
  /// nobody): how a host logs why focus moved, as the terminal's
  /// `FOCUSUI_FOCUS_LOG` file does. Set it back to `nil` when the host
  /// stops.
  ///
  /// ```swift
  /// for entry in screen.focusJournal { print(entry) }   // what happened as the app started
  /// screen.focusJournalSink = { entry in print(entry) }
  /// ```
  public var focusJournalSink: ((FocusJournalEntry) -> Void)? {
    get { journal.sink }
    set { journal.sink = newValue }
  }

  /// Sets what is called, on any thread, when an observed model changes
  /// off the host's input path (`nil`: nothing): a host that sleeps until
  /// input wakes up for it, and its next frame shows the change.
  ///
  /// ```swift
  /// Screen.setWakeUp { device.wake() }
  /// defer { Screen.setWakeUp(nil) }
  /// ```
  ///
  /// One hook for the process: the models of every screen share it.
  nonisolated public static func setWakeUp(_ action: (@Sendable () -> Void)?) {
    ObservationInbox.setWakeUp(action)
  }

  /// The window area: below the chrome, above the reader's status line.
  private var contentArea: Rect {
    let height = max(0, max(0, size.height) - chromeHeight)
    let size = screenReader.contentSize(in: Size(width: max(0, self.size.width), height: height))
    return Rect(origin: Point(x: 0, y: chromeHeight), size: size)
  }

  // MARK: - Input

  /// Routes `event` (see the type's description for the order), then
  /// settles once. The layout is brought up to date first when the event
  /// reads it, and otherwise left for the next frame (or the next event
  /// that reads it).
  ///
  /// ```swift
  /// screen.send(.key(.return, []))
  /// ```
  public func send(_ event: InputEvent) {
    ViewGraph.eventsInProgress += 1
    defer { ViewGraph.eventsInProgress -= 1 }
    if Self.readsLayout(event) { layout() }
    route(event)
    settle()
  }

  /// Whether routing `event` reads frames: where views are (a click's hit
  /// test, a wheel's scroll view, the nearest view in an arrow's
  /// direction, the caret a line up) or how big (a page of scrolling).
  /// Text, Tab (the focus order is the tree's; a lazy stack makes the rows
  /// Tab needs itself), Return, Space, editing keys, commands and window
  /// changes read none.
  private static func readsLayout(_ event: InputEvent) -> Bool {
    switch event {
    case .key(let key, _):
      return key.movesThroughLayout
    case .click, .drag, .pointerMove, .scroll, .clickElement, .activate, .accessibilityAction:
      return true
    // An assistive technology's request is refused on a covered view,
    // which takes where views are; it is rare, so it always lays out.
    case .assistiveFocus, .setText, .insertText, .deleteText, .moveCaret:
      return true
    case .text, .paste, .focusElement, .resize, .command, .selectWindow, .windowActivation, .quit,
      .screenReaderListening:
      return false
    }
  }

  private func route(_ event: InputEvent) {
    switch event {
    case .key, .text, .paste, .click:
      // A reader that reads through the host (a browser's) is back on the
      // keyboard's view when the user types or clicks: the host moved its
      // own focus there first.
      if screenReader.readsThroughHost, let focused = content.focusedNodeID {
        content.accessibility.follow(.voiceOver, to: focused)
        readerReturn = content.accessibility.cursor(of: .voiceOver)?.id
      }
    default: break
    }
    switch event {
    case .key(let key, let modifiers):
      routeKey(key, modifiers: modifiers)
    case .text(let text):
      guard !menuBar.isOpen, !content.insertText(text) else { return }
      for character in text { routeKey(KeyEquivalent(character), modifiers: []) }
    case .paste(let text):
      if !menuBar.isOpen { content.insertText(text) }
    case .click(let point):
      routeClick(at: point)
    case .drag(let point):
      if contentArea.contains(point) { content.drag(to: point - contentArea.origin) }
    case .pointerMove(let point):
      let area = contentArea
      content.pointerMoved(to: point.flatMap { area.contains($0) ? $0 - area.origin : nil })
    case .clickElement(let id):
      content.click(id)
    case .focusElement(let id):
      content.hostFocus(id)
    case .activate(let id):
      content.accessibility.activate(element: id)
    case .accessibilityAction(let id, let index):
      content.accessibility.performAction(at: index, of: id)
    case .scroll(let point, let lines):
      content.scroll(at: point - contentArea.origin, by: lines)
    case .resize(let size):
      self.size = Self.clamped(size)
    case .command(let item):
      if content.isShowingModal {
        diagnostics.warn("The menu item \(item) was not run: the window shows a sheet or an alert.")
        return
      }
      if runtime?.perform(item) == false {
        diagnostics.warn("The menu item \(item) is disabled or no longer exists.")
      }
    case .selectWindow(let index):
      runtime?.select(index)
    case .windowActivation(let isActive):
      self.isActive = isActive
      viewGraph.setSceneActive(isActive)
      runtime?.setActive(isActive)
    case .quit:
      menuBar.close()
      if let runtime { runtime.quit() } else { isQuitRequested = true }
    case .assistiveFocus(let id):
      content.hostFocus(id, cause: .assistiveTechnology)
    case .setText(let id, let text):
      content.editableTextInput(id)?.replaceAll(with: text)
    case .insertText(let id, let text, let offset):
      content.editableTextInput(id)?.insert(text, atOffset: offset)
    case .deleteText(let id, let range):
      content.editableTextInput(id)?.deleteCharacters(in: range)
    case .moveCaret(let id, let offset):
      content.editableTextInput(id)?.moveCaret(toOffset: offset)
    case .screenReaderListening(let isListening):
      guard isListening != isScreenReaderListening else { return }
      isScreenReaderListening = isListening
      content.accessibility.keepsHeard = !isListening
      // No longer heard: the cursor runs only while the built-in reader is on.
      if !isListening, !screenReader.isOn { content.accessibility.setRunning(.voiceOver, false) }
    }
  }

  /// Whether a screen reader outside the app listens: the last
  /// ``InputEvent/screenReaderListening(_:)`` an accessibility bridge sent
  /// (on Linux, Orca on the accessibility bus, or the desktop's
  /// `org.a11y.Status.ScreenReaderEnabled`). The built-in reader can stay
  /// quiet then, unless asked, so the user does not hear everything twice.
  ///
  /// ```swift
  /// screen.send(.screenReaderListening(true))
  /// if screen.isScreenReaderListening { /* let Orca speak */ }
  /// ```
  public private(set) var isScreenReaderListening = false

  /// Keeps VoiceOver's cursor running in the window shown (a newly
  /// selected one too) while a screen reader outside the app listens.
  private func followListeningScreenReader() {
    guard isScreenReaderListening else { return }
    // That reader hears the frames' semantics: nothing is recorded for a
    // transcript, and a focus landing's phrase is built only for the
    // built-in reader.
    let accessibility = content.accessibility
    accessibility.keepsHeard = false
    guard !accessibility.isRunning(.voiceOver) else { return }
    accessibility.setRunning(.voiceOver, true)
  }

  private func routeKey(_ key: KeyEquivalent, modifiers: EventModifiers) {
    if key == .f12, modifiers.isEmpty {
      isInspecting.toggle()
      return
    }
    if screenReader.handleKey(key, modifiers: modifiers) { return }
    // A sheet or an alert is window-modal: the window's tabs still switch,
    // but the menus and their shortcuts wait until it is gone.
    let isModal = content.isShowingModal
    if let runtime {
      if !isModal, menuBar.isOpen || key == .f10 {
        switch menuBar.handleKey(key, modifiers: modifiers) {
        case .ignored: break
        case .handled: return
        case .run(let item):
          runtime.perform(item)
          return
        }
      }
      if let tab = tabBar.tab(forKey: key, modifiers: modifiers) {
        runtime.select(tab)
        return
      }
      if !isModal, runtime.performShortcut(key, modifiers: modifiers) { return }
    }
    content.handleKey(key, modifiers: modifiers)
  }

  private func routeClick(at point: Point) {
    if let runtime {
      switch content.isShowingModal ? .ignored : menuBar.click(at: point, in: size) {
      case .handled: return
      case .run(let item):
        runtime.perform(item)
        return
      case .ignored: break
      }
      if point.y == 1 {
        if let tab = tabBar.tab(atColumn: point.x, width: size.width) { runtime.select(tab) }
        return
      }
    }
    if contentArea.contains(point) {
      let count = clickCounter.press(at: point, time: clock())
      content.click(at: point - contentArea.origin, count: count)
    }
  }

  // MARK: - Drawing

  /// Draws the screen at `size` (a resize when it changed) as the value a
  /// host shows: the canvas, where the text cursor shows (`nil` hides it;
  /// so does an open menu), where the keyboard is, and, when `semantics`
  /// is `true`, what the visible elements mean. Changes made outside an
  /// event (an `@Observable` model, say) are applied first.
  ///
  /// ```swift
  /// let frame = screen.frame(in: device.size)
  /// device.write(writer.frameBytes(frame.canvas, cursor: frame.cursor, attention: frame.attention))
  /// ```
  public func frame(in size: Size, semantics: Bool = false) -> HostFrame {
    let size = Self.clamped(size)
    if size != self.size { self.size = size }
    settle()
    let graph = content
    let area = contentArea
    graph.layout(in: area.size)
    var canvas: Canvas
    if area == Rect(origin: .zero, size: size) {
      canvas = graph.render()  // the window is the whole screen: no copy
    } else {
      canvas = Canvas(size: size)
      if area.size.height > 0 { canvas.draw(graph.render(), at: area.origin) }
    }
    if isInspecting {
      FocusInspectorOverlay(report: graph.focusReport(), shortcuts: activeShortcuts).draw(into: &canvas, in: area)
    }
    screenReader.draw(into: &canvas, content: area)
    if runtime != nil {
      tabBar.draw(into: &canvas, row: 1)
      menuBar.draw(into: &canvas)
    }
    var cursor: Point?
    if !menuBar.isOpen, let position = graph.textCursor, position.y < area.size.height {
      cursor = position + area.origin
    }
    return HostFrame(
      canvas: canvas, cursor: cursor, attention: cursor ?? attentionPoint(in: graph, area: area),
      semantics: semantics ? self.semantics(of: graph) : nil, isFinished: isFinished)
  }

  /// Where the keyboard is when no caret shows (``HostFrame/attention``).
  private func attentionPoint(in graph: ViewGraph, area: Rect) -> Point? {
    if menuBar.isOpen {
      let highlighted = menuBar.entries(in: size).first {
        if case .item(_, true) = $0.kind { return true }
        return false
      }
      return highlighted?.frame.origin
    }
    let point: Point?
    if screenReader.isOn, !screenReader.readsThroughHost, let frame = graph.accessibility.cursor(of: .voiceOver)?.frame
    {
      point = frame.origin
    } else {
      point = graph.attentionPoint
    }
    guard let point, point.y >= 0, point.y < area.size.height, point.x >= 0 else { return nil }
    return point + area.origin
  }

  /// Lays the window out at the screen's size, without drawing.
  package func layout() {
    settle()
    content.layout(in: contentArea.size)
  }

  /// Applies everything pending in one update pass and shows the app's
  /// current menus and windows, after closing the undo groups the event
  /// opened (``UndoManager/groupsByEvent``).
  private func settle() {
    // What the event (or the main-actor work before this frame) registered
    // with an undo manager is one group, undone at once; closed before the
    // update, so the Edit menu shows it in this pass.
    #if !canImport(Darwin)
      UndoManager.endEventGroups()
    #endif
    // A newly selected window starts the reader's cursor in this same pass.
    screenReader.read(content)
    followListeningScreenReader()
    if let runtime {
      runtime.update()
      // The app's body may have closed the selected window.
      if screenReader.read(content) {
        followListeningScreenReader()
        runtime.update()
      }
      let menus = runtime.menus
      if menus != menuBar.menus { menuBar.menus = menus }
      // A sheet or an alert that appears closes an open menu: its items
      // would not run.
      if menuBar.isOpen, content.isShowingModal { menuBar.close() }
      tabBar = TabBar(titles: runtime.windows.map(\.title), selectedIndex: runtime.selectedIndex)
    } else {
      viewGraph.update()
    }
    auditShortcuts()
  }

  /// Warns about the shortcuts that cannot fire (see ``ShortcutAudit``);
  /// a new warning is shown in this same frame.
  private func auditShortcuts() {
    let warnings = diagnostics.count
    shortcutAudit.run(
      graph: content, menus: runtime == nil ? [] : menuBar.menus,
      isStandardCommand: { [runtime] in runtime?.isStandardCommand($0) ?? false }, reserved: reservedShortcuts,
      diagnostics: diagnostics)
    guard diagnostics.count != warnings else { return }
    if let runtime { runtime.update() } else { viewGraph.update() }
  }

  // MARK: - Convenience

  /// Delivers a key press.
  ///
  /// ```swift
  /// screen.press(.f10)            // opens the first menu
  /// ```
  package func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) { send(.key(key, modifiers)) }

  /// Delivers typed text.
  package func type(_ text: String) { send(.text(text)) }

  /// Delivers pasted text.
  package func paste(_ text: String) { send(.paste(text)) }

  /// Delivers a click at `point` on the screen.
  package func click(at point: Point) { send(.click(point)) }

  /// Asks to quit (Ctrl-Q, Ctrl-C): with unsaved documents the first time
  /// only warns; ``isFinished`` tells.
  package func quit() { send(.quit) }
}
