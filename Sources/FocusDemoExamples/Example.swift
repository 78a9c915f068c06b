import FocusUI

/// One example of the demo: a name to open it by, a title and the view.
public struct Example: Sendable {
  /// The name on the command line: `focus-demo login`.
  public let name: String
  public let title: String
  /// Where the example comes from and what to try.
  public let summary: String
  /// Whether `focus-demo NAME` starts with the terminal's screen reader on.
  public var startsScreenReader = false
  let makeView: @MainActor @Sendable () -> AnyView
  /// The example as an app with its menus, for `focus-demo NAME`: the
  /// gallery shows ``makeContent()``, which has no menu bar.
  public var makeApp: (@MainActor @Sendable () -> any App)?

  /// The example's view.
  @MainActor public func makeContent() -> AnyView { makeView() }

  /// Every example, in gallery order.
  public static let all: [Example] = [
    Example(
      name: "login", title: "Login form",
      summary: "FocusState's login form: Sign In moves focus to the first empty field.",
      makeView: { AnyView(LoginForm()) }),
    Example(
      name: "two-bindings", title: "Two bindings, one field",
      summary: "Setting .name or .fullName focuses the same field.",
      makeView: { AnyView(TwoBindingsExample()) }),
    Example(
      name: "ambiguous", title: "Ambiguous bindings",
      summary: "Two fields bound to .name: a write focuses the first and warns.",
      makeView: { AnyView(AmbiguousExample()) }),
    Example(
      name: "nested-bool", title: "Nested Bool states",
      summary: "A focusable container and its field, each with a Bool state.",
      makeView: { AnyView(NestedBoolExample()) }),
    Example(
      name: "nested-enum", title: "Nested enum state",
      summary: "One enum state tells the container from the field.",
      makeView: { AnyView(NestedEnumExample()) }),
    Example(
      name: "auto-focus", title: "Auto-focus (Blueprint)",
      summary: "focused(when:) and onAppear: the field has focus in the first frame.",
      makeView: { AnyView(AutoFocusExample()) }),
    Example(
      name: "custom-control", title: "Custom control (FocusBinding)",
      summary: "A control joins focus through Blueprint's FocusBinding.",
      makeView: { AnyView(CustomControlExample()) }),
    Example(
      name: "default-focus", title: "Default focus and scopes",
      summary: "Opens with focus in Name (defaultFocus); Reset focus returns it to Email, the scope's preferred view.",
      makeView: { AnyView(DefaultFocusExample()) }),
    Example(
      name: "groceries", title: "Growing list",
      summary: "Add appends a row and focuses it; a bought item's field is disabled.",
      makeView: { AnyView(GroceryList()) }),
    Example(
      name: "keys", title: "Keys and commands",
      summary: "onMoveCommand, onKeyPress(characters:), onDeleteCommand, focusEffectDisabled; Esc is onExitCommand.",
      makeView: { AnyView(KeyCommandsExample()) }),
    Example(
      name: "rating", title: "Rating control",
      summary:
        "One focus stop per rating: ←/→ (onMoveCommand) or a digit (onKeyPress) change it; it draws its own focus.",
      makeView: { AnyView(RatingExample()) }),
    Example(
      name: "controls", title: "Controls and styles",
      summary:
        "A settings pane: ←/→ change the stepper and the slider, Space flips the toggles, a custom ButtonStyle, a Link.",
      makeView: { AnyView(ControlsExample()) }),
    Example(
      name: "arrows", title: "Arrow keys and focus sections",
      summary: "Arrows move focus to the nearest button in line; the sidebar is a focusSection().",
      makeView: { AnyView(ArrowFocusExample()) }),
    Example(
      name: "search", title: "Search",
      summary: "Type to filter; Ctrl-F writes searchFocused, Return picks the first match, Esc dismisses the search.",
      makeView: { AnyView(SearchExample()) }),
    Example(
      name: "async-search", title: "Search as you type (async)",
      summary:
        "Results load 0.3 s after you stop typing (.task(id:)) and the first takes focus; the clock's .task stops when hidden.",
      makeView: { AnyView(AsyncSearchExample()) }),
    Example(
      name: "selectable-list", title: "Selectable list, picker, menu",
      summary: "List(selection:) with a Picker, a Menu and a DisclosureGroup.",
      makeView: { AnyView(SelectableListExample()) }),
    Example(
      name: "sheet", title: "Sheets, alerts and popovers",
      summary: "Edit opens a sheet: focus moves in, Tab stays inside, Esc closes and focus returns. Delete asks first.",
      makeView: { AnyView(PresentationsExample()) }),
    Example(
      name: "navigation", title: "Navigation: split view, stack, toolbar",
      summary:
        "Categories beside a stack of recipes; Return opens one (toolbar ☆ Favorite), Esc goes back. Narrow: one column at a time.",
      makeView: { AnyView(NavigationExample()) }),
    Example(
      name: "lazy-list", title: "100,000-row lazy list",
      summary: "Jump to row (type a number, Return) focuses a row never made; Tab, PageUp/PageDown/Home/End scroll.",
      makeView: { AnyView(LazyListExample()) }),
    Example(
      name: "big-form", title: "10,000-field form",
      summary: "Tab through ten thousand fields.",
      makeView: { AnyView(BigFormExample(fields: 10_000)) }),
    Example(
      name: "styles", title: "Text, colors and shapes",
      summary: "Recipe cards: title fonts, tags in capsules, a rounded border that shows focus, a bar of shapes.",
      makeView: { AnyView(StylesExample()) }),
    Example(
      name: "layout", title: "Responsive layout",
      summary:
        "ViewThatFits picks the header that fits, a Grid lines the fields up, a GeometryReader sizes the bar. Resize the terminal.",
      makeView: { AnyView(LayoutExample()) }),
    Example(
      name: "storage", title: "Settings kept across restarts",
      summary: "@AppStorage toggles and pickers, @SceneStorage for the tab: quit (Ctrl-Q), run again, all is kept.",
      makeView: { AnyView(StorageExample()) }),
    Example(
      name: "recipes", title: "Recipe browser",
      summary:
        "Sidebar, grid of tiles (arrows move), Return opens; ←/→ rate; Grocery List: Return in the last row adds one. "
        + "`focus-demo recipes` adds the Recipe menu (F10).",
      makeView: { AnyView(RecipeBrowser().environment(RecipeBook())) },
      makeApp: { RecipeApp() }),
    Example(
      name: "recipe-table", title: "Table of recipes",
      summary:
        "Table(selection:sortOrder:) is one focus stop: ↑/↓, Home/End, PageUp/PageDown select; "
        + "Sort by and a click on a title sort.",
      makeView: { AnyView(RecipeTableExample()) }),
    Example(
      name: "settings-tabs", title: "Settings in tabs (TabView)",
      summary: "The tab bar is one focus stop: ←/→ choose a pane, Tab goes into it; each pane keeps its state.",
      makeView: { AnyView(SettingsTabsExample()) }),
    Example(
      name: "library", title: "iOS 18 app (sidebar, suggestions)",
      summary:
        "A sidebar tab view (↑/↓ choose, Tab goes in), a table sorted by a click on a column's title, and a search "
        + "whose suggestions ↓ reaches and Return takes.",
      makeView: { AnyView(LibraryAppExample()) }),
    Example(
      name: "notification", title: "Accessibility focus (notification)",
      summary: "A priority notification takes the screen reader's cursor. F2 toggles the screen reader.",
      startsScreenReader: true,
      makeView: { AnyView(NotificationExample()) }),
  ]

  /// Examples for the end-to-end tests, opened by name but not in the
  /// gallery: they show the runtime's warnings on purpose, or post what
  /// only an assistive technology hears.
  public static let hidden: [Example] = [
    Example(
      name: "shortcut-audit", title: "Shortcuts that cannot fire",
      summary: "Each switch adds a shortcut the audit warns about; the warning line shows it.",
      makeView: { AnyView(ShortcutAuditExample()) }),
    Example(
      name: "announce", title: "Announcements",
      summary:
        "Each button posts an AccessibilityNotification.Announcement: low priority (polite) or high (assertive).",
      makeView: { AnyView(AnnouncementExample()) }),
  ]

  /// The example named `name`, in the gallery or hidden.
  public static func named(_ name: String) -> Example? {
    all.first { $0.name == name } ?? hidden.first { $0.name == name }
  }
}
