import Foundation

/// Runs a view with no terminal or browser and drives it like a user
/// would: type, press keys, click, then read the screen and the semantic
/// tree. It is the library's own host: `focus-demo --keys … --print-screen`
/// runs on it, and `FocusUITesting`'s `TestHost` is this type under the
/// name tests use.
///
/// ```swift
/// @Test @MainActor func typingFillsTheField() {
///   let host = TestHost(LoginForm(), size: Size(width: 40, height: 10))
///   host.click("Username")
///   host.type("bob")
///   #expect(host.element("Username")?.value == "bob")
/// }
/// ```
///
/// Every call processes its event completely (state changes, body updates,
/// lifecycle callbacks, layout) before it returns, and the async work it
/// made ready: a `.task`, a `Task { }` an action started, the rest of a
/// task after its `await`. Their `Task.sleep`s follow the host's clock,
/// which moves only in ``advanceClock(by:)``.
///
/// Lookups are indexed: ``click(_:)``, ``element(_:)`` and
/// ``focusedElement`` build the elements of the few views that can match
/// (those filed under the label, the focused view), not the whole
/// semantic tree, and answer exactly as a search of ``elements`` would.
/// ``elements`` itself builds every element.
///
/// A host can also run a whole ``App``: its windows, the selected one (the
/// focused scene, whose content `screen` and `elements` show), and its
/// menus' commands:
/// ```swift
/// @Test @MainActor func incrementNeedsAFocusedDocument() {
///   let host = TestHost(app: CounterApp())
///   #expect(host.command("Increment")?.isEnabled == false)
///   host.click("Count")
///   host.perform(command: "Increment")
/// }
/// ```
///
/// A host is a thin driver of a ``Screen``, the type that routes input for
/// every host: each call becomes the input event the terminal would
/// deliver, so a test exercises exactly the terminal's routing. For an
/// app, ``screen`` shows the menu bar and tabs above the selected window, as
/// the terminal does, and ``elements`` are the selected window's, in its
/// own coordinates.
@MainActor
public final class HeadlessHost {
  private let display: Screen
  /// Where the app's async work runs: when the host says, on its clock.
  private let runLoop: HeadlessRunLoop
  private var graph: ViewGraph { display.content }
  private var runtime: AppRuntime? { display.runtime }
  /// The screen size, in cells. Negative sizes are treated as empty.
  public var size: Size { display.size }

  /// Starts `view` in a screen of `size` cells. Its ``AppStorage`` and
  /// ``SceneStorage`` values are kept at `storage`: in memory by default,
  /// so a test never reads or writes the user's settings; give two hosts
  /// the same ``StorageLocation/directory(_:)`` to test a restart.
  public init<V: View>(_ view: V, size: Size = Size(width: 80, height: 24), storage: StorageLocation = .memory) {
    HeadlessExecutors.install()
    let runLoop = HeadlessRunLoop()
    self.runLoop = runLoop
    display = HeadlessRunLoop.$current.withValue(runLoop) { Screen(view, size: .zero, storage: storage) }
    // It routes as the terminal does, and keeps the terminal's keys.
    display.reservedShortcuts = ReservedShortcut.terminal
    send(.resize(Self.valid(size, diagnostics: display.diagnostics)))
    standClockStill()
  }

  /// Starts `app` in a screen of `size` cells, opening `documents` in its
  /// ``DocumentGroup`` (with none, it starts with a new document). Untitled
  /// documents are saved in `workingDirectory`. Stored values are kept at
  /// `storage` (memory by default). With no `size`, the screen is the first
  /// window's ``Scene/defaultSize(width:height:)`` plus the menu bar and
  /// tab rows, or 80×24.
  public init<A: App>(
    app: A, size: Size? = nil, documents: [URL] = [],
    workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    storage: StorageLocation = .memory
  ) {
    HeadlessExecutors.install()
    let runLoop = HeadlessRunLoop()
    self.runLoop = runLoop
    let runtime = HeadlessRunLoop.$current.withValue(runLoop) {
      AppRuntime(app, documents: documents, workingDirectory: workingDirectory, storage: storage)
    }
    display = HeadlessRunLoop.$current.withValue(runLoop) { Screen(app: runtime, size: .zero) }
    // It routes as the terminal does, and keeps the terminal's keys.
    display.reservedShortcuts = ReservedShortcut.terminal
    let size = size ?? runtime.defaultScreenSize ?? Size(width: 80, height: 24)
    send(.resize(Self.valid(size, diagnostics: display.diagnostics)))
    standClockStill()
  }

