/// One tab of a ``TabView``, however it was written: the value that
/// selects it, its label and badge for the tab bar, and its content.
struct TabEntry {
  /// The value that selects the tab: its `value` or `tag`, else the id
  /// of the `ForEach` element that made it, else its position.
  var tag: AnyHashable
  /// The label in the tab bar (a ``Label``, a text).
  var label: AnyView
  var badge: Text?
  /// The title of the ``TabSection`` the tab is in.
  var section: String?
  /// What the tab shows while it is selected.
  var content: AnyView
}

extension TabEntry {
  /// The tabs of the views of a `TabView { … }` written the older way:
  /// each view is a tab, labelled by its ``View/tabItem(_:)`` and
  /// selected by its ``View/tag(_:)``.
  ///
  /// The views are read as values: sequences, `if`/`else`, `ForEach`,
  /// `Group` and `AnyView` are looked through, and a tab's `tabItem`,
  /// `tag` and `badge` are found among the modifiers around it. A view
  /// that sets its `tabItem` inside its own `body` has an empty label.
  @MainActor
  static func tabs(ofViews content: any View) -> [TabEntry] {
    var tabs: [TabEntry] = []
    appendViews(content, key: nil, to: &tabs)
    return tabs
  }

  @MainActor
  private static func appendViews(_ view: any View, key: AnyHashable?, to tabs: inout [TabEntry]) {
    if let tuple = view as? any TupleViewProtocol {
      for child in tuple.childViews { appendViews(child, key: key, to: &tabs) }
    } else if let single = view as? any SingleChildView, !(view is any ModifiedContentProtocol) {
      // AnyView, Group.
      appendViews(single.child, key: key, to: &tabs)
    } else if let branching = view as? any BranchingView {
      // `if`, `if`/`else`, `switch`.
      if let taken = branching.branch.view { appendViews(taken, key: key, to: &tabs) }
    } else if let rows = view as? any TabViewForEach {
      rows.forEachTabView { key, child in appendViews(child, key: key, to: &tabs) }
    } else if view is EmptyView {
      return
    } else {
      tabs.append(tab(of: view, key: key, position: tabs.count))
    }
  }

  /// The tab of one view: its label, tag and badge from the modifiers
  /// around it.
  @MainActor
  private static func tab(of view: any View, key: AnyHashable?, position: Int) -> TabEntry {
    var tag: AnyHashable?
    var label: AnyView?
    var badge: Text?
    // The tab shows the view under the tab modifiers written last (a
    // badge there is the tab's, not drawn in its content).
    var content = view
    var isOutermost = true
    var current = view
    while let modified = current as? any ModifiedContentProtocol {
      switch modified.anyModifier {
      case let item as any TabItemModifierProtocol: label = label ?? item.anyLabel
      case let tagging as any TagModifierProtocol: tag = tag ?? tagging.tagValue
      case let badging as _BadgeModifier: badge = badge ?? badging.label
      default: isOutermost = false
      }
      current = modified.anyContent
      if isOutermost { content = current }
    }
    return TabEntry(
      tag: tag ?? key ?? AnyHashable(position), label: label ?? AnyView(EmptyView()), badge: badge, section: nil,
      content: AnyView(erasing: content))
  }
}

/// A `ForEach` among a tab view's views: its views, each with its
/// element's id.
@MainActor
protocol TabViewForEach {
  func forEachTabView(_ body: (AnyHashable, any View) -> Void)
}

extension ForEach: TabViewForEach where Content: View {
  func forEachTabView(_ body: (AnyHashable, any View) -> Void) {
    for element in data {
      body(AnyHashable(element[keyPath: idKeyPath]), content(element))
    }
  }
}

/// A ``View/tag(_:)`` modifier, read as a value.
@MainActor
protocol TagModifierProtocol {
  var tagValue: AnyHashable { get }
}

extension _TagModifier: TagModifierProtocol {
  var tagValue: AnyHashable { AnyHashable(value) }
}
