/// A count or short text shown beside a tab's title or a list row:
/// ``View/badge(_:)-(Int)``.
public struct _BadgeModifier: ViewModifier {
  let label: Text?

  public func body(content: Content) -> some View {
    HStack(spacing: .columns(1)) {
      content
      if let label {
        Spacer(minLength: .columns(1))
        label.foregroundStyle(.secondary)
      }
    }
  }
}

extension View {
  /// Shows `count` as a badge: beside the title of the ``TabView`` tab
  /// this view is, or at the end of the list row it is. Zero shows none.
  ///
  /// ```swift
  /// InboxView()
  ///   .tabItem { Label("Inbox", systemImage: "tray") }
  ///   .badge(unread)
  /// ```
  public func badge(_ count: Int) -> some View {
    modifier(_BadgeModifier(label: count == 0 ? nil : Text("\(count)")))
  }

  /// Shows `label` as a badge; `nil` shows none.
  ///
  /// ```swift
  /// Text("Alerts").badge(hasAlerts ? Text("!") : nil)
  /// ```
  public func badge(_ label: Text?) -> some View {
    modifier(_BadgeModifier(label: label))
  }

  /// Shows the string `label` as a badge; `nil` shows none.
  ///
  /// ```swift
  /// Text("Downloads").badge(isLoading ? "…" : nil)
  /// ```
  public func badge<S: StringProtocol>(_ label: S?) -> some View {
    modifier(_BadgeModifier(label: label.map { Text($0) }))
  }

  /// Shows the localized `key` as a badge; `nil` shows none.
  @_disfavoredOverload
  public func badge(_ key: LocalizedStringKey?) -> some View {
    modifier(_BadgeModifier(label: key.map { Text($0) }))
  }
}
