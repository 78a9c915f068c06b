import Foundation

/// The headless device: a ``Screen`` with no terminal or browser, whose
/// app's async work runs when the host says, on a clock that moves only
/// when told. It is what `FocusUITesting`'s `TestHost` drives (the verbs a
/// test uses, `press`, `type`, `click`, live there), what
/// `focus-demo --keys … --print-screen` runs on, and the model of a host
/// that sends ``InputEvent``s and reads the frames and elements that come
/// out.
///
/// ```swift
/// let device = HeadlessHost(LoginForm(), size: Size(width: 40, height: 10))
/// device.send(.key(.tab, []))
/// device.send(.text("bob"))
/// device.element("Username")?.value          // "bob"
/// print(device.frame().canvas.text)
/// ```
///
/// Every ``send(_:)`` processes its event completely (state changes, body
/// updates, lifecycle callbacks, layout) before it returns, and the async
/// work it made ready: a `.task`, a `Task { }` an action started, the rest
/// of a task after its `await`. Their `Task.sleep`s follow the device's
/// clock, which moves only in ``advanceClock(by:)``.
///
/// Lookups are indexed: ``element(_:)`` and ``focusedElement`` build the
/// elements of the few views that can match (those filed under the label,
/// the focused view), not the whole semantic tree, and answer exactly as
/// a search of ``elements`` would. ``elements`` itself builds every
/// element.
///
/// A device can also run a whole ``App``: its windows, the selected one
/// (the focused scene, whose content ``frame(semantics:)`` and
/// ``elements`` show), and its menus' commands. The frame shows the menu
/// bar and tabs above the selected window, as the terminal does, and
/// ``elements`` are the selected window's, in its own coordinates.
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
  ///
  /// ```swift
  /// let device = HeadlessHost(Editor(), storage: .directory(folder))
  /// ```
  public init<V: View>(_ view: V, size: Size = Size(width: 80, height: 24), storage: StorageLocation = .memory) {
    HeadlessExecutors.install()
    let runLoop = HeadlessRunLoop()
    self.runLoop = runLoop
    display = HeadlessRunLoop.$current.withValue(runLoop) { Screen(view, size: .zero, storage: storage) }
    // It routes as the terminal does, and keeps the terminal's keys.
    display.reservedShortcuts = ReservedShortcut.terminal
    send(.resize(size))
    standClockStill()
  }

  /// Starts `app` in a screen of `size` cells, opening `documents` in its
  /// ``DocumentGroup`` (with none, it starts with a new document). Untitled
  /// documents are saved in `workingDirectory`. Stored values are kept at
  /// `storage` (memory by default). With no `size`, the screen is the first
  /// window's ``Scene/defaultSize(width:height:)`` plus the menu bar and
  /// tab rows, or 80×24.
  ///
  /// ```swift
  /// let device = HeadlessHost(app: NotesApp(), documents: [URL(fileURLWithPath: "todo.json")])
  /// ```
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
    send(.resize(size ?? runtime.defaultScreenSize ?? Size(width: 80, height: 24)))
    standClockStill()
  }

  /// `size`, or the nearest screen size with a warning: a test asking
  /// for 20,000 columns or a negative height made a mistake.
  private func valid(_ size: Size) -> Size {
    guard size.width < 0 || size.height < 0 || size.width > 10_000 || size.height > 10_000 else { return size }
    let fixed = Size(width: min(10_000, max(0, size.width)), height: min(10_000, max(0, size.height)))
    display.diagnostics.warn("TestHost: the size \(size) is not a screen size; using \(fixed).")
    return fixed
  }

  // MARK: - Input

  /// Delivers `event` as the terminal would, then runs the app's async
  /// work it made ready; when this returns, the event is settled and laid
  /// out.
  ///
  /// ```swift
  /// device.send(.key(.tab, []))
  /// device.send(.clickElement(device.element("Sign In")!.id))
  /// ```
  public func send(_ event: InputEvent) {
    var event = event
    if case .resize(let size) = event { event = .resize(valid(size)) }
    // Each call is a batch of its own, laid out at once, so what a test
    // reads next (scroll offsets, frames) is current, as after the
    // terminal's frame.
    drive {
      display.send(event)
      display.layout()
    }
  }

  /// Lets `duration` pass on the device's clock: the app's `Task.sleep`s
  /// that end meanwhile end, each at its own time and in order, and the
  /// work after them runs before this returns.
  ///
  /// The clock moves only when told, so that timed behaviour runs at once
  /// and always the same way: a search that waits 300 ms after the last
  /// key, clicks at one cell that make a series (a double click) until
  /// more than half a second passes.
  ///
  /// ```swift
  /// device.send(.text("pasta"))
  /// device.advanceClock(by: .milliseconds(300))
  /// ```
  ///
  /// Sleeps count in whole milliseconds. Work outside the device's tasks
  /// keeps real time: a detached task's sleep, `DispatchQueue.main`'s
  /// `asyncAfter`.
  public func advanceClock(by duration: Duration) {
    drive { runLoop.advance(by: duration) { runTasks() } }
  }

  /// Runs the app's async work that can run now — tasks started by
  /// `.task` or by actions, the rest of a task after its `await` — and the
  /// work that starts, until all of it is done or waits: for the clock
  /// (``advanceClock(by:)``), or for something outside the device.
  ///
  /// ``send(_:)`` does this before it returns; call it after changing the
  /// app's model from outside.
  ///
  /// ```swift
  /// store.items.append(Item("Milk"))
  /// device.runUntilIdle()
  /// ```
  public func runUntilIdle() {
    drive {}
  }

  /// The time on the device's clock: how far ``advanceClock(by:)`` moved it.
  public var clock: Duration { runLoop.now }

  private func standClockStill() {
    display.clock = { [runLoop] in runLoop.now }
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

  // MARK: - Output

  /// The frame a host would show now: the screen's cells, where the caret
  /// is and, with `semantics`, what the elements mean (see
  /// ``Screen/frame(in:semantics:)``).
  ///
  /// ```swift
  /// device.frame().canvas.text            // the screen, one line per row
  /// device.frame(semantics: true).semantics?.focused
  /// ```
  public func frame(semantics: Bool = false) -> HostFrame {
    drive { display.frame(in: size, semantics: semantics) }
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
  /// device.element("Username")?.value  // "bob"
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
  /// device.focusedElement?.label  // "Username"
  /// ```
  public var focusedElement: Element? {
    settle()
    return graph.focusedElement
  }

  /// Whether a text field has focus: typed text goes into it, not to the
  /// focused view as keys.
  public var isEditingText: Bool { graph.isEditingText }

  /// The accessibility tree, in reading order.
  public var accessibilityElements: [AccessibilityElement] {
    settle()
    return graph.accessibilityElements()
  }

  /// The focus inspector's report: every focus stop in Tab order, where
  /// focus and the screen reader's cursor are, and each live focus state
  /// with its value, bound views and waiting writes.
  ///
  /// ```swift
  /// print(device.focusReport)
  /// ```
  public var focusReport: FocusReport {
    settle()
    return graph.focusReport()
  }

  /// The keyboard shortcuts live now, in the order a key press reaches
  /// them (what the focus inspector lists).
  ///
  /// ```swift
  /// device.activeShortcuts.map(\.description)  // ["Ctrl-S  button \"Save\""]
  /// ```
  public var activeShortcuts: [ActiveShortcut] {
    settle()
    return display.activeShortcuts
  }

  /// The keys the device keeps (a shortcut on one is warned about): the
  /// terminal's by default, as it routes keys as the terminal does.
  ///
  /// ```swift
  /// device.reservedShortcuts = ReservedShortcut.browser
  /// ```
  public var reservedShortcuts: [ReservedShortcut] {
    get { display.reservedShortcuts }
    set { display.reservedShortcuts = newValue }
  }

  /// The focus journal, oldest first (see ``FocusJournalEntry``); its
  /// times are on the device's clock.
  ///
  /// ```swift
  /// for entry in device.focusJournal { print(entry) }
  /// ```
  public var focusJournal: [FocusJournalEntry] {
    settle()
    return display.focusJournal
  }

  /// Whether the focus journal records (on by default).
  ///
  /// ```swift
  /// device.recordsFocusJournal = false
  /// ```
  public var recordsFocusJournal: Bool {
    get { display.journal.isRecording }
    set { display.journal.isRecording = newValue }
  }

  /// The programmer errors reported so far, oldest first.
  public var runtimeWarnings: [String] {
    display.runtimeWarnings
  }

  /// Reports a programmer error found while driving the device, as the
  /// runtime reports its own (``runtimeWarnings`` lists it).
  ///
  /// ```swift
  /// device.warn("TestHost.click(\"Nope\"): no element has that label.")
  /// ```
  public func warn(_ message: String) {
    display.warn(message)
  }

  /// Work counters of the shown window: body evaluations, layout passes,
  /// live nodes.
  public var stats: RuntimeStats {
    settle()
    return graph.stats
  }

  /// Whether the user asked to quit (Ctrl-Q) and the app let them.
  public var isFinished: Bool { display.isFinished }

  // MARK: - Scenes

  /// Whether the device runs an ``App`` (with windows and menus), rather
  /// than a view.
  public var runsApp: Bool { runtime != nil }

  /// The scenes' phase: ``ScenePhase/active`` unless an
  /// ``InputEvent/windowActivation(_:)`` took the window's focus.
  public var scenePhase: ScenePhase {
    display.isActive ? .active : .inactive
  }

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

  /// The app's menus, in menu-bar order.
  public var menus: [CommandMenuModel] {
    settle()
    return runtime?.menus ?? []
  }

  // MARK: - For the package's tests

  /// The selected window's assistive technologies.
  package var accessibility: AssistiveFocus { graph.accessibility }

  /// Where a programmer error found while driving this host is reported.
  package var diagnostics: RuntimeWarnings { display.diagnostics }

  /// The journal itself, for tests that count what recording costs.
  package var journal: FocusJournal { display.journal }

  /// The offsets of the scroll views, in tree order (for the differential
  /// fuzzer, which gives a fresh host the positions another one reached).
  package var scrollOffsets: [Int] {
    get { graph.scrollOffsets }
    set { graph.scrollOffsets = newValue }
  }

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
}
