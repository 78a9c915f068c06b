@_exported import FocusUI

/// Runs a view headlessly in a test and drives it like a user would: type,
/// press keys, click, then read the screen and the semantic tree.
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
/// A test host is the pilot, apart from the device it drives: the
/// ``/FocusUI/HeadlessHost`` (``device``) is FocusUI's headless host — the screen,
/// the run loop of the app's async work and its clock — and each call here
/// becomes the ``/FocusUI/InputEvent`` the terminal would deliver to it, so a test
/// exercises exactly the terminal's routing. Built on FocusUI's public
/// API alone, it is also a worked example of a host of your own.
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
/// A host can also run a whole ``/FocusUI/App``: its windows, the selected one (the
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
/// For an app, ``screen`` shows the menu bar and tabs above the selected
/// window, as the terminal does, and ``elements`` are the selected
/// window's, in its own coordinates.
@MainActor
public final class TestHost {
  /// The headless device this host drives: what it sends events to and
  /// reads frames and elements from.
  public let device: HeadlessHost

  /// The screen size, in cells. Negative sizes are treated as empty.
  public var size: Size { device.size }

  /// Starts `view` in a screen of `size` cells. Its ``/FocusUI/AppStorage`` and
  /// ``/FocusUI/SceneStorage`` values are kept at `storage`: in memory by default,
  /// so a test never reads or writes the user's settings; give two hosts
  /// the same ``/FocusUI/StorageLocation/directory(_:)`` to test a restart.
  public init<V: View>(_ view: V, size: Size = Size(width: 80, height: 24), storage: StorageLocation = .memory) {
    device = HeadlessHost(view, size: size, storage: storage)
  }

  /// Starts `app` in a screen of `size` cells, opening `documents` in its
  /// ``/FocusUI/DocumentGroup`` (with none, it starts with a new document). Untitled
  /// documents are saved in `workingDirectory`. Stored values are kept at
  /// `storage` (memory by default). With no `size`, the screen is the first
  /// window's ``/FocusUI/Scene/defaultSize(width:height:)`` plus the menu bar and
  /// tab rows, or 80×24.
  public init<A: App>(
    app: A, size: Size? = nil, documents: [URL] = [],
    workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    storage: StorageLocation = .memory
  ) {
    device = HeadlessHost(
      app: app, size: size, documents: documents, workingDirectory: workingDirectory, storage: storage)
  }

  /// Changes the screen size and lays out again.
  public func resize(to size: Size) {
    device.send(.resize(size))
  }

  // MARK: - Input

  /// Types `text`, as the terminal delivers a burst of typing: into the
  /// focused text field in one edit, or, with no text field focused, key
  /// by key to the focused view (with a runtime warning, since a test that
  /// types usually meant a field to have focus).
  public func type(_ text: String) {
    if !device.isEditingText {
      device.warn(
        "TestHost.type(\"\(text.prefix(20))\"): no text field has focus; the text goes to the focused view as keys.")
    }
    device.send(.text(text))
  }

  /// Pastes `text`: into the focused text field, never as keys.
  public func paste(_ text: String) {
    device.send(.paste(text))
  }

