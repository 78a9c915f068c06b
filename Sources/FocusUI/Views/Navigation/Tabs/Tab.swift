/// One tab of a ``TabView``: its label in the tab bar, the value that
/// selects it, and the view it shows.
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
///   .badge(2)
/// }
/// ```
///
/// Without a `value`, a tab belongs to a tab view without a selection
/// binding, which keeps the selected tab itself.
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent, PrimitiveTabContent {
  public typealias TabValue = Value

  let value: Value?
  let label: Label
  let content: Content
  var badge: Text?

  init(value: Value?, label: Label, content: Content) {
    self.value = value
    self.label = label
    self.content = content
  }

  public var body: Never {
    // An explicit return: no tab content builder runs here.
    return preconditionFailure("Tab has no body")
  }

  func appendTabs(to tabs: inout [TabEntry], in section: String?) {
    tabs.append(
      TabEntry(
        tag: value.map { AnyHashable($0) } ?? AnyHashable(tabs.count), label: AnyView(label), badge: badge,
        section: section, content: AnyView(content)))
  }
}

/// The label a ``Tab`` made with a title and an image shows: the image's
/// glyph and the title.
public struct DefaultTabLabel: View {
  let title: Text
  let image: Image?

  public var body: some View {
    if let image {
      Label {
        title
      } icon: {
        image
      }
    } else {
      title
    }
  }
}

/// What a tab is for, beyond its content: ``Tab/init(value:role:content:)``.
public struct TabRole: Hashable, Sendable {
  let name: String

  /// The tab that searches: titled "Search" when it has no title.
  public static let search = TabRole(name: "search")
}

// MARK: - Tabs a selection chooses

extension Tab where Label == DefaultTabLabel {
  /// A tab titled `titleKey` with a symbol, shown while the selection is
  /// `value`.
  ///
  /// ```swift
  /// Tab("Received", systemImage: "tray.and.arrow.down.fill", value: .received) {
  ///   ReceivedView()
  /// }
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)),
      content: content())
  }

  /// A tab titled by a string variable, with a symbol.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: value, label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)),
      content: content())
  }

  /// A tab titled `titleKey` with an image from the app's resources.
  public init(
    _ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.init(value: value, label: DefaultTabLabel(title: Text(titleKey), image: Image(image)), content: content())
  }

  /// A tab without a title, shown while the selection is `value`; the
  /// ``TabRole/search`` role titles it "Search".
  ///
  /// ```swift
  /// Tab(value: .search, role: .search) {
  ///   SearchView()
  /// }
  /// ```
  public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
    let title = role == .search ? Text("Search") : Text(verbatim: "")
    let image = role == .search ? Image(systemName: "magnifyingglass") : nil
    self.init(value: value, label: DefaultTabLabel(title: title, image: image), content: content())
  }
}

extension Tab {
  /// A tab labelled by `label`, shown while the selection is `value`.
  ///
  /// ```swift
  /// Tab(value: .inbox) {
  ///   InboxView()
  /// } label: {
  ///   Label("Inbox", systemImage: "tray")
  /// }
  /// ```
  public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(value: value, label: label(), content: content())
  }
}

// MARK: - Tabs of a tab view without a selection

extension Tab where Value == Never, Label == DefaultTabLabel {
  /// A tab titled `titleKey` with a symbol, in a tab view without a
  /// selection binding.
  ///
  /// ```swift
  /// TabView {
  ///   Tab("Home", systemImage: "house") { HomeView() }
  ///   Tab("Settings", systemImage: "gear") { SettingsView() }
  /// }
  /// ```
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: nil, label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)),
      content: content())
  }

  /// A tab titled by a string variable, with a symbol, in a tab view
  /// without a selection binding.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.init(
      value: nil, label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)),
      content: content())
  }

  /// A tab titled `titleKey` with an image from the app's resources, in a
  /// tab view without a selection binding.
  public init(
    _ titleKey: LocalizedStringKey, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content
  ) {
    self.init(value: nil, label: DefaultTabLabel(title: Text(titleKey), image: Image(image)), content: content())
  }
}

extension Tab where Value == Never {
  /// A tab labelled by `label`, in a tab view without a selection
  /// binding.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(value: nil, label: label(), content: content())
  }
}

// MARK: - Badges

extension Tab {
  /// Shows `count` beside this tab's title; zero shows none.
  ///
  /// ```swift
  /// Tab("Received", systemImage: "tray", value: .received) { ReceivedView() }
  ///   .badge(unread)
  /// ```
  public func badge(_ count: Int) -> Tab {
    badge(count == 0 ? nil : Text("\(count)"))
  }

  /// Shows `label` beside this tab's title; `nil` shows none.
  public func badge(_ label: Text?) -> Tab {
    var tab = self
    tab.badge = label
    return tab
  }

  /// Shows the string `label` beside this tab's title; `nil` shows none.
  ///
  /// ```swift
  /// Tab("Account", systemImage: "person", value: .account) { AccountView() }
  ///   .badge("!")
  /// ```
  public func badge<S: StringProtocol>(_ label: S?) -> Tab {
    badge(label.map { Text($0) })
  }

  /// Shows the localized `key` beside this tab's title; `nil` shows none.
  @_disfavoredOverload
  public func badge(_ key: LocalizedStringKey?) -> Tab {
    badge(key.map { Text($0) })
  }
}
