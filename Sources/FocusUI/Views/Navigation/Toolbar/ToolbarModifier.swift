/// Puts toolbar items in the bar of the navigation container the view is
/// in: ``View/toolbar(content:)-72h0i``.
public struct _ToolbarModifier: ViewModifier {
  let entries: [ToolbarItemEntry]

  @Environment(\.navigationContext) private var context
  @State private var token = NavigationSettingToken()
  /// The bar of a view in no navigation container: drawn around it.
  @State private var ownInfo = NavigationLevelInfo()

  public func body(content: Content) -> some View {
    let id = ObjectIdentifier(token)
    let info = context.info ?? ownInfo
    info.setToolbar(id, order: token.order, items: entries)
    let withdrawn = content.onDisappear { [weak info] in info?.removeToolbar(id) }
    if context.info != nil {
      return AnyView(withdrawn)
    }
    // No container to host the items: a bar row above the view (and one
    // below it for bottom items), as a window's toolbar would be.
    return AnyView(
      VStack(alignment: .leading, spacing: 0) {
        NavigationBar(info: ownInfo, edge: .top, isShown: true, back: nil, backTitle: nil)
        withdrawn
        NavigationBar(info: ownInfo, edge: .bottom, isShown: true, back: nil, backTitle: nil)
      })
  }
}

extension View {
  /// Adds toolbar items: views drawn in the navigation container's title
  /// row, at its trailing end (``ToolbarItemPlacement/automatic``).
  ///
  /// ```swift
  /// RecipeList()
  ///   .toolbar {
  ///     Button("Add", action: addRecipe)
  ///   }
  /// ```
  ///
  /// In no navigation container, the items get a bar row of their own
  /// above the view. The items take focus in tree order: the title row's
  /// come before the container's content.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    modifier(_ToolbarModifier(entries: [ToolbarItemEntry(placement: .automatic, content: AnyView(content()))]))
  }

  /// Adds ``ToolbarItem``s and ``ToolbarItemGroup``s, each where its
  /// ``ToolbarItemPlacement`` puts it.
  ///
  /// ```swift
  /// EditForm()
  ///   .toolbar {
  ///     ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
  ///     ToolbarItem(placement: .confirmationAction) { Button("Save", action: save) }
  ///     ToolbarItemGroup(placement: .bottomBar) {
  ///       Text("3 changes")
  ///     }
  ///   }
  /// ```
  public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
    modifier(_ToolbarModifier(entries: toolbarEntries(content())))
  }

  /// Adds customizable toolbar content identified by `id`. A terminal's
  /// bars cannot be customized: the items are drawn as with
  /// ``View/toolbar(content:)-72h0i``.
  public func toolbar<Content: CustomizableToolbarContent>(
    id: String, @ToolbarContentBuilder content: () -> Content
  ) -> some View {
    modifier(_ToolbarModifier(entries: toolbarEntries(content())))
  }

  /// Shows or hides the container's bars for this level: `.hidden` for
  /// `.navigationBar` (or `.windowToolbar`) hides the title row (and the
  /// back button: Escape still goes back), for `.bottomBar` the bottom row,
  /// for `.automatic` both. `.tabBar` changes nothing: a terminal draws no
  /// tab bar.
  ///
  /// ```swift
  /// FullScreenPlayer()
  ///   .toolbar(.hidden, for: .navigationBar)
  /// ```
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    let bars = bars.isEmpty ? [ToolbarPlacement.automatic] : bars
    return bars.reduce(AnyView(self)) { view, bar in
      AnyView(view.modifier(_NavigationLevelSettingModifier(setting: .barVisibility(visibility, bar.bar))))
    }
  }

  /// Hides or shows the container's bars; SwiftUI's older spelling of
  /// ``toolbar(_:for:)`` (`false` hides every bar).
  ///
  /// ```swift
  /// Player().toolbar(false)
  /// ```
  public func toolbar(_ visible: Bool) -> some View {
    toolbar(visible ? .visible : .hidden, for: .automatic)
  }

  /// The bar's background. A terminal's bars have no background of their
  /// own (the title row is drawn over the screen's), so this changes
  /// nothing; it is accepted so shared code compiles.
  ///
  /// ```swift
  /// .toolbarBackground(.blue, for: .navigationBar)
  /// ```
  public func toolbarBackground(_ color: Color, for bars: ToolbarPlacement...) -> some View {
    self
  }

  /// Whether the bar's background shows. Accepted and ignored, as
  /// ``toolbarBackground(_:for:)-(Color,_)``.
  ///
  /// ```swift
  /// .toolbarBackground(.visible, for: .navigationBar)
  /// ```
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    self
  }
}
