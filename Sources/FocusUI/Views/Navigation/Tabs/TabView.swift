/// Views shown one at a time, chosen in a bar of tabs above them.
///
/// ```swift
/// enum Pane: Hashable { case general, advanced }
///
/// @State private var pane = Pane.general
///
/// TabView(selection: $pane) {
///   Tab("General", systemImage: "gear", value: .general) {
///     GeneralSettings()
///   }
///   Tab("Advanced", systemImage: "star", value: .advanced) {
///     AdvancedSettings()
///   }
/// }
/// ```
///
/// The older spelling works too: each view is a tab, labelled by its
/// ``View/tabItem(_:)`` and selected by its ``View/tag(_:)``.
///
/// ```swift
/// TabView(selection: $pane) {
///   GeneralSettings()
///     .tabItem { Label("General", systemImage: "gear") }
///     .tag(Pane.general)
///   AdvancedSettings()
///     .tabItem { Label("Advanced", systemImage: "star") }
///     .tag(Pane.advanced)
/// }
/// ```
///
/// By keyboard, the tab bar is one focus stop, as a Mac's segmented tab
/// control is: ← and → select the tab before or after (writing the
/// selection), Home and End the first and last, and Tab goes on into the
/// selected tab's content. A click on a tab selects it. The selected tab
/// is drawn inverted while the bar has focus, bold and underlined when it
/// does not. Assistive technologies read the bar's tabs as tabs, the
/// selected one marked selected; a browser gets `role="tablist"` and
/// `role="tab"` with `aria-selected`.
///
/// Only the selected tab's content is laid out, drawn, focused and
/// exposed. A tab's views are made the first time it is selected and
/// then kept while other tabs show, so their state (`@State`, a scroll
/// position, a text being typed) is there when you come back, as in
/// SwiftUI; `onAppear` runs when a tab is first shown.
///
/// Without a selection binding, the tab view keeps the selection itself,
/// starting on the first tab. A selection that matches no tab shows no
/// tab, with a runtime warning.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let content: Content
  let selection: Binding<SelectionValue>?
  @State private var ownSelection: AnyHashable?
  @Environment(\.tabViewLayout) private var layout

  public var body: some View {
    let tabs = self.tabs
    let selected = selectedTag(in: tabs)
    let bar = TabViewBar(
      items: tabs.indices.map { index in
        let tab = tabs[index]
        let section = tab.section.flatMap { index > 0 && tabs[index - 1].section == $0 ? nil : $0 }
        return TabViewItem(
          label: tab.label, badge: tab.badge, section: section, tag: tab.tag, isSelected: tab.tag == selected)
      },
      axis: layout == .sidebar ? .vertical : .horizontal, select: select)
    if layout == .sidebar {
      HStack(alignment: .top, spacing: 0) {
        bar
        Divider()
        TabViewPages(tabs: tabs, selected: selected)
      }
    } else {
      VStack(alignment: .leading, spacing: 0) {
        bar
        Divider()
        TabViewPages(tabs: tabs, selected: selected)
      }
    }
  }

  /// The tabs, however the content was written.
  private var tabs: [TabEntry] {
    var tabs =
      if let built = content as? any TabContentBuilderOutput {
        built.tabs
      } else {
        TabEntry.tabs(ofViews: content)
      }
    if selection != nil {
      // Tags as the selection holds them: a tag of another type selects
      // nothing.
      for index in tabs.indices {
        if let value = tabs[index].tag.base as? SelectionValue { tabs[index].tag = AnyHashable(value) }
      }
    }
    return tabs
  }

  private func selectedTag(in tabs: [TabEntry]) -> AnyHashable? {
    guard let selection else { return ownSelection ?? tabs.first?.tag }
    let value = AnyHashable(selection.wrappedValue)
    if !tabs.isEmpty, !tabs.contains(where: { $0.tag == value }) {
      RuntimeWarnings.emitGlobally(
        "TabView: the selection \(KeyboardFocus.describe(value)) matches no tab; give each tab a tag or value "
          + "of the selection's type.")
      return nil
    }
    return value
  }

  private func select(_ tag: AnyHashable) {
    if let selection {
      if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
    } else {
      ownSelection = tag
    }
  }
}

// MARK: - Tabs written as views

extension TabView {
  /// A tab view whose tabs are `content`'s views, each labelled by its
  /// ``View/tabItem(_:)``; `selection` holds the selected tab's
  /// ``View/tag(_:)``.
  ///
  /// ```swift
  /// TabView(selection: $selection) {
  ///   Text("Home").tabItem { Label("Home", systemImage: "house") }.tag(1)
  ///   Text("Inbox").tabItem { Label("Inbox", systemImage: "tray") }.tag(2)
  /// }
  /// ```
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = selection
  }
}

extension TabView where SelectionValue == Int {
  /// A tab view whose tabs are `content`'s views; it keeps the selected
  /// tab itself, starting on the first.
  ///
  /// ```swift
  /// TabView {
  ///   Text("Home").tabItem { Label("Home", systemImage: "house") }
  ///   Text("Inbox").tabItem { Label("Inbox", systemImage: "tray") }
  /// }
  /// ```
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
    self.selection = nil
  }
}

// MARK: - Tabs written as tabs

extension TabView {
  /// A tab view of ``Tab``s; `selection` holds the `value` of the
  /// selected one.
  ///
  /// ```swift
  /// TabView(selection: $pane) {
  ///   Tab("General", systemImage: "gear", value: Pane.general) { GeneralSettings() }
  ///   Tab("Advanced", systemImage: "star", value: Pane.advanced) { AdvancedSettings() }
  /// }
  /// ```
  public init<C: TabContent>(
    selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C
  ) where Content == TabContentBuilder<SelectionValue>.Content<C> {
    self.content = TabContentBuilder.Content(content: content())
    self.selection = selection
  }
}

extension TabView where SelectionValue == Never {
  /// A tab view of ``Tab``s without a selection binding: it keeps the
  /// selected tab itself, starting on the first.
  ///
  /// ```swift
  /// TabView {
  ///   Tab("Home", systemImage: "house") { HomeView() }
  ///   Tab("Settings", systemImage: "gear") { SettingsView() }
  /// }
  /// ```
  public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
  where Content == TabContentBuilder<Never>.Content<C> {
    self.content = TabContentBuilder.Content(content: content())
    self.selection = nil
  }
}

/// A tab view's content written with ``Tab``s.
@MainActor
protocol TabContentBuilderOutput {
  var tabs: [TabEntry] { get }
}

extension TabContentBuilder.Content: TabContentBuilderOutput {
  var tabs: [TabEntry] { TabEntry.tabs(of: content) }
}
