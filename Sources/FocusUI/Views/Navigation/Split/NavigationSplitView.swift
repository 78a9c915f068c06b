/// A view of two or three columns: a sidebar, an optional content column,
/// and a detail, where choosing in one column shows what the next
/// displays.
///
/// ```swift
/// struct RecipeBrowser: View {
///   @State private var category: Category?
///   @State private var recipe: Recipe.ID?
///
///   var body: some View {
///     NavigationSplitView {
///       List(Category.allCases, selection: $category) { category in
///         Text(category.name)
///       }
///       .navigationTitle("Categories")
///     } content: {
///       List(recipes(in: category), selection: $recipe) { recipe in
///         Text(recipe.name)
///       }
///     } detail: {
///       RecipeDetail(id: recipe)
///     }
///   }
/// }
/// ```
///
/// **Side by side.** When the space offered is wide enough for the shown
/// columns' minimum widths plus a one-cell divider (`│`) between each two,
/// the columns are laid out side by side: the sidebar and content at their
/// ideal widths (shrunk towards their minimums when room is short), the
/// detail taking the rest. The defaults are: sidebar 16 columns minimum,
/// 24 ideal; content 20 minimum, 30 ideal; detail 24 minimum — so a
/// two-column view is side by side from 41 columns, a three-column view
/// from 62. Change them with ``View/navigationSplitViewColumnWidth(_:)``
/// on a column's view. Each column is a ``View/focusSection()``: Tab moves
/// through the columns in order, and ← and → (when the focused view does
/// not use them) move to the nearest view of the column beside.
///
/// **Collapsed.** In a narrower space one column is shown at a time, the
/// sidebar first. Committing a selection in a column's ``List`` (a click
/// on a row, or Return) shows the next column, with a back button in its
/// title row (`‹ Categories`); Escape or the back button goes back to the
/// column before. Focus moves into the column shown, and back to the list
/// when going back.
///
/// Each column has its own title row (its ``View/navigationTitle(_:)-(S)``
/// and toolbar items; left out when empty). ``NavigationLink``s in the
/// sidebar and content columns push their value or view into the detail
/// column, replacing what was pushed there; a link whose value the
/// column's list selection can hold is a row of the list instead.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
  private let sidebar: Sidebar
  private let content: Content?
  private let detail: Detail
  private let columnVisibility: Binding<NavigationSplitViewVisibility>?
  private let preferredCompactColumn: Binding<NavigationSplitViewColumn>?

  @State private var ownCompactColumn = 0
  /// The columns shown when no `columnVisibility` binding is given: View ▸
  /// Toggle Sidebar changes them.
  @State private var ownVisibility = NavigationSplitViewVisibility.automatic
  @State private var barsHidden = false
  @Environment(\.navigationBarsHidden) private var outerBarsHidden
  @State private var layout = SplitLayoutState()
  @State private var sidebarModel = NavigationModel()
  @State private var contentModel = NavigationModel()
  @State private var detailModel = NavigationModel()
  @State private var sizings = [
    SplitColumnSizing(minimum: 16, ideal: 24, maximum: 40),
    SplitColumnSizing(minimum: 20, ideal: 30, maximum: 50),
    SplitColumnSizing(minimum: 24, ideal: 24, maximum: Int.max / 2),
  ]

  public var body: some View {
    layout.readers.recordCurrent()
    layout.host = ViewGraph.evaluationStack.last
    let collapsed = layout.isCollapsed
    let hasContent = content != nil
    let count = hasContent ? 3 : 2
    let models = hasContent ? [sidebarModel, contentModel, detailModel] : [sidebarModel, detailModel]
    let sizings = hasContent ? self.sizings : [self.sizings[0], self.sizings[2]]
    for model in models.dropLast() { model.pushTarget = detailModel }
    let compact = compactColumn(count: count)
    let setCompact = compactColumnSetter(count: count, current: compact)
    layout.didShow(column: collapsed ? compact : nil)
    detailModel.didPush = { [layout] in if layout.isCollapsed { setCompact(count - 1) } }
    let visibility = columnVisibility?.wrappedValue ?? ownVisibility
    let roots: [AnyView] =
      hasContent ? [AnyView(sidebar), AnyView(content!), AnyView(detail)] : [AnyView(sidebar), AnyView(detail)]
    var columns: [SplitColumn] = []
    for index in roots.indices {
      var back: NavigationBackAction?
      if collapsed, index > 0 {
        back = NavigationBackAction(title: models[index - 1].info(ofLevel: 0).title) { setCompact(index - 1) }
      }
      let container = NavigationStackRoot(
        model: models[index], root: roots[index], isDetail: index == count - 1, rootBack: back)
      let commit: (@MainActor () -> Void)? =
        collapsed && index < count - 1 ? { @MainActor in setCompact(index + 1) } : nil
      columns.append(
        SplitColumn(
          isShown: collapsed ? index == compact : visibility.shows(column: index, of: count),
          sizing: sizings[index], commit: commit, content: AnyView(container.focusSection())))
    }
    return SplitColumns(
      columns: columns, sizings: sizings, state: layout,
      visible: roots.indices.map { visibility.shows(column: $0, of: count) }
    )
    .focusedSceneValue(\.sidebarToggle, sidebarToggle(visibility, count: count))
    .modifier(NavigationBarsToggle(outer: outerBarsHidden, own: $barsHidden))
  }

  /// View ▸ Toggle Sidebar (``SidebarCommands``): hides the sidebar (and a
  /// content column) when it shows, shows every column otherwise.
  private func sidebarToggle(_ visibility: NavigationSplitViewVisibility, count: Int) -> ChromeToggle {
    let binding = columnVisibility ?? $ownVisibility
    let next: NavigationSplitViewVisibility = visibility.shows(column: 0, of: count) ? .detailOnly : .all
    return ChromeToggle { binding.wrappedValue = next }
  }

  private func compactColumn(count: Int) -> Int {
    guard let preferred = preferredCompactColumn?.wrappedValue else { return min(ownCompactColumn, count - 1) }
    return count == 2 && preferred.index == 2 ? 1 : min(preferred.index, count - 1)
  }

  private func compactColumnSetter(count: Int, current: Int) -> @MainActor @Sendable (Int) -> Void {
    let own = $ownCompactColumn
    let preferred = preferredCompactColumn
    let layout = self.layout
    return { index in
      layout.willShow(column: index, from: current)
      if let preferred {
        preferred.wrappedValue = NavigationSplitViewColumn(index: count == 2 && index == 1 ? 2 : index)
      } else {
        own.wrappedValue = index
      }
    }
  }
}

