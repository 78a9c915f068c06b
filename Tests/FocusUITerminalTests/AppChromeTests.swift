import FocusUITesting
import Testing

@testable import FocusUITerminal

/// The menu bar and tab bar an app gets in the terminal, driven without a
/// terminal: keys and clicks in, canvases out.
@MainActor @Suite struct AppChromeTests {
  /// What the workshop's commands did, in order.
  @MainActor final class Log {
    var entries: [String] = []
  }

  struct Workshop: App {
    var log = Log()

    init() {}
    init(log: Log) { self.log = log }

    var body: some Scene {
      WindowGroup("Bench") { BenchView() }
      WindowGroup("Shelf") { Text("On the shelf") }
        .commands {
          CommandMenu("Tools") {
            Button("Sharpen") { log.entries.append("Sharpen") }
              .keyboardShortcut("k")
            Button("Paint") { log.entries.append("Paint") }
              .keyboardShortcut("p")
              .disabled(true)
            Divider()
            Button("Sand") { log.entries.append("Sand") }
          }
        }
    }
  }

  struct BenchView: View {
    @State private var label = ""
    var body: some View {
      VStack(alignment: .leading) {
        Text("Workbench")
        TextField("Label", text: $label)
        Text("label = \(label)")
      }
    }
  }

  let log = Log()

  func makeScreen() -> Screen {
    Screen(app: AppRuntime(Workshop(log: log)))
  }

  func menuBar(for screen: Screen) -> MenuBar {
    MenuBar(menus: screen.runtime!.menus)
  }

  func index(of title: String, in menuBar: MenuBar) throws -> Int {
    try #require(menuBar.menus.firstIndex { $0.title == title })
  }

