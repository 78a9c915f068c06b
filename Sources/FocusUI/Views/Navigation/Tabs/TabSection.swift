/// A named group of tabs in a ``TabView``: its title leads its tabs in
/// the tab bar.
///
/// ```swift
/// TabView(selection: $selection) {
///   Tab("Watch Now", systemImage: "play", value: .watchNow) { WatchNowView() }
///   TabSection("Collections") {
///     Tab("Cinematic Shots", systemImage: "list.and.film", value: .shots) { ShotsView() }
///     Tab("Forest Life", systemImage: "list.and.film", value: .forest) { ForestView() }
///   }
/// }
/// ```
///
/// ← and → go through a section's tabs as through the others.
public struct TabSection<Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable>: TabContent,
  PrimitiveTabContent
where Content.TabValue == SelectionValue {
  public typealias TabValue = SelectionValue

  let title: String
  let content: Content

  public var body: Never {
    // An explicit return: no tab content builder runs here.
    return preconditionFailure("TabSection has no body")
  }

  func appendTabs(to tabs: inout [TabEntry], in section: String?) {
    TabEntry.append(content, to: &tabs, in: title)
  }
}

extension TabSection where Header == Text, Footer == EmptyView {
  /// A section titled `titleKey`.
  public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
    self.init(title: Text(titleKey).content, content: content())
  }

  /// A section titled by a string variable.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
    self.init(title: String(title), content: content())
  }
}

extension TabSection where Footer == EmptyView {
  /// A section whose header is `header`: a ``Text`` titles the section.
  ///
  /// ```swift
  /// TabSection {
  ///   Tab("Books", systemImage: "book", value: .books) { BooksView() }
  /// } header: {
  ///   Text("Library")
  /// }
  /// ```
  public init(
    @TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header
  ) {
    self.init(title: TabSection.text(of: header()), content: content())
  }

  /// The plain text of a header view: a text's; another view titles
  /// nothing.
  private static func text(of header: Header) -> String {
    (header as? Text)?.content ?? ""
  }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
  /// A section without a title.
  public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
    self.init(title: "", content: content())
  }
}
