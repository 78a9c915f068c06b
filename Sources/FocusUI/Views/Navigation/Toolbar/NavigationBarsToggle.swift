extension EnvironmentValues {
  private struct NavigationBarsHiddenKey: EnvironmentKey {
    static var defaultValue: Binding<Bool>? { nil }
  }

  /// Whether the window's navigation bars (titles and toolbars) are hidden
  /// by View ▸ Hide Toolbar: owned by the outermost navigation container.
  var navigationBarsHidden: Binding<Bool>? {
    get { self[NavigationBarsHiddenKey.self] }
    set { self[NavigationBarsHiddenKey.self] = newValue }
  }
}

/// Makes the outermost navigation container (a stack or a split view) the
/// owner of its window's bars: it publishes the toggle ``ToolbarCommands``
/// runs, and the containers inside follow it.
struct NavigationBarsToggle: ViewModifier {
  /// The owner's flag, when a container around already owns the bars.
  let outer: Binding<Bool>?
  let own: Binding<Bool>

  func body(content: Content) -> some View {
    if outer != nil {
      content
    } else {
      let own = self.own
      content
        .environment(\.navigationBarsHidden, own)
        .focusedSceneValue(
          \.toolbarToggle,
          ChromeToggle(title: own.wrappedValue ? "Show Toolbar" : "Hide Toolbar") { own.wrappedValue.toggle() })
    }
  }
}