  /// The row of `canvas` whose text contains `text`, and the column it
  /// starts at.
  func find(_ text: String, in canvas: Canvas) throws -> Point {
    let rows = canvas.text.split(separator: "\n", omittingEmptySubsequences: false)
    let y = try #require(rows.firstIndex { $0.contains(text) })
    let x = rows[y].distance(from: rows[y].startIndex, to: try #require(rows[y].range(of: text)).lowerBound)
    return Point(x: x, y: y)
  }

  // MARK: - Menu bar

  @Test func theMenusAreTheStandardOnesWithTheAppsOwnBeforeWindow() {
    let screen = makeScreen()
    // Edit holds Undo and Redo in every app.
    #expect(screen.runtime!.menus.map(\.title) == ["Workshop", "File", "Edit", "Tools", "Window"])
  }

  @Test func f10OpensTheFirstMenuAndEscapeOrF10ClosesIt() {
    var menuBar = menuBar(for: makeScreen())
    #expect(menuBar.handleKey("x", modifiers: []) == .ignored)
    #expect(menuBar.handleKey(.f10, modifiers: []) == .handled)
    #expect(menuBar.openMenu?.title == "Workshop")
    #expect(menuBar.highlightedItem?.title == "Quit Workshop")
    #expect(menuBar.handleKey(.escape, modifiers: []) == .handled)
    #expect(!menuBar.isOpen)
    _ = menuBar.handleKey(.f10, modifiers: [])
    #expect(menuBar.handleKey(.f10, modifiers: []) == .handled)
    #expect(!menuBar.isOpen)
  }

  @Test func leftAndRightMoveBetweenMenusAndWrapAround() {
    var menuBar = menuBar(for: makeScreen())
    _ = menuBar.handleKey(.f10, modifiers: [])
    _ = menuBar.handleKey(.rightArrow, modifiers: [])
    #expect(menuBar.openMenu?.title == "File")
    _ = menuBar.handleKey(.leftArrow, modifiers: [])
    _ = menuBar.handleKey(.leftArrow, modifiers: [])
    #expect(menuBar.openMenu?.title == "Window")
    #expect(menuBar.highlightedItem?.title == "Bench")
  }

  @Test func upAndDownSkipDisabledItemsAndDividers() throws {
    var menuBar = menuBar(for: makeScreen())
    menuBar.open(try index(of: "Tools", in: menuBar))
    #expect(menuBar.highlightedItem?.title == "Sharpen")
    _ = menuBar.handleKey(.downArrow, modifiers: [])
    #expect(menuBar.highlightedItem?.title == "Sand")
    _ = menuBar.handleKey(.downArrow, modifiers: [])
    #expect(menuBar.highlightedItem?.title == "Sharpen")
    _ = menuBar.handleKey(.upArrow, modifiers: [])
    #expect(menuBar.highlightedItem?.title == "Sand")
  }

  @Test func returnRunsTheHighlightedEnabledItemAndClosesTheMenu() throws {
    var menuBar = menuBar(for: makeScreen())
    menuBar.open(try index(of: "Tools", in: menuBar))
    _ = menuBar.handleKey(.downArrow, modifiers: [])
    let action = menuBar.handleKey(.return, modifiers: [])
    #expect(action == .run(try #require(menuBar.menus.flatMap(\.items).first { $0.title == "Sand" })))
    #expect(!menuBar.isOpen)
  }

  @Test func theScreenRunsAMenuItemChosenWithTheKeyboard() {
    let screen = makeScreen()
    screen.press(.f10)
    screen.press(.rightArrow)
    screen.press(.rightArrow)
    screen.press(.rightArrow)
    screen.press(.return)
    #expect(log.entries == ["Sharpen"])
    #expect(!screen.menuBar.isOpen)
  }

  @Test func aDisabledItemCannotRunByClickShortcutOrPerform() throws {
    let screen = makeScreen()
    let size = Size(width: 60, height: 12)
    _ = screen.frame(in: size)
    let tools = try find("Tools", in: screen.frame(in: size).canvas)
    screen.click(at: tools)
    #expect(screen.menuBar.openMenu?.title == "Tools")
    let paint = try find("Paint", in: screen.frame(in: size).canvas)
    screen.click(at: paint)
    #expect(screen.menuBar.isOpen)
    #expect(log.entries.isEmpty)
    screen.press(.escape)
    screen.press("p", modifiers: .control)
    let item = try #require(screen.runtime!.menus.flatMap(\.items).first { $0.title == "Paint" })
    #expect(!screen.runtime!.perform(item))
    #expect(log.entries.isEmpty)
  }

  @Test func aClickOnAnItemRunsItAndAClickElsewhereCloses() throws {
    let screen = makeScreen()
    let size = Size(width: 60, height: 12)
    screen.click(at: try find("Tools", in: screen.frame(in: size).canvas))
    screen.click(at: try find("Sand", in: screen.frame(in: size).canvas))
    #expect(log.entries == ["Sand"])
    #expect(!screen.menuBar.isOpen)
    screen.click(at: try find("Tools", in: screen.frame(in: size).canvas))
    screen.click(at: Point(x: 50, y: 10))
    #expect(!screen.menuBar.isOpen)
    #expect(log.entries == ["Sand"])
  }

  @Test func drawingShowsTitlesShortcutsAndDimmedDisabledItems() throws {
    var menuBar = menuBar(for: makeScreen())
    menuBar.hint = "F10 menus"
    menuBar.open(try index(of: "Tools", in: menuBar))
    var canvas = Canvas(size: Size(width: 60, height: 12))
    menuBar.draw(into: &canvas)
    let rows = canvas.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows[0].hasPrefix(" Workshop  File  Edit  Tools  Window "))
    #expect(rows[0].hasSuffix("F10 menus"))
    let sharpen = try find("Sharpen", in: canvas)
    #expect(rows[sharpen.y].contains("Ctrl-K │"))
    #expect(canvas[sharpen.x, sharpen.y].style.isInverse)
    let paint = try find("Paint", in: canvas)
    #expect(rows[paint.y].contains("Ctrl-P │"))
    #expect(canvas[paint.x, paint.y].style.isDim)
    #expect(!canvas[paint.x, paint.y].style.isInverse)
    #expect(rows[paint.y + 1].contains("├───"))
    let open = try find("Tools", in: canvas)
    #expect(canvas[open.x, 0].style.isInverse)
    #expect(!canvas[2, 0].style.isInverse)
  }

