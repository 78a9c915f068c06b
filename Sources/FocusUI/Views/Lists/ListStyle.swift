/// How a ``List`` looks: ``View/listStyle(_:)``.
///
/// Every style draws the same in a terminal — rows in one column,
/// sections separated by a blank line — so the style is accepted for
/// source compatibility and changes nothing.
///
/// ```swift
/// List(selection: $selection) { … }
///   .listStyle(.sidebar)
/// ```
@MainActor @preconcurrency
public protocol ListStyle {}

/// The platform's list style.
public struct DefaultListStyle: ListStyle {
  public init() {}
}

/// Rows without decoration.
public struct PlainListStyle: ListStyle {
  public init() {}
}

/// Rows inset from the edges.
public struct InsetListStyle: ListStyle {
  public init() {}
}

/// A sidebar's list.
public struct SidebarListStyle: ListStyle {
  public init() {}
}

/// A list with a border (macOS).
public struct BorderedListStyle: ListStyle {
  public init() {}
}

/// Sections as groups (iOS).
public struct GroupedListStyle: ListStyle {
  public init() {}
}

/// Sections as inset groups (iOS).
public struct InsetGroupedListStyle: ListStyle {
  public init() {}
}

extension ListStyle where Self == DefaultListStyle {
  /// The platform's list style.
  public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
  /// Rows without decoration.
  public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == InsetListStyle {
  /// Rows inset from the edges.
  public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
  /// A sidebar's list.
  public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension ListStyle where Self == BorderedListStyle {
  /// A list with a border (macOS).
  public static var bordered: BorderedListStyle { BorderedListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
  /// Sections as groups (iOS).
  public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
  /// Sections as inset groups (iOS).
  public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension View {
  /// Sets the style of the lists inside this view. Every style draws the
  /// same in a terminal; see ``ListStyle``.
  ///
  /// ```swift
  /// List(mailboxes, selection: $selection) { Text($0.name) }
  ///   .listStyle(.sidebar)
  /// ```
  public func listStyle<S: ListStyle>(_ style: S) -> some View {
    self
  }
}
