/// Labels a view of a ``TabView`` in its tab bar: ``View/tabItem(_:)``.
public struct _TabItemModifier<Label: View>: ViewModifier {
  let label: Label

  public func body(content: Content) -> some View {
    content
  }
}

/// A ``View/tabItem(_:)`` modifier, read as a value by its tab view.
@MainActor
protocol TabItemModifierProtocol {
  var anyLabel: AnyView { get }
}

extension _TabItemModifier: TabItemModifierProtocol {
  var anyLabel: AnyView { AnyView(label) }
}

extension View {
  /// Makes this view a tab of the ``TabView`` around, labelled `label` in
  /// its tab bar.
  ///
  /// ```swift
  /// TabView(selection: $tab) {
  ///   InboxView()
  ///     .tabItem { Label("Inbox", systemImage: "tray") }
  ///     .tag(Tab.inbox)
  ///   SettingsView()
  ///     .tabItem { Label("Settings", systemImage: "gear") }
  ///     .tag(Tab.settings)
  /// }
  /// ```
  ///
  /// The tab view reads its views as values, so write `tabItem` (and
  /// `tag`, `badge`) on the views you put in the tab view, as above, not
  /// inside their bodies. Outside a tab view it does nothing.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    modifier(_TabItemModifier(label: label()))
  }
}
