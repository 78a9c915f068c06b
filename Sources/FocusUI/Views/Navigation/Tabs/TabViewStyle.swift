/// How a ``TabView`` shows its tabs: ``View/tabViewStyle(_:)``.
///
/// ```swift
/// TabView { … }
///   .tabViewStyle(.sidebarAdaptable)
/// ```
///
/// In a terminal, `.automatic`, `.tabBarOnly`, `.grouped` and `.page` draw
/// the bar of tabs above the content; `.sidebarAdaptable` draws the tabs
/// as a sidebar beside it, as macOS and tvOS always do.
public protocol TabViewStyle {}

/// What a tab view style asks of the tab views under it.
enum TabViewLayout: Hashable, Sendable {
  /// A bar of tabs above the content.
  case bar
  /// A column of tabs (and section titles) beside the content.
  case sidebar
}

/// A style a ``TabView`` reads: the protocol's own requirement-free form
/// keeps apps' styles working; this says which layout a style asks for.
protocol BuiltInTabViewStyle: TabViewStyle {
  var layout: TabViewLayout { get }
}

/// The platform's style: a bar of tabs above the content.
public struct DefaultTabViewStyle: TabViewStyle, BuiltInTabViewStyle, Sendable {
  public init() {}
  var layout: TabViewLayout { .bar }
}

/// The tab bar alone, never a sidebar.
public struct TabBarOnlyTabViewStyle: TabViewStyle, BuiltInTabViewStyle, Sendable {
  public init() {}
  var layout: TabViewLayout { .bar }
}

/// Tabs grouped in a segmented control (macOS): a bar of tabs.
public struct GroupedTabViewStyle: TabViewStyle, BuiltInTabViewStyle, Sendable {
  public init() {}
  var layout: TabViewLayout { .bar }
}

/// Pages swiped through (iOS). A terminal cannot swipe: the pages are
/// chosen in the bar of tabs, with ← and →, as the other styles'.
public struct PageTabViewStyle: TabViewStyle, BuiltInTabViewStyle, Sendable {
  /// Whether the page dots show.
  public struct IndexDisplayMode: Hashable, Sendable {
    let kind: Int
    public static let automatic = IndexDisplayMode(kind: 0)
    public static let always = IndexDisplayMode(kind: 1)
    public static let never = IndexDisplayMode(kind: 2)
  }

  public init(indexDisplayMode: IndexDisplayMode = .automatic) {}
  var layout: TabViewLayout { .bar }
}

/// A sidebar of the tabs beside the content, its sections' titles
/// heading their tabs: what iPadOS adapts its tab bar into and what macOS
/// and tvOS show.
///
/// ```swift
/// TabView(selection: $destination) {
///   Tab("Home", systemImage: "house", value: .home) { HomeView() }
///   TabSection("Shelves") {
///     ForEach(shelves) { shelf in
///       Tab(shelf.name, systemImage: "books.vertical", value: .shelf(shelf.id)) { ShelfView(shelf) }
///     }
///   }
/// }
/// .tabViewStyle(.sidebarAdaptable)
/// ```
///
/// By keyboard, the sidebar is one focus stop, as the bar is: ↑ and ↓
/// select the tab above or below (writing the selection), Home and End
/// the first and last, and Tab goes on into the selected tab's content.
/// A click on a tab selects it. Assistive technologies and the browser
/// read the tabs as the bar's: a list of tabs, the selected one marked.
public struct SidebarAdaptableTabViewStyle: TabViewStyle, BuiltInTabViewStyle, Sendable {
  public init() {}
  var layout: TabViewLayout { .sidebar }
}

extension TabViewStyle where Self == DefaultTabViewStyle {
  /// The platform's style: a bar of tabs.
  public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == TabBarOnlyTabViewStyle {
  /// The tab bar alone.
  public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() }
}

extension TabViewStyle where Self == GroupedTabViewStyle {
  /// Tabs in a segmented control: a bar of tabs.
  public static var grouped: GroupedTabViewStyle { GroupedTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
  /// Pages: in a terminal, chosen in a bar of tabs.
  public static var page: PageTabViewStyle { PageTabViewStyle() }

  /// Pages, with or without their dots.
  public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
    PageTabViewStyle(indexDisplayMode: indexDisplayMode)
  }
}

extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
  /// A sidebar of the tabs beside the content.
  public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}

extension EnvironmentValues {
  private struct TabViewLayoutKey: EnvironmentKey {
    static var defaultValue: TabViewLayout { .bar }
  }

  /// The layout the nearest ``View/tabViewStyle(_:)`` asks for.
  var tabViewLayout: TabViewLayout {
    get { self[TabViewLayoutKey.self] }
    set { self[TabViewLayoutKey.self] = newValue }
  }
}

extension View {
  /// Sets how the ``TabView``s in this view show their tabs.
  ///
  /// ```swift
  /// TabView { … }
  ///   .tabViewStyle(.sidebarAdaptable)
  /// ```
  ///
  /// `.sidebarAdaptable` draws a sidebar of the tabs beside the content
  /// (see ``SidebarAdaptableTabViewStyle``); the other styles draw the
  /// bar of tabs above it. A style of the app's own draws the bar.
  public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
    environment(\.tabViewLayout, (style as? any BuiltInTabViewStyle)?.layout ?? .bar)
  }
}
