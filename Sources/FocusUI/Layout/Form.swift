/// A container for data-entry controls: full-width rows, grouped in
/// ``Section``s, scrolling when taller than the screen.
///
/// ```swift
/// Form {
///   Section("Account") {
///     TextField("Username", text: $username)
///     SecureField("Password", text: $password)
///   }
///   Button("Sign In", action: signIn)
/// }
/// ```
public struct Form<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension Form: PrimitiveView, ScrollingContainer {
  func makeNode(in graph: ViewGraph) -> ViewNode { ScrollNode(graph: graph) }
  var anyContent: any View { content }
  var style: ScrollNode.Style { .form }
}

/// A group of rows in a ``Form`` or ``List``, with an optional header and
/// footer.
///
/// ```swift
/// Section("Profile") {
///   TextField("Name", text: $name)
/// }
/// Section {
///   Toggle("Notifications", isOn: $notify)
/// } header: {
///   Text("Settings")
/// } footer: {
///   Text("You can change this later.")
/// }
/// ```
public struct Section<Header: View, Content: View, Footer: View>: View {
  let header: Header
  let content: Content
  let footer: Footer

  public var body: Never { primitiveBody(Self.self) }
}

extension Section {
  /// A section with a header and a footer.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header, @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
    self.init(content: content, header: header, footer: { EmptyView() })
  }

  /// A section with a header view.
  public init(header: Header, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    self.footer = EmptyView()
  }
}

extension Section where Header == Text, Footer == EmptyView {
  /// A section titled `title`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(header: Text(title).bold(), content: content)
  }
}

extension Section where Header == EmptyView, Footer == EmptyView {
  /// A section without header or footer.
  public init(@ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), content: content)
  }
}

extension Section: PrimitiveView, SectionView {
  func makeNode(in graph: ViewGraph) -> ViewNode { SectionNode(graph: graph) }
  var parts: [any View] { [header, content, footer] }
}

@MainActor
protocol SectionView {
  var parts: [any View] { get }
}

/// Header, rows and footer stacked, followed by a blank row.
final class SectionNode: LayoutNode {
  private var parts: [any View] = []
  private let layout = StackLayout(axis: .vertical, spacing: 0, alignment: .start)

  override func accept(_ view: any View) -> Bool {
    parts = (view as! any SectionView).parts
    return true
  }

  override func run() {
    reconcileChildren(byPosition: parts)
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let size = layout.sizeThatFits(layoutItems, ProposedSize(width: proposal.width, height: nil), in: self)
    return Size(width: proposal.width ?? size.width, height: size.height + 1)
  }

  override func performLayout(previousFrame: Rect?) {
    func content(_ frame: Rect) -> Rect {
      Rect(x: frame.minX, y: frame.minY, width: frame.width, height: max(0, frame.height - 1))
    }
    layout.place(
      layoutItems, in: content(frame), previousFrame: previousFrame.map(content), container: self, unbounded: true)
  }

  override func makeElement() -> Element? {
    let header = children.first.map { node -> String in
      var items: [ViewNode] = []
      node.collectLayoutItems(into: &items)
      return items.compactMap { ($0 as? TextNode)?.content }.joined(separator: " ")
    }
    return Element(
      id: id, role: .container, label: header ?? "", frame: frame, isEnabled: environment.isEnabled)
  }
}