  /// Presses `key` with `modifiers` held.
  ///
  /// In an app, a key that is the shortcut of a command runs the command
  /// (if it is enabled) instead of going to the focused view; F10 opens the
  /// menu bar, as in the terminal.
  public func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) {
    device.send(.key(key, modifiers))
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
      device.warn("TestHost.click(\"\(label)\"): no element has that label.")
      return
    }
    device.send(.clickElement(element.id))
  }

  /// Clicks the cell at `point` of the screen, as a pointer does.
  public func click(at point: Point) {
    device.send(.click(point))
  }

  /// Clicks the cell at `point` `count` times in a row: `count: 2` is a
  /// double click.
  ///
  /// ```swift
  /// host.click(at: Point(x: 3, y: 1), count: 2)
  /// ```
  public func click(at point: Point, count: Int) {
    for _ in 0..<max(0, count) { device.send(.click(point)) }
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
    device.advanceClock(by: duration)
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
    device.runUntilIdle()
  }

  /// The time on the host's clock: how far ``advanceClock(by:)`` moved it.
  public var clock: Duration { device.clock }

  /// Moves the pointer to `point` of the screen with the button held, as
  /// after a press: a slider pressed last follows it.
  public func drag(to point: Point) {
    device.send(.drag(point))
  }

  /// Moves the pointer to `point` of the screen (`nil`: off the screen),
  /// as a terminal's motion reports do: views with `onHover` actions hear it.
  public func hover(at point: Point?) {
    device.send(.pointerMove(point))
  }

  /// Turns the wheel over `point`: positive `lines` scroll down.
  public func scroll(at point: Point, lines: Int) {
    device.send(.scroll(point, lines: lines))
  }

  // MARK: - Accessibility

  /// The accessibility tree, in reading order.
  public var accessibilityElements: [AccessibilityElement] {
    device.accessibilityElements
  }

  /// The first element of the accessibility tree whose
  /// ``/FocusUI/View/accessibilityIdentifier(_:)`` is `identifier`, as UI tests
  /// find elements by identifier.
  ///
  /// ```swift
  /// host.accessibilityElement(identifier: "signInButton")?.label   // "Sign In"
  /// ```
  public func accessibilityElement(identifier: String) -> AccessibilityElement? {
    accessibilityElements.first { $0.identifier == identifier }
  }

  /// A driver for `technology` (`.voiceOver` or `.switchControl`) in this
  /// host; it is not running until you set ``/FocusUI/AssistiveTechnologyDriver/isRunning``.
  ///
  /// ```swift
  /// let voiceOver = host.assistiveTechnology(.voiceOver)
  /// voiceOver.isRunning = true
  /// ```
  public func assistiveTechnology(_ technology: AccessibilityTechnologies) -> AssistiveTechnologyDriver {
    device.assistiveTechnology(technology)
  }

  // MARK: - Scene phase

  /// Takes the system's focus from the host's window, as switching to
  /// another window does (the terminal's focus-out report): every scene
  /// becomes ``/FocusUI/ScenePhase/inactive`` and stops appearing active. Keyboard
  /// focus stays where it is.
  ///
  /// ```swift
  /// let host = TestHost(Editor())
  /// host.resignActive()
  /// #expect(host.scenePhase == .inactive)
  /// host.becomeActive()
  /// ```
  public func resignActive() {
    device.send(.windowActivation(false))
  }

  /// Gives the system's focus back to the host's window (the terminal's
  /// focus-in report): every scene is ``/FocusUI/ScenePhase/active`` again, with
  /// keyboard focus where it was.
  public func becomeActive() {
    device.send(.windowActivation(true))
  }

  /// The scenes' phase: ``/FocusUI/ScenePhase/active`` unless ``resignActive()``
  /// took the window's focus.
  public var scenePhase: ScenePhase { device.scenePhase }

  // MARK: - Windows and commands

  /// The titles of the app's open windows, in order (a document's file
  /// name, with `•` while it has unsaved changes).
  public var windows: [String] { device.windows }

  /// The index of the selected window: the focused scene.
  public var selectedWindow: Int { device.selectedWindow }

  /// Selects the window at `index`, as clicking its tab does.
  public func selectWindow(_ index: Int) {
    guard device.runsApp else {
      device.warn("TestHost.selectWindow(\(index)): this host runs a view, not an app.")
      return
    }
    device.send(.selectWindow(index))
  }

  /// The app's menus, in menu-bar order.
  public var menus: [CommandMenuModel] { device.menus }

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
    guard device.runsApp else {
      device.warn("TestHost.perform(command: \"\(title)\"): this host runs a view, not an app.")
      return
    }
    guard let item = command(title, in: menu) else {
      device.warn("TestHost.perform(command: \"\(title)\"): no menu has that item.")
      return
    }
    guard item.isEnabled else {
      device.warn("TestHost.perform(command: \"\(title)\"): the item is disabled.")
      return
    }
    device.send(.command(item))
  }

  // MARK: - Output

  /// The rendered screen: one line per row, trailing spaces removed.
  public var screen: String {
    canvas.text
  }

  /// The rendered cells, with styles: what the terminal would show.
  public var canvas: Canvas {
    device.frame().canvas
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
    device.frame().cursor
  }

  /// Every element of the semantic tree, in tree order.
  ///
  /// Reading output first applies changes made outside an event (to an
  /// `@Observable` model, say), as the next frame would.
  public var elements: [Element] { device.elements }

  /// The first element labelled `label`, in tree order: the one
  /// `elements.first { $0.label == label }` gives.
  ///
  /// The lookup is indexed: the runtime files views by the labels of
  /// their elements and builds the elements of the few views filed under
  /// `label`, so it costs the same in a form of ten rows or of ten
  /// thousand (``/FocusUI/RuntimeStats/elementsBuilt`` counts the elements built).
  ///
  /// ```swift
  /// host.element("Username")?.value  // "bob"
  /// ```
  public func element(_ label: String) -> Element? {
    device.element(label)
  }

  /// The element that has keyboard focus: the one
  /// `elements.first { $0.isFocused }` gives, built from the focused view
  /// alone (no other element is built).
  ///
  /// ```swift
  /// host.press(.tab)
  /// host.focusedElement?.label  // "Username"
  /// ```
  public var focusedElement: Element? { device.focusedElement }

  /// The focus inspector's report: every focus stop in Tab order, where
  /// focus and the screen reader's cursor are, and each live focus state
  /// with its value, bound views and waiting writes. Print it when a focus
  /// expectation fails.
  ///
  /// ```swift
  /// #expect(host.focusedElement?.label == "Password", "\(host.focusReport)")
  /// ```
  public var focusReport: FocusReport { device.focusReport }

  /// The keyboard shortcuts live now, in the order a key press reaches
  /// them: the app's menu commands, the `onKeyPress` handlers around the
  /// focused view (innermost first), the window's buttons with a
  /// `keyboardShortcut`. The focus inspector lists the same.
  ///
  /// ```swift
  /// host.activeShortcuts.map(\.description)  // ["Ctrl-S  button \"Save\""]
  /// ```
  public var activeShortcuts: [ActiveShortcut] { device.activeShortcuts }

  /// The keys the host keeps (a shortcut on one is warned about): the
  /// terminal's by default, as the host routes keys as the terminal does.
  ///
  /// ```swift
  /// host.reservedShortcuts = ReservedShortcut.browser
  /// ```
  public var reservedShortcuts: [ReservedShortcut] {
    get { device.reservedShortcuts }
    set { device.reservedShortcuts = newValue }
  }

  /// The focus journal: the last changes of keyboard focus and of the
  /// assistive technologies' cursors, oldest first, each with its cause
  /// (see ``/FocusUI/FocusJournalEntry``). Its times are on the host's clock,
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
  public var focusJournal: [FocusJournalEntry] { device.focusJournal }

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
    get { device.recordsFocusJournal }
    set { device.recordsFocusJournal = newValue }
  }

  /// The programmer errors reported so far, oldest first.
  public var runtimeWarnings: [String] { device.runtimeWarnings }

  /// Whether the user asked to quit (Ctrl-Q) and the app let them.
  public var isFinished: Bool { device.isFinished }

  /// Work counters: body evaluations, layout passes, live nodes.
  public var stats: RuntimeStats { device.stats }
}
