/// A control that shows a list of actions when opened: buttons, toggles,
/// dividers, sections and nested menus.
///
/// ```swift
/// Menu("Actions") {
///   Button("Duplicate", action: duplicate)
///   Button("Rename", action: rename)
///   Divider()
///   Menu("Copy") {
///     Button("Copy Link", action: copyLink)
///     Button("Copy Text", action: copyText)
///   }
/// }
/// ```
///
/// A menu draws as `[ Actions ▾ ]` and takes focus like a button. Return,
/// Space, ↓ or a click opens a box of its items below it (above it, when
/// there is more room there). In the box ↑ and ↓ move (Home and End, and
/// the first letter of an item, jump), Return or Space chooses, → opens a
/// nested menu and ← closes it, and Escape closes the box. A choice runs
/// the button's action (or flips the toggle, drawn with ✓ when on) and
/// closes the box. While the box is open it takes every key and click of
/// the window; a click outside closes it. Focus stays on the menu
/// throughout, so it is where focus is after the box closes.
///
/// With a `primaryAction`, Return, Space and a click run it, and ↓ opens
/// the items, as a Mac's pull-down button with a primary action does on a
/// long press.
public struct Menu<Label: View, Content: View>: View {
  let label: Label
  let content: Content
  let primaryAction: (@MainActor () -> Void)?

  /// A menu of `content`, labelled by `label`.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content()
    self.primaryAction = nil
  }

  /// A menu of `content` that runs `primaryAction` when activated; ↓
  /// opens its items.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
    primaryAction: @escaping @MainActor () -> Void
  ) {
    self.label = label()
    self.content = content()
    self.primaryAction = primaryAction
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension Menu where Label == Text {
  /// A menu titled `title`.
  ///
  /// ```swift
  /// Menu("Sort") {
  ///   Button("By Name") { order = .name }
  ///   Button("By Date") { order = .date }
  /// }
  /// ```
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// A menu titled `title` that runs `primaryAction` when activated.
  public init<S: StringProtocol>(
    _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void
  ) {
    self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
  }
}

extension Menu: PrimitiveView {
  func makeNode(in graph: ViewGraph) -> ViewNode { MenuNode(graph: graph) }
}

@MainActor
protocol MenuView {
  var anyLabel: any View { get }
  var anyContent: any View { get }
  var primaryAction: (@MainActor () -> Void)? { get }
}

extension Menu: MenuView {
  var anyLabel: any View { label }
  var anyContent: any View { content }
}
