/// Which columns of a ``NavigationSplitView`` are shown side by side.
///
/// ```swift
/// @State private var visibility = NavigationSplitViewVisibility.all
///
/// NavigationSplitView(columnVisibility: $visibility) { Sidebar() } detail: { Detail() }
/// Button("Focus mode") { visibility = .detailOnly }
/// ```
///
/// It applies while the split view is wide enough to show columns side
/// by side; a collapsed split view shows one column at a time whatever it
/// says.
public struct NavigationSplitViewVisibility: Hashable, Sendable, Codable {
  enum Kind: Int, Hashable, Sendable, Codable { case automatic, all, doubleColumn, detailOnly }
  let kind: Kind

  /// The system's choice: every column, in a terminal.
  public static let automatic = NavigationSplitViewVisibility(kind: .automatic)
  /// Every column.
  public static let all = NavigationSplitViewVisibility(kind: .all)
  /// The two trailing columns: the content and the detail of a
  /// three-column view, the sidebar and the detail of a two-column one.
  public static let doubleColumn = NavigationSplitViewVisibility(kind: .doubleColumn)
  /// Only the detail column.
  public static let detailOnly = NavigationSplitViewVisibility(kind: .detailOnly)

  /// Whether column `index` of `count` columns is shown.
  func shows(column index: Int, of count: Int) -> Bool {
    switch kind {
    case .automatic, .all: return true
    case .doubleColumn: return index >= count - 2
    case .detailOnly: return index == count - 1
    }
  }
}

/// A column of a ``NavigationSplitView``: which one a collapsed split view
/// shows, with ``NavigationSplitView/init(preferredCompactColumn:sidebar:detail:)``.
///
/// ```swift
/// @State private var column = NavigationSplitViewColumn.detail
///
/// NavigationSplitView(preferredCompactColumn: $column) { Sidebar() } detail: { Detail() }
/// ```
public struct NavigationSplitViewColumn: Hashable, Sendable {
  let index: Int

  /// The leading column.
  public static let sidebar = NavigationSplitViewColumn(index: 0)
  /// The middle column of a three-column split view.
  public static let content = NavigationSplitViewColumn(index: 1)
  /// The trailing column.
  public static let detail = NavigationSplitViewColumn(index: 2)
}

/// How a split view's columns share the width:
/// ``View/navigationSplitViewStyle(_:)``.
public protocol NavigationSplitViewStyle {}

/// The system's choice: ``BalancedNavigationSplitViewStyle``, in a terminal.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
}

/// Columns side by side, each at its width.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
}

/// The detail column prominent, the others over it (iPadOS). A terminal
/// cannot draw columns over one another: laid out as balanced.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
  public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
  /// The system's choice.
  public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
  /// Columns side by side.
  public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}

extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
  /// The detail prominent (laid out as balanced in a terminal).
  public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}

extension View {
  /// How a ``NavigationSplitView``'s columns share the width. Every style
  /// lays the columns side by side in a terminal; accepted so shared code
  /// compiles.
  ///
  /// ```swift
  /// NavigationSplitView { Sidebar() } detail: { Detail() }
  ///   .navigationSplitViewStyle(.balanced)
  /// ```
  public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
    self
  }
}
