/// The tabs of a ``TabView``: ``Tab`` and ``TabSection`` values, as a
/// ``TabContentBuilder`` collects them.
///
/// ```swift
/// TabView(selection: $selection) {
///   Tab("Received", systemImage: "tray.and.arrow.down.fill", value: .received) {
///     ReceivedView()
///   }
///   TabSection("Library") {
///     Tab("Books", systemImage: "book", value: .books) { BooksView() }
///   }
/// }
/// ```
///
/// Write your own tab content as you write a view, from a `body` of
/// tabs.
@MainActor @preconcurrency
public protocol TabContent<TabValue> {
  /// The type of the selection value that chooses among these tabs.
  associatedtype TabValue: Hashable
  /// The type of tab content this content is made of.
  associatedtype Body: TabContent

  /// The tabs this content is made of.
  @TabContentBuilder<TabValue> var body: Body { get }
}

extension Never: TabContent {
  public typealias TabValue = Never
}

/// Tab content the runtime reads directly instead of through `body`.
@MainActor
protocol PrimitiveTabContent {
  /// Appends this content's tabs, in order.
  func appendTabs(to tabs: inout [TabEntry], in section: String?)
}

extension TabEntry {
  /// The tabs of `content`, in order.
  @MainActor
  static func tabs(of content: any TabContent) -> [TabEntry] {
    var tabs: [TabEntry] = []
    append(content, to: &tabs, in: nil)
    return tabs
  }

  @MainActor
  static func append(_ content: Any, to tabs: inout [TabEntry], in section: String?) {
    if let primitive = content as? any PrimitiveTabContent {
      primitive.appendTabs(to: &tabs, in: section)
    } else if let content = content as? any TabContent {
      append(content.body, to: &tabs, in: section)
    }
  }
}

/// Builds the tabs of a ``TabView`` from a closure of ``Tab`` and
/// ``TabSection`` values.
///
/// ```swift
/// TabView {
///   Tab("Home", systemImage: "house") { HomeView() }
///   if showsSettings {
///     Tab("Settings", systemImage: "gear") { SettingsView() }
///   }
/// }
/// ```
///
/// Its methods are nonisolated, as ``ViewBuilder``'s are.
@resultBuilder
public enum TabContentBuilder<SelectionValue: Hashable> {
  /// The view a tab view's content is, made of its tabs.
  public struct Content<C: TabContent> {
    let content: C
  }

  public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == SelectionValue {
    content
  }

  public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == SelectionValue {
    content
  }

  public static func buildBlock<each C: TabContent>(
    _ content: repeat each C
  ) -> TupleTabContent<SelectionValue, (repeat each C)> {
    var children: [Any] = []
    for child in repeat each content {
      children.append(child)
    }
    return TupleTabContent((repeat each content), children: children)
  }

  public static func buildOptional<C: TabContent>(_ content: C?) -> TupleTabContent<SelectionValue, C?> {
    TupleTabContent(content, children: content.map { [$0] } ?? [])
  }

  public static func buildEither<First: TabContent, Second: TabContent>(
    first: First
  ) -> TupleTabContent<SelectionValue, (First?, Second?)> {
    TupleTabContent((first, nil), children: [first])
  }

  public static func buildEither<First: TabContent, Second: TabContent>(
    second: Second
  ) -> TupleTabContent<SelectionValue, (First?, Second?)> {
    TupleTabContent((nil, second), children: [second])
  }

  public static func buildLimitedAvailability<C: TabContent>(_ content: C) -> TupleTabContent<SelectionValue, C> {
    TupleTabContent(content, children: [content])
  }
}

/// Several tabs in sequence, as a ``TabContentBuilder`` block makes them.
public struct TupleTabContent<SelectionValue: Hashable, T> {
  /// The tabs, as a tuple.
  public var value: T
  let children: [Any]

  init(_ value: T, children: [Any]) {
    self.value = value
    self.children = children
  }
}

extension TupleTabContent: TabContent, PrimitiveTabContent {
  public typealias TabValue = SelectionValue

  public var body: Never {
    // An explicit return: no tab content builder runs here.
    return preconditionFailure("TupleTabContent has no body")
  }

  func appendTabs(to tabs: inout [TabEntry], in section: String?) {
    for child in children {
      TabEntry.append(child, to: &tabs, in: section)
    }
  }
}

// Declared apart from the type, so that the type is not inferred to be
// main-actor isolated: builders, which are nonisolated, make it.
extension TabContentBuilder.Content: View {
  /// Never called: a ``TabView`` reads the tabs, it does not mount them
  /// as a view.
  public var body: Never {
    // An explicit return: no tab content builder runs here.
    return preconditionFailure("TabContentBuilder.Content is read by its TabView, never shown")
  }
}
