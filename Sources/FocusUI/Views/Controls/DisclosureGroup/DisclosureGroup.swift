/// A label that shows or hides content below it.
///
/// ```swift
/// @State private var showsAdvanced = false
///
/// DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
///   Toggle("Verbose logging", isOn: $verbose)
///   TextField("Proxy", text: $proxy)
/// }
/// ```
///
/// The label draws as `▸ Advanced` (`▾` when expanded) and takes focus
/// like a button: → expands, ← collapses (each only when it changes
/// something, so that otherwise the arrow moves focus as usual), Space,
/// Return and a click toggle. Expanded content is drawn below the label,
/// indented two cells; collapsed content is not in the view tree, so it
/// is not in the focus order either (its state starts afresh when it is
/// expanded again). Without an `isExpanded` binding the group keeps its
/// own state, starting collapsed.
public struct DisclosureGroup<Label: View, Content: View>: View {
  let label: Label
  let content: () -> Content
  let isExpanded: Binding<Bool>?
  @State private var expandsItself = false

  /// A group showing `content` while `isExpanded` is `true`.
  public init(
    isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    self.content = content
    self.isExpanded = isExpanded
  }

  /// A group that keeps whether it is expanded itself, starting collapsed.
  public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.content = content
    self.isExpanded = nil
  }

  public var body: some View {
    let isExpanded = self.isExpanded ?? $expandsItself
    VStack(alignment: .leading, spacing: 0) {
      DisclosureLabel(label: label, isExpanded: isExpanded)
      if isExpanded.wrappedValue {
        VStack(alignment: .leading, spacing: 0) { content() }
          .padding(.leading, .columns(2))
      }
    }
  }
}

extension DisclosureGroup where Label == Text {
  /// A group titled `title` that keeps whether it is expanded itself.
  ///
  /// ```swift
  /// DisclosureGroup("Details") {
  ///   Text("Created yesterday")
  /// }
  /// ```
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content) { Text(title) }
  }

  /// A group titled `title`, showing `content` while `isExpanded` is
  /// `true`.
  public init<S: StringProtocol>(
    _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(title) }
  }
}

/// The focusable label row of a ``DisclosureGroup``.
struct DisclosureLabel<Label: View>: View, PrimitiveView, DisclosureLabelView {
  let label: Label
  let isExpanded: Binding<Bool>

  var body: Never { primitiveBody(Self.self) }
  func makeNode(in graph: ViewGraph) -> ViewNode { DisclosureLabelNode(graph: graph) }
  var anyLabel: any View { label }
}

@MainActor
protocol DisclosureLabelView {
  var anyLabel: any View { get }
  var isExpanded: Binding<Bool> { get }
}

final class DisclosureLabelNode: LabelledControlNode, InteractiveControl {
  private var binding: Binding<Bool>?

  override func accept(_ view: any View) -> Bool {
    let label = view as! any DisclosureLabelView
    binding = label.isExpanded
    acceptLabel(label.anyLabel)
    return true
  }

  var isExpanded: Bool {
    guard let binding else { return false }
    return ViewGraph.drawing(self) { binding.wrappedValue }
  }

  override var title: String { (isExpanded ? "▾ " : "▸ ") + labelText }

  /// Expands (`true`) or collapses the group, if enabled.
  func setExpanded(_ expanded: Bool) {
    guard environment.isEnabled, let binding else { return }
    binding.wrappedValue = expanded
  }

  func handleKey(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool {
    guard environment.isEnabled, modifiers.isDisjoint(with: [.control, .command, .option]) else { return false }
    switch key {
    case .rightArrow where !isExpanded: setExpanded(true)
    case .leftArrow where isExpanded: setExpanded(false)
    case .space, .return: setExpanded(!isExpanded)
    default: return false
    }
    return true
  }

  func click(on node: ViewNode, at offset: Point?, count: Int) -> ClickOutcome {
    setExpanded(!isExpanded)
    return .handled
  }

  override func makeElement() -> Element? {
    Element(
      id: id, role: .disclosure, label: labelText, value: isExpanded ? "expanded" : "collapsed", frame: frame,
      isEnabled: environment.isEnabled, isFocused: isFocused)
  }

  override var elementName: (role: Element.Role, label: String)? { (.disclosure, labelText) }
}