  private static func valid(_ size: Size, diagnostics: RuntimeWarnings) -> Size {
    guard size.width < 0 || size.height < 0 || size.width > 10_000 || size.height > 10_000 else { return size }
    let fixed = Size(width: min(10_000, max(0, size.width)), height: min(10_000, max(0, size.height)))
    diagnostics.warn("TestHost: the size \(size) is not a screen size; using \(fixed).")
    return fixed
  }

  /// Changes the screen size and lays out again.
  public func resize(to size: Size) {
    send(.resize(Self.valid(size, diagnostics: display.diagnostics)))
  }

  // MARK: - Input

  /// Types `text`, as the terminal delivers a burst of typing: into the
  /// focused text field in one edit, or, with no text field focused, key
  /// by key to the focused view (with a runtime warning, since a test that
  /// types usually meant a field to have focus).
  public func type(_ text: String) {
    if !graph.isEditingText {
      graph.diagnostics.warn(
        "TestHost.type(\"\(text.prefix(20))\"): no text field has focus; the text goes to the focused view as keys.")
    }
    send(.text(text))
  }

  /// Pastes `text`: into the focused text field, never as keys.
  public func paste(_ text: String) {
    send(.paste(text))
  }

  /// Presses `key` with `modifiers` held.
  ///
  /// In an app, a key that is the shortcut of a command runs the command
  /// (if it is enabled) instead of going to the focused view; F10 opens the
  /// menu bar, as in the terminal.
  public func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) {
    send(.key(key, modifiers))
  }

  /// Clicks the element labelled `label` (the first in tree order): a button
  /// runs its action, a toggle flips, a text field starts editing.
  ///
  /// The label is looked up as ``element(_:)`` does, through the runtime's
  /// index: a click costs the same whatever the number of elements.
  ///
  /// ```swift
  /// host.click("Sign In")
  /// ```
  public func click(_ label: String) {
    guard let element = element(label) else {
      graph.diagnostics.warn("TestHost.click(\"\(label)\"): no element has that label.")
      return
    }
    send(.clickElement(element.id))
  }

  /// Clicks the cell at `point` of the screen, as a pointer does.
  public func click(at point: Point) {
    send(.click(point))
  }

  /// Clicks the cell at `point` `count` times in a row: `count: 2` is a
  /// double click.
  ///
  /// ```swift
  /// host.click(at: Point(x: 3, y: 1), count: 2)
  /// ```
  public func click(at point: Point, count: Int) {
    for _ in 0..<max(0, count) { send(.click(point)) }
  }

  /// Lets `duration` pass on the host's clock: the app's `Task.sleep`s
  /// that end meanwhile end, each at its own time and in order, and the
  /// work after them runs before this returns.
  ///
  /// The clock moves only when told, so that a test of timed behaviour
  /// runs at once and always the same way: a search that waits 300 ms
  /// after the last key, clicks at one cell that make a series (a double
  /// click) until more than half a second passes.
  ///
  /// ```swift
  /// host.type("pasta")
  /// host.advanceClock(by: .milliseconds(299))
  /// #expect(host.element("Pasta al limone") == nil)   // still waiting
  /// host.advanceClock(by: .milliseconds(1))
  /// #expect(host.focusedElement?.label == "Pasta al limone")
  /// ```
  ///
  /// Sleeps count in whole milliseconds. Work outside the host's tasks
  /// keeps real time: a detached task's sleep, `DispatchQueue.main`'s
  /// `asyncAfter`.
  public func advanceClock(by duration: Duration) {
    drive { runLoop.advance(by: duration) { runTasks() } }
  }

  /// Runs the app's async work that can run now — tasks started by
  /// `.task` or by actions, the rest of a task after its `await` — and the
  /// work that starts, until all of it is done or waits: for the clock
  /// (``advanceClock(by:)``), or for something outside the host.
  ///
  /// Every call of the host does this before it returns; call it after
  /// changing the app's model from the test itself.
  ///
  /// ```swift
  /// store.items.append(Item("Milk"))
  /// host.runUntilIdle()
  /// ```
  public func runUntilIdle() {
    drive {}
  }

  /// The time on the host's clock: how far ``advanceClock(by:)`` moved it.
  public var clock: Duration { runLoop.now }

  private func standClockStill() {
    display.clock = { [runLoop] in runLoop.now }
  }

  /// Moves the pointer to `point` of the screen with the button held, as
  /// after a press: a slider pressed last follows it.
  public func drag(to point: Point) {
    send(.drag(point))
  }

  /// Moves the pointer to `point` of the screen (`nil`: off the screen),
  /// as a terminal's motion reports do: views with `onHover` actions hear it.
  public func hover(at point: Point?) {
    send(.pointerMove(point))
  }

  /// Turns the wheel over `point`: positive `lines` scroll down.
  public func scroll(at point: Point, lines: Int) {
    send(.scroll(point, lines: lines))
  }

  /// One event, laid out at once: each call of a test host is a batch of
  /// its own, so what a test reads next (scroll offsets, frames) is
  /// current, as after the terminal's frame.
  private func send(_ event: InputEvent) {
    drive {
      display.send(event)
      display.layout()
    }
  }

  private func settle() {
    drive { display.layout() }
  }

  /// Runs `body` as the app's host (what the app starts is the host's
  /// work), then the work it made ready.
  private func drive<T>(_ body: () -> T) -> T {
    HeadlessRunLoop.$current.withValue(runLoop) {
      let result = body()
      runTasks()
      return result
    }
  }

  /// At most this many of the app's jobs run in one call: an app that
  /// keeps queuing work (a loop of `Task.yield()`) gets a warning rather
  /// than a test that never ends.
  private static let jobLimit = 100_000

  private func runTasks() {
    var ran = 0
    while ran < Self.jobLimit {
      let count = runLoop.runReadyJobs(limit: Self.jobLimit - ran)
      guard count > 0 else { return }
      ran += count
      display.layout()
    }
    display.diagnostics.warn(
      "TestHost: the app queued more than \(Self.jobLimit) jobs in one call (a task that never waits for anything?); the rest run in the next call."
    )
  }

  package func settleForDriver() { settle() }

  // MARK: - Accessibility

  /// The selected window's assistive technologies.
  package var accessibility: AssistiveFocus { graph.accessibility }

  /// Where a programmer error found while driving this host is reported.
  package var diagnostics: RuntimeWarnings { display.diagnostics }

  /// The accessibility tree, in reading order.
  public var accessibilityElements: [AccessibilityElement] {
    settle()
    return graph.accessibilityElements()
  }

  /// The first element of the accessibility tree whose
  /// ``View/accessibilityIdentifier(_:)`` is `identifier`, as UI tests
  /// find elements by identifier.
  ///
  /// ```swift
  /// host.accessibilityElement(identifier: "signInButton")?.label   // "Sign In"
  /// ```
  public func accessibilityElement(identifier: String) -> AccessibilityElement? {
    accessibilityElements.first { $0.identifier == identifier }
  }

  // MARK: - Scene phase

  /// Takes the system's focus from the host's window, as switching to
  /// another window does (the terminal's focus-out report): every scene
  /// becomes ``ScenePhase/inactive`` and stops appearing active. Keyboard
  /// focus stays where it is.
  ///
  /// ```swift
  /// let host = TestHost(Editor())
  /// host.resignActive()
  /// #expect(host.scenePhase == .inactive)
  /// host.becomeActive()
  /// ```
  public func resignActive() {
    send(.windowActivation(false))
  }

  /// Gives the system's focus back to the host's window (the terminal's
  /// focus-in report): every scene is ``ScenePhase/active`` again, with
  /// keyboard focus where it was.
  public func becomeActive() {
    send(.windowActivation(true))
  }

  /// The scenes' phase: ``ScenePhase/active`` unless ``resignActive()``
  /// took the window's focus.
  public var scenePhase: ScenePhase {
    display.isActive ? .active : .inactive
  }

  // MARK: - Windows and commands

  /// The titles of the app's open windows, in order (a document's file
  /// name, with `•` while it has unsaved changes).
  public var windows: [String] {
    settle()
    return runtime?.windows.map(\.title) ?? []
  }

  /// The index of the selected window: the focused scene.
  public var selectedWindow: Int {
    runtime?.selectedIndex ?? 0
  }

  /// Selects the window at `index`, as clicking its tab does.
  public func selectWindow(_ index: Int) {
    guard runtime != nil else {
      display.diagnostics.warn("TestHost.selectWindow(\(index)): this host runs a view, not an app.")
      return
    }
    send(.selectWindow(index))
  }

  /// The app's menus, in menu-bar order.
  public var menus: [CommandMenuModel] {
    settle()
    return runtime?.menus ?? []
  }

  /// Every item of the app's menus, in menu-bar order.
  public var commands: [CommandItem] {
    menus.flatMap(\.items)
  }

  /// The first item titled `title` (in `menu`, if given).
  public func command(_ title: String, in menu: String? = nil) -> CommandItem? {
    commands.first { $0.title == title && (menu == nil || $0.menu == menu) }
  }

  /// Runs the item titled `title` (in `menu`, if given), as choosing it in
  /// the menu bar does. A disabled or unknown item is a runtime warning.
  public func perform(command title: String, in menu: String? = nil) {
    guard let runtime else {
      display.diagnostics.warn("TestHost.perform(command: \"\(title)\"): this host runs a view, not an app.")
      return
    }
    guard let item = command(title, in: menu) else {
      runtime.diagnostics.warn("TestHost.perform(command: \"\(title)\"): no menu has that item.")
      return
    }
    guard item.isEnabled else {
      runtime.diagnostics.warn("TestHost.perform(command: \"\(title)\"): the item is disabled.")
      return
    }
    send(.command(item))
  }

  // MARK: - Output

  /// The rendered screen: one line per row, trailing spaces removed.
  public var screen: String {
    canvas.text
  }

  /// The rendered cells, with styles: what the terminal would show.
  public var canvas: Canvas {
    drive { display.frame(in: size).canvas }
  }

  /// Where the terminal would show its cursor: in the text field being
  /// edited, else `nil`.
  ///
  /// ```swift
  /// host.click("Username")
  /// host.type("bob")
  /// host.textCursor  // Point(x: 3, y: 0)
  /// ```
  public var textCursor: Point? {
    drive { display.frame(in: size).cursor }
  }

  /// Every element of the semantic tree, in tree order.
  ///
  /// Reading output first applies changes made outside an event (to an
  /// `@Observable` model, say), as the next frame would.
  public var elements: [Element] {
    settle()
    return graph.elements()
  }

  /// The first element labelled `label`, in tree order: the one
  /// `elements.first { $0.label == label }` gives.
  ///
  /// The lookup is indexed: the runtime files views by the labels of
  /// their elements and builds the elements of the few views filed under
  /// `label`, so it costs the same in a form of ten rows or of ten
  /// thousand (``RuntimeStats/elementsBuilt`` counts the elements built).
  ///
  /// ```swift
  /// host.element("Username")?.value  // "bob"
  /// ```
  public func element(_ label: String) -> Element? {
    settle()
    return graph.element(labelled: label)
  }

  /// The element that has keyboard focus: the one
  /// `elements.first { $0.isFocused }` gives, built from the focused view
  /// alone (no other element is built).
  ///
  /// ```swift
  /// host.press(.tab)
  /// host.focusedElement?.label  // "Username"
  /// ```
  public var focusedElement: Element? {
    settle()
    return graph.focusedElement
  }

  /// The focus inspector's report: every focus stop in Tab order, where
  /// focus and the screen reader's cursor are, and each live focus state
  /// with its value, bound views and waiting writes. Print it when a focus
  /// expectation fails.
  ///
  /// ```swift
  /// #expect(host.focusedElement?.label == "Password", "\(host.focusReport)")
  /// ```
  public var focusReport: FocusReport {
    settle()
    return graph.focusReport()
  }

  /// The keyboard shortcuts live now, in the order a key press reaches
  /// them: the app's menu commands, the `onKeyPress` handlers around the
  /// focused view (innermost first), the window's buttons with a
  /// `keyboardShortcut`. The focus inspector lists the same.
  ///
  /// ```swift
  /// host.activeShortcuts.map(\.description)  // ["Ctrl-S  button \"Save\""]
  /// ```
  public var activeShortcuts: [ActiveShortcut] {
    settle()
    return display.activeShortcuts
  }

  /// The keys the host keeps (a shortcut on one is warned about): the
  /// terminal's by default, as the host routes keys as the terminal does.
  package var reservedShortcuts: [ReservedShortcut] {
    get { display.reservedShortcuts }
    set { display.reservedShortcuts = newValue }
  }

  /// The focus journal: the last changes of keyboard focus and of the
  /// assistive technologies' cursors, oldest first, each with its cause
  /// (see ``FocusJournalEntry``). Its times are on the host's clock,
  /// which stands still until ``advanceClock(by:)``.
  ///
  /// ```swift
  /// let host = TestHost(LoginForm())
  /// host.press(.tab)
  /// host.type("bob")
  /// host.click("Sign In")  // its action writes `focusedField = .password`
  /// for entry in host.focusJournal { print(entry) }
  /// // keyboard: nothing → textField "Username" · Tab
  /// // keyboard: textField "Username" → secureField "Password" · write of .password
  /// //   to FocusState<Field?> in the action of button "Sign In"
  /// ```
  public var focusJournal: [FocusJournalEntry] {
    settle()
    return display.journal.entries
  }

  /// Whether the focus journal records (on by default, so that it holds
  /// what happened before anyone looked). Turn it off to measure what
  /// recording costs.
  ///
  /// ```swift
  /// host.recordsFocusJournal = false
  /// host.press(.tab)
  /// host.focusJournal.isEmpty   // true
  /// ```
  public var recordsFocusJournal: Bool {
    get { display.journal.isRecording }
    set { display.journal.isRecording = newValue }
  }

  /// The journal itself, for tests that count what recording costs.
  package var journal: FocusJournal { display.journal }

  /// The programmer errors reported so far, oldest first.
  public var runtimeWarnings: [String] {
    display.diagnostics.messages
  }

  /// The offsets of the scroll views, in tree order (for the differential
  /// fuzzer, which gives a fresh host the positions another one reached).
  package var scrollOffsets: [Int] {
    get { graph.scrollOffsets }
    set { graph.scrollOffsets = newValue }
  }

  /// Whether the user asked to quit (Ctrl-Q) and the app let them.
  package var isFinished: Bool { display.isFinished }

  /// The values of focus-state writes waiting for their view to appear.
  package var waitingFocusWrites: [AnyHashable?] {
    graph.waitingFocusWrites
  }

  /// The work counters of an app's commands (the graph its body and menus
  /// run in).
  package var commandStats: RuntimeStats? {
    settle()
    return runtime?.commandsGraph.stats
  }

  /// Work counters: body evaluations, layout passes, live nodes.
  public var stats: RuntimeStats {
    settle()
    return graph.stats
  }
}
