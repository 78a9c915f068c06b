/// A navigation container's bar for its top level: the title row (back
/// button, leading items, title, trailing items) or the bottom row.
struct NavigationBar: View {
  enum Edge: Hashable { case top, bottom }

  let info: NavigationLevelInfo
  let edge: Edge
  let isShown: Bool
  /// Pops the level; `nil` at the root.
  let back: NavigationBackAction?
  let backTitle: String?

  var body: some View {
    info.readers.recordCurrent()
    let items = info.toolbarItems
    switch edge {
    case .top:
      return AnyView(titleRow(items))
    case .bottom:
      return AnyView(bottomRow(items))
    }
  }

  @ViewBuilder private func titleRow(_ items: [ToolbarItemEntry]) -> some View {
    let leading = items.filter { $0.placement.region == .leading }
    let principal = items.filter { $0.placement.region == .principal }
    let trailing = items.filter { $0.placement.region == .trailing }
    let search = items.filter { $0.placement.region == .search }
    let showsBack = back != nil && !info.isBackButtonHidden
    let hasContent =
      showsBack || info.title != nil || !leading.isEmpty || !principal.isEmpty || !trailing.isEmpty
      || !search.isEmpty
    if isShown, !info.isTopBarHidden, hasContent {
      HStack(spacing: .columns(1)) {
        if showsBack, let back {
          // The previous level's title, as a back button shows it.
          Button("‹ \(backTitle ?? "Back")") { back.perform() }
        }
        ToolbarItemViews(entries: leading)
        if !principal.isEmpty {
          ToolbarItemViews(entries: principal)
        } else if let title = info.title {
          Text(title).bold()
          if let subtitle = info.subtitle {
            Text(subtitle).foregroundColor(.gray)
          }
        }
        Spacer(minLength: 0)
        ToolbarItemViews(entries: search)
        ToolbarItemViews(entries: trailing)
      }
    }
  }

  @ViewBuilder private func bottomRow(_ items: [ToolbarItemEntry]) -> some View {
    let bottom = items.filter { $0.placement.region == .bottom }
    let keyboard = items.filter { $0.placement.region == .keyboard }
    if isShown, !info.isBottomBarHidden, !bottom.isEmpty || !keyboard.isEmpty {
      HStack(spacing: .columns(1)) {
        ToolbarItemViews(entries: bottom)
        Spacer(minLength: 0)
        KeyboardToolbarItems(content: AnyView(ToolbarItemViews(entries: keyboard)))
      }
    }
  }
}

/// The views of some toolbar items, side by side, a cell apart.
struct ToolbarItemViews: View {
  let entries: [ToolbarItemEntry]

  var body: some View {
    ForEach(entries.indices, id: \.self) { index in
      entries[index].content
    }
  }
}