  @Test func anOpenMenuTakesTheKeysAndTheWindowGetsNone() throws {
    let screen = makeScreen()
    screen.press(.tab)
    screen.type("ab")
    screen.press(.f10)
    screen.type("cd")
    screen.press(.delete)
    screen.press(.escape)
    let canvas = screen.frame(in: Size(width: 40, height: 10)).canvas
    #expect(canvas.text.contains("label = ab"))
  }

  @Test func aMenuThatChangesStaysOpenOnTheSameItem() throws {
    let screen = makeScreen()
    screen.press(.f10)
    screen.press(.leftArrow)
    screen.press(.downArrow)
    #expect(screen.menuBar.openMenu?.title == "Window")
    #expect(screen.menuBar.highlightedItem?.title == "Shelf")
    screen.press("n", modifiers: .control)  // swallowed by the menu
    #expect(screen.runtime!.windows.count == 2)
    // The Window menu grows while it is open; the highlight stays.
    var menuBar = screen.menuBar
    screen.press(.escape)
    screen.press("n", modifiers: .control)  // File ▸ New Window
    #expect(screen.runtime!.windows.count == 3)
    menuBar.menus = screen.runtime!.menus
    #expect(menuBar.openMenu?.items.map(\.title) == ["Bench", "Shelf", "Bench"])
    #expect(menuBar.highlightedItem?.title == "Shelf")
  }

  // MARK: - Shortcuts and the window

  @Test func shortcutsFireFromAnywhereInTheWindowWithCtrlForCommand() {
    let screen = makeScreen()
    screen.press(.tab)  // the text field has focus
    screen.press("k", modifiers: .control)
    #expect(log.entries == ["Sharpen"])
    screen.press("K", modifiers: .control)
    #expect(log.entries == ["Sharpen", "Sharpen"])
    let canvas = screen.frame(in: Size(width: 40, height: 10)).canvas
    #expect(canvas.text.contains("label =\n"))
    #expect(!canvas.text.contains("label = k"))
  }

  @Test func clicksAndTheTextCursorAreTranslatedBelowTheBars() throws {
    let screen = makeScreen()
    let size = Size(width: 40, height: 10)
    let field = try find("Label", in: screen.frame(in: size).canvas)
    #expect(field.y >= 2)
    screen.click(at: field)
    screen.type("oak")
    let frame = screen.frame(in: size)
    let (canvas, cursor) = (frame.canvas, frame.cursor)
    #expect(canvas.text.contains("label = oak"))
    #expect(cursor == Point(x: 3, y: field.y))
    screen.press(.f10)
    #expect(screen.frame(in: size).cursor == nil)
  }

  // MARK: - Tabs

