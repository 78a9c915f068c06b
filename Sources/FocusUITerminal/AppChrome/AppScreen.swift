/// A running app as the terminal shows it: the menu bar on the top row, the
/// windows' tabs on the second, and the selected window below.
///
/// ``TerminalHost`` feeds it the decoded input and draws its frames; tests
/// drive it the same way, without a terminal:
///
/// ```swift
/// let screen = AppScreen(runtime: AppRuntime(DocumentApp(), documents: [url]))
/// screen.press(.tab)
/// screen.press("u", modifiers: .control)   // Edit ▸ Increment
/// let (canvas, cursor) = screen.frame(in: Size(width: 80, height: 24))
/// ```
///
/// Keys go to the screen reader first (F2, and its Alt-↓/↑/Return while it
/// is on); then to the open menu; otherwise F10 opens the menus, Alt-←/→
/// and Ctrl-PageUp/PageDown switch tabs, a key that is a command's shortcut
/// runs it (Command is Ctrl in the terminal), and the rest go to the
/// selected window. Clicks go to the menu bar, the tabs or the window,
/// translated to the window's own coordinates. The screen reader reads the
/// selected window; while it is on, its status line takes the bottom row.
@MainActor
package final class AppScreen {
  /// What the top row shows at its right end.
  package static let hint = "F10 menus · Alt-←/→ tabs"
  /// The rows above the window: the menu bar and the tab bar.
  package static let chromeHeight = 2

  package let runtime: AppRuntime
  package private(set) var menuBar = MenuBar(hint: AppScreen.hint)
  package private(set) var tabBar = TabBar()
  /// The built-in screen reader, reading the selected window.
  package let screenReader: ScreenReader
  /// What the content area shows when the app has no window open.
  private let noWindow: ViewGraph
  /// The size of the last frame: clicks are read against it.
  private var size = Size.zero

  /// The screen of `runtime`'s app.
  ///
  /// ```swift
  /// let screen = AppScreen(runtime: AppRuntime(MyApp()))
  /// let spoken = AppScreen(runtime: AppRuntime(MyApp()), screenReader: ScreenReader(isOn: true))
  /// ```
  package init(runtime: AppRuntime, screenReader: ScreenReader? = nil) {
    self.runtime = runtime
    self.screenReader = screenReader ?? ScreenReader()
    noWindow = ViewGraph(
      Text("No window is open: F10 opens the menus, Ctrl-Q quits.").foregroundStyle(.gray),
      diagnostics: runtime.diagnostics)
    sync()
    self.screenReader.read(content)
  }

  /// Whether the app asked to quit: the host stops then.
  package var isFinished: Bool { runtime.isQuitRequested }

  /// The selected window's graph, or the "no window" message.
  package var content: ViewGraph { runtime.selectedGraph ?? noWindow }

  // MARK: - Input

  /// Delivers a key press (see the type's description for the order).
  ///
  /// ```swift
  /// screen.press(.f10)            // opens the first menu
  /// screen.press(.return)         // runs its highlighted item
  /// ```
  package func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) {
    defer { settle() }
    if screenReader.handleKey(key, modifiers: modifiers) { return }
    if menuBar.isOpen || key == .f10 {
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
    if runtime.performShortcut(key, modifiers: modifiers) { return }
    content.handleKey(key, modifiers: modifiers)
  }

  /// Delivers typed text: into the focused text field, or key by key.
  /// An open menu swallows it.
  ///
  /// ```swift
  /// screen.type("Groceries")
  /// ```
  package func type(_ text: String) {
    guard !menuBar.isOpen else { return }
    if content.insertText(text) {
      settle()
    } else {
      for character in text { press(KeyEquivalent(character)) }
    }
  }

  /// Delivers pasted text: always text, never keys. An open menu swallows
  /// it.
  ///
  /// ```swift
  /// screen.paste("a\tb")
  /// ```
  package func paste(_ text: String) {
    guard !menuBar.isOpen else { return }
    content.insertText(text)
    settle()
  }

  /// Delivers a click at `point` on the screen of the last frame.
  ///
  /// ```swift
  /// screen.click(at: Point(x: 2, y: 1))   // selects the first tab
  /// ```
  package func click(at point: Point) {
    defer { settle() }
    switch menuBar.click(at: point, in: size) {
    case .handled: return
    case .run(let item):
      runtime.perform(item)
      return
    case .ignored: break
    }
    if point.y == 1 {
      if let tab = tabBar.tab(atColumn: point.x, width: size.width) { runtime.select(tab) }
    } else if point.y >= Self.chromeHeight, !screenReader.isOnStatusLine(point) {
      content.click(at: Point(x: point.x, y: point.y - Self.chromeHeight))
    }
  }

  /// Ctrl-Q or Ctrl-C: asks the app to quit. With unsaved documents the
  /// first time only warns; ``isFinished`` tells.
  ///
  /// ```swift
  /// screen.quit()
  /// if screen.isFinished { return }
  /// ```
  package func quit() {
    menuBar.close()
    runtime.quit()
    settle()
  }

  // MARK: - Drawing

  /// Updates the app and draws it on a screen of `size`: the canvas and
  /// where the text cursor shows (`nil` hides it; so does an open menu).
  ///
  /// ```swift
  /// let (canvas, cursor) = screen.frame(in: session.size)
  /// session.write(writer.frame(canvas, cursor: cursor))
  /// ```
  package func frame(in size: Size) -> (canvas: Canvas, cursor: Point?) {
    settle()
    self.size = size
    var canvas = Canvas(size: size)
    let contentSize = screenReader.contentSize(
      in: Size(width: canvas.size.width, height: max(0, canvas.size.height - Self.chromeHeight)))
    let graph = content
    graph.layout(in: contentSize)
    if contentSize.height > 0 {
      canvas.draw(graph.render(), at: Point(x: 0, y: Self.chromeHeight))
    }
    screenReader.draw(into: &canvas, content: Rect(origin: Point(x: 0, y: Self.chromeHeight), size: contentSize))
    tabBar.draw(into: &canvas, row: 1)
    menuBar.draw(into: &canvas)
    var cursor: Point?
    if !menuBar.isOpen, let position = graph.textCursor, position.y < contentSize.height {
      cursor = Point(x: position.x, y: position.y + Self.chromeHeight)
    }
    return (canvas, cursor)
  }

  /// Runs the app until it settles and shows its current menus and windows.
  private func settle() {
    runtime.update()
    // A newly selected window starts the reader's cursor in its next update.
    if screenReader.read(content) { runtime.update() }
    sync()
  }

  private func sync() {
    let menus = runtime.menus
    if menus != menuBar.menus { menuBar.menus = menus }
    tabBar = TabBar(titles: runtime.windows.map(\.title), selectedIndex: runtime.selectedIndex)
  }
}
