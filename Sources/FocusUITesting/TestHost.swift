@_exported import FocusUI
import Foundation

/// Runs a view headlessly and drives it like a user would: type, press keys,
/// click, then read the screen and the semantic tree.
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
/// lifecycle callbacks, layout) before it returns.
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
@MainActor
public final class TestHost {
  private let runtime: AppRuntime?
  /// The view's graph; for an app, one with nothing in it, shown while the
  /// app has no window.
  private let viewGraph: ViewGraph
  private var graph: ViewGraph { runtime?.selectedGraph ?? viewGraph }
  /// The screen size, in cells. Negative sizes are treated as empty.
  public private(set) var size: Size

  /// Starts `view` in a screen of `size` cells.
  public init<V: View>(_ view: V, size: Size = Size(width: 80, height: 24)) {
    runtime = nil
    viewGraph = ViewGraph(view)
    self.size = Self.valid(size, graph: viewGraph)
    settle()
  }

  /// Starts `app` with windows of `size` cells, opening `documents` in its
  /// ``DocumentGroup`` (with none, it starts with a new document). Untitled
  /// documents are saved in `workingDirectory`.
  public init<A: App>(
    app: A, size: Size = Size(width: 80, height: 24), documents: [URL] = [],
    workingDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
  ) {
    let runtime = AppRuntime(app, documents: documents, workingDirectory: workingDirectory)
    self.runtime = runtime
    viewGraph = ViewGraph(EmptyView(), diagnostics: runtime.diagnostics)
    self.size = Self.valid(size, graph: viewGraph)
    settle()
  }

  private static func valid(_ size: Size, graph: ViewGraph) -> Size {
    guard size.width < 0 || size.height < 0 || size.width > 10_000 || size.height > 10_000 else { return size }
    let fixed = Size(width: min(10_000, max(0, size.width)), height: min(10_000, max(0, size.height)))
    graph.diagnostics.warn("TestHost: the size \(size) is not a screen size; using \(fixed).")
    return fixed
  }

  /// Changes the screen size and lays out again.
  public func resize(to size: Size) {
    self.size = Self.valid(size, graph: graph)
    settle()
  }

  // MARK: - Input

  /// Types `text` into the focused text field, character by character.
  public func type(_ text: String) {
    guard graph.insertText(text) else {
      graph.diagnostics.warn("TestHost.type(\"\(text.prefix(20))\"): no text field has focus; the text is dropped.")
      return
    }
    settle()
  }

  /// Presses `key` with `modifiers` held.
  ///
  /// In an app, a key that is the shortcut of a command runs the command
  /// (if it is enabled) instead of going to the focused view.
  public func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) {
    if runtime?.performShortcut(key, modifiers: modifiers) != true {
      graph.handleKey(key, modifiers: modifiers)
    }
    settle()
  }

  /// Clicks the element labelled `label` (the first in tree order): a button
  /// runs its action, a toggle flips, a text field starts editing.
  public func click(_ label: String) {
    guard let element = element(label) else {
      graph.diagnostics.warn("TestHost.click(\"\(label)\"): no element has that label.")
      return
    }
    graph.click(element.id)
    settle()
  }

  private func settle() {
    if let runtime { runtime.update() } else { graph.update() }
    graph.layout(in: size)
  }

  func settleForDriver() { settle() }

  // MARK: - Accessibility

  /// The selected window's assistive technologies.
  var accessibility: AccessibilitySession { graph.accessibility }

  /// A driver for `technology` (`.voiceOver` or `.switchControl`) in this
  /// host; it is not running until you set ``AssistiveTechnologyDriver/isRunning``.
  ///
  /// ```swift
  /// let voiceOver = host.assistiveTechnology(.voiceOver)
  /// voiceOver.isRunning = true
  /// ```
  public func assistiveTechnology(_ technology: AccessibilityTechnologies) -> AssistiveTechnologyDriver {
    if technology != .voiceOver, technology != .switchControl {
      graph.diagnostics.warn(
        "TestHost.assistiveTechnology(_:): pass one technology, .voiceOver or .switchControl; using the first given.")
    }
    let single = AccessibilityTechnologies.each.first { technology.contains($0) } ?? .voiceOver
    return AssistiveTechnologyDriver(host: self, technology: single)
  }

  /// The accessibility tree, in reading order.
  public var accessibilityElements: [AccessibilityElement] {
    settle()
    return graph.accessibilityElements()
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
    guard let runtime else {
      viewGraph.diagnostics.warn("TestHost.selectWindow(\(index)): this host runs a view, not an app.")
      return
    }
    runtime.select(index)
    settle()
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
      viewGraph.diagnostics.warn("TestHost.perform(command: \"\(title)\"): this host runs a view, not an app.")
      return
    }
    guard let item = command(title, in: menu) else {
      runtime.diagnostics.warn("TestHost.perform(command: \"\(title)\"): no menu has that item.")
      return
    }
    guard item.isEnabled, runtime.perform(item) else {
      runtime.diagnostics.warn("TestHost.perform(command: \"\(title)\"): the item is disabled.")
      return
    }
    settle()
  }

  // MARK: - Output

  /// The rendered screen: one line per row, trailing spaces removed.
  public var screen: String {
    canvas.text
  }

  /// The rendered cells, with styles.
  public var canvas: Canvas {
    settle()
    return graph.render()
  }

  /// Every element of the semantic tree, in tree order.
  ///
  /// Reading output first applies changes made outside an event (to an
  /// `@Observable` model, say), as the next frame would.
  public var elements: [Element] {
    settle()
    return graph.elements()
  }

  /// The first element labelled `label`, in tree order.
  public func element(_ label: String) -> Element? {
    elements.first { $0.label == label }
  }

  /// The element that has keyboard focus.
  public var focusedElement: Element? {
    elements.first { $0.isFocused }
  }

  /// The programmer errors reported so far, oldest first.
  public var runtimeWarnings: [String] {
    (runtime?.diagnostics ?? viewGraph.diagnostics).messages
  }

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

  /// Work counters: body evaluations, layout passes, live nodes.
  public var stats: RuntimeStats {
    settle()
    return graph.stats
  }
}
