extension ForEach: TabContent where Content: TabContent {
  public typealias TabValue = Content.TabValue

  /// Tabs made from `data`, one (or more) per element, as a tab view's
  /// sections list the app's collections.
  ///
  /// ```swift
  /// TabSection("Shelves") {
  ///   ForEach(shelves, id: \.self) { shelf in
  ///     Tab(shelf.name, systemImage: "books.vertical", value: Destination.shelf(shelf)) {
  ///       ShelfView(shelf)
  ///     }
  ///   }
  /// }
  /// ```
  public init<TabValue>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @TabContentBuilder<TabValue> content: @escaping (Data.Element) -> Content
  ) where Content.TabValue == TabValue {
    self.init(data: data, idKeyPath: id, content: content)
  }

  public var body: Never {
    // An explicit return: no tab content builder runs here.
    return preconditionFailure("ForEach of tabs has no body")
  }
}

extension ForEach where Content: TabContent, Data.Element: Identifiable, ID == Data.Element.ID {
  /// Tabs made from `data`, each element identified by its `id`.
  ///
  /// ```swift
  /// ForEach(accounts) { account in
  ///   Tab(account.name, systemImage: "person", value: account.id) { AccountView(account) }
  /// }
  /// ```
  public init<TabValue>(
    _ data: Data, @TabContentBuilder<TabValue> content: @escaping (Data.Element) -> Content
  ) where Content.TabValue == TabValue {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Content: TabContent, Data == Range<Int>, ID == Int {
  /// Tabs made for a constant range.
  public init<TabValue>(_ data: Range<Int>, @TabContentBuilder<TabValue> content: @escaping (Int) -> Content)
  where Content.TabValue == TabValue {
    self.init(data, id: \.self, content: content)
  }
}

extension ForEach: PrimitiveTabContent where Content: TabContent {
  func appendTabs(to tabs: inout [TabEntry], in section: String?) {
    for element in data {
      TabEntry.append(content(element), to: &tabs, in: section)
    }
  }
}
