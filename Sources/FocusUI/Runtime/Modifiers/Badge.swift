/// A count or a short text at the trailing edge of a list row:
/// ``View/badge(_:)-(Int)``.
struct BadgedRow<Content: View>: View {
  let content: Content
  let badge: Text?

  var body: some View {
    if let badge {
      HStack(spacing: 1) {
        content
        Spacer(minLength: 1)
        badge.foregroundStyle(.gray)
      }
    } else {
      content
    }
  }
}

extension View {
  /// Shows `count` at the trailing edge of this list row; none for 0.
  ///
  /// ```swift
  /// List {
  ///   Text("Inbox").badge(unread)
  ///   Text("Drafts")
  /// }
  /// ```
  ///
  /// The row takes the width it is offered (the list's), as a row with a
  /// badge does in SwiftUI, and the badge is read after the row's text.
  public func badge(_ count: Int) -> some View {
    BadgedRow(content: self, badge: count == 0 ? nil : Text("\(count)"))
  }

  /// Shows `label` at the trailing edge of this list row; none for `nil`.
  public func badge(_ label: Text?) -> some View {
    BadgedRow(content: self, badge: label)
  }

  /// Shows `label` at the trailing edge of this list row.
  ///
  /// ```swift
  /// Text("Updates").badge("New")
  /// ```
  public func badge<S: StringProtocol>(_ label: S?) -> some View {
    BadgedRow(content: self, badge: label.map { Text($0) })
  }

  /// Shows the text `key` names at the trailing edge of this list row.
  public func badge(_ key: LocalizedStringKey?) -> some View {
    BadgedRow(content: self, badge: key.map { Text($0) })
  }
}