/// A split view column's navigation container: the detail's keeps a path
/// of its own (links in the other columns push into it).
struct NavigationStackRoot: View {
  let model: NavigationModel
  let root: AnyView
  let isDetail: Bool
  let rootBack: NavigationBackAction?

  @State private var path: [AnyHashable] = []

  var body: some View {
    let path = $path
    model.update(
      values: isDetail ? path.wrappedValue : [], write: { path.wrappedValue = $0 },
      host: ViewGraph.evaluationStack.last)
    return NavigationContainer(model: model, root: root, showsBars: true, rootBack: rootBack)
  }
}

extension NavigationSplitView {
  /// A three-column split view: sidebar, content and detail.
  ///
  /// ```swift
  /// NavigationSplitView {
  ///   CategoryList(selection: $category)
  /// } content: {
  ///   RecipeList(category: category, selection: $recipe)
  /// } detail: {
  ///   RecipeDetail(id: recipe)
  /// }
  /// ```
  public init(
    @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(visibility: nil, compact: nil, sidebar: sidebar(), content: content(), detail: detail())
  }

  /// A three-column split view whose visible columns `columnVisibility`
  /// says.
  ///
  /// ```swift
  /// NavigationSplitView(columnVisibility: $visibility) { … } content: { … } detail: { … }
  /// ```
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(visibility: columnVisibility, compact: nil, sidebar: sidebar(), content: content(), detail: detail())
  }

  /// A three-column split view showing `preferredCompactColumn` when
  /// collapsed (and setting it as the user goes between columns).
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
  ) {
    self.init(
      visibility: nil, compact: preferredCompactColumn, sidebar: sidebar(), content: content(), detail: detail())
  }

  private init(
    visibility: Binding<NavigationSplitViewVisibility>?, compact: Binding<NavigationSplitViewColumn>?,
    sidebar: Sidebar, content: Content?, detail: Detail
  ) {
    self.sidebar = sidebar
    self.content = content
    self.detail = detail
    self.columnVisibility = visibility
    self.preferredCompactColumn = compact
  }
}

extension NavigationSplitView where Content == EmptyView {
  /// A two-column split view: sidebar and detail.
  ///
  /// ```swift
  /// NavigationSplitView {
  ///   List(folders, selection: $folder) { Text($0.name) }
  /// } detail: {
  ///   FolderView(folder: folder)
  /// }
  /// ```
  public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
    self.init(visibility: nil, compact: nil, sidebar: sidebar(), content: nil, detail: detail())
  }

  /// A two-column split view whose visible columns `columnVisibility` says.
  ///
  /// ```swift
  /// NavigationSplitView(columnVisibility: $visibility) { Sidebar() } detail: { Detail() }
  /// ```
  public init(
    columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(visibility: columnVisibility, compact: nil, sidebar: sidebar(), content: nil, detail: detail())
  }

  /// A two-column split view showing `preferredCompactColumn` when
  /// collapsed.
  public init(
    preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
    @ViewBuilder detail: () -> Detail
  ) {
    self.init(visibility: nil, compact: preferredCompactColumn, sidebar: sidebar(), content: nil, detail: detail())
  }
}
