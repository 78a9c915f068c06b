extension ForEach: AccessibilityRotorContent where Content: AccessibilityRotorContent {
  /// Creates rotor entries from `data`, identified by `id`.
  ///
  /// ```swift
  /// .accessibilityRotor("Chapters") {
  ///   ForEach(chapters, id: \.number) { AccessibilityRotorEntry($0.title, id: $0.number) }
  /// }
  /// ```
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.init(data: data, idKeyPath: id, content: content)
  }

  public var body: Never { fatalError("ForEach of rotor entries has no body") }
}

extension ForEach where Content: AccessibilityRotorContent, Data.Element: Identifiable, ID == Data.Element.ID {
  /// Creates rotor entries from `data`, identified by each element's `id`.
  ///
  /// ```swift
  /// .accessibilityRotor("VIPs") {
  ///   ForEach(messages) { message in
  ///     if message.isVIP { AccessibilityRotorEntry(message.subject, id: message.id) }
  ///   }
  /// }
  /// ```
  public init(_ data: Data, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Content: AccessibilityRotorContent, Data == Range<Int>, ID == Int {
  /// Creates rotor entries for a constant range.
  public init(_ data: Range<Int>, @AccessibilityRotorContentBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
  }
}

extension ForEach: PrimitiveAccessibilityRotorContent where Content: AccessibilityRotorContent {
  func appendEntries(to entries: inout [AccessibilityRotorEntryRecord]) {
    for element in data { content(element).appendEntryRecords(to: &entries) }
  }
}