  @Test func theTabBarShowsEveryWindowAndHighlightsTheSelectedOne() throws {
    let screen = makeScreen()
    let canvas = screen.frame(in: Size(width: 40, height: 10)).canvas
    let rows = canvas.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows[1].hasPrefix(" Bench │ Shelf │"))
    #expect(canvas[1, 1].style.isInverse)
    let shelf = try find("Shelf │", in: canvas)
    #expect(!canvas[shelf.x, 1].style.isInverse)
  }

  @Test func altArrowsCtrlPageKeysAltDigitsAndClicksSwitchTabs() throws {
    let screen = makeScreen()
    let size = Size(width: 40, height: 10)
    #expect(screen.runtime!.selectedIndex == 0)
    screen.press(.rightArrow, modifiers: .option)
    #expect(screen.runtime!.selectedIndex == 1)
    #expect(screen.frame(in: size).canvas.text.contains("On the shelf"))
    screen.press(.rightArrow, modifiers: .option)
    #expect(screen.runtime!.selectedIndex == 0)
    screen.press(.pageUp, modifiers: .control)
    #expect(screen.runtime!.selectedIndex == 1)
    screen.press(.pageDown, modifiers: .control)
    #expect(screen.runtime!.selectedIndex == 0)
    screen.press("2", modifiers: .option)
    #expect(screen.runtime!.selectedIndex == 1)
    screen.click(at: try find("Bench", in: screen.frame(in: size).canvas))
    #expect(screen.runtime!.selectedIndex == 0)
    #expect(screen.frame(in: size).canvas.text.contains("Workbench"))
  }

  @Test func tabsScrollSoThatTheSelectedOneShows() {
    var tabBar = TabBar(titles: ["first.json", "second.json", "third.json"], selectedIndex: 2)
    var canvas = Canvas(size: Size(width: 16, height: 1))
    tabBar.draw(into: &canvas, row: 0)
    #expect(canvas.text.contains("third.json"))
    #expect(tabBar.tab(atColumn: 8, width: 16) == 2)
    tabBar.selectedIndex = 0
    #expect(tabBar.tab(atColumn: 2, width: 16) == 0)
    #expect(tabBar.tab(forKey: "9", modifiers: .option) == nil)
    #expect(tabBar.tab(forKey: .leftArrow, modifiers: []) == nil)
  }

  // MARK: - Quitting, no window, tiny screens

  @Test func theQuitItemFinishesTheApp() {
    let screen = makeScreen()
    screen.press(.f10)
    screen.press(.return)
    #expect(screen.isFinished)
  }

  @Test func withNoWindowOpenTheContentAreaSaysSo() {
    let screen = makeScreen()
    screen.press("w", modifiers: .control)
    screen.press("w", modifiers: .control)
    #expect(screen.runtime!.windows.isEmpty)
    let canvas = screen.frame(in: Size(width: 70, height: 6)).canvas
    #expect(canvas.text.contains("No window is open"))
    screen.press("n", modifiers: .control)
    #expect(screen.runtime!.windows.count == 1)
  }

  @Test func tinyScreensClipTheBarsAndTheMenuWithoutCrashing() {
    let screen = makeScreen()
    for size in [Size(width: 10, height: 3), Size(width: 1, height: 1), Size(width: 0, height: 0)] {
      for menu in 0..<5 {
        if menu > 0 { screen.press(.f10) }
        for _ in 0..<menu { screen.press(.rightArrow) }
        screen.press(.downArrow)
        let frame = screen.frame(in: size)
        let (canvas, cursor) = (frame.canvas, frame.cursor)
        #expect(canvas.size == size)
        if let cursor { #expect(cursor.y < size.height) }
        for y in 0..<4 {
          for x in 0..<12 { _ = screen.frame(in: size).canvas; screen.click(at: Point(x: x, y: y)) }
        }
        screen.press(.escape)
      }
    }
    var menuBar = menuBar(for: makeScreen())
    _ = menuBar.handleKey(.f10, modifiers: [])
    var canvas = Canvas(size: Size(width: 10, height: 3))
    menuBar.draw(into: &canvas)
    #expect(canvas.text.hasPrefix(" Workshop"))
  }

  // MARK: - Canvas

  @Test func aCanvasDrawnIntoAnotherIsOffsetAndClipped() {
    var window = Canvas(size: Size(width: 4, height: 2))
    window.draw("ab日", at: .zero, style: .plain)
    window.draw("cd", at: Point(x: 0, y: 1), style: CellStyle(isBold: true))
    var screen = Canvas(size: Size(width: 5, height: 2))
    screen.draw(window, at: Point(x: 2, y: 1))
    #expect(screen.text == "\n  ab")  // the wide character is cut: a blank
    #expect(screen[2, 1].character == "a")
    var whole = Canvas(size: Size(width: 6, height: 3))
    whole.draw(window, at: Point(x: 1, y: 1))
    #expect(whole.text == "\n ab日\n cd")
    #expect(whole[4, 1].isContinuation)
    #expect(whole[1, 2].style.isBold)
  }
}
