import Foundation

/// A control that opens a URL: activating it calls the environment's
/// ``EnvironmentValues/openURL`` action with its destination.
///
/// ```swift
/// Link("Recipe source", destination: URL(string: "https://example.com/curry")!)
///
/// Link(destination: helpURL) {
///   Label("Help", systemImage: "questionmark.circle")
/// }
/// ```
///
/// In a terminal a link draws its label underlined in the accent color,
/// as an OSC 8 hyperlink would look; it takes focus like a button, and a
/// click, Return or Space opens it. Assistive technologies read it as a
/// link.
public struct Link<Label: View>: View {
  let label: Label
  let destination: URL

  /// A link showing `label` that opens `destination`.
  public init(destination: URL, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.destination = destination
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension Link where Label == Text {
  /// A link titled `title` that opens `destination`.
  public init<S: StringProtocol>(_ title: S, destination: URL) {
    self.init(destination: destination) { Text(title) }
  }
}

extension Link: PrimitiveView {
  func makeNode(in graph: ViewGraph) -> ViewNode { LinkNode(graph: graph) }
}

@MainActor
protocol LinkView {
  var anyLabel: any View { get }
  var destination: URL { get }
}

extension Link: LinkView {
  var anyLabel: any View { label }
}

final class LinkNode: LabelledControlNode, InteractiveControl {
  private(set) var destination: URL?

  override func accept(_ view: any View) -> Bool {
    let link = view as! any LinkView
    destination = link.destination
    acceptLabel(link.anyLabel)
    return true
  }

  override var titleStyle: CellStyle {
    var style = baseStyle
    style.isUnderlined = true
    if environment.foregroundColor == nil { style.foreground = .accentColor }
    return style
  }

  override func makeElement() -> Element? {
    Element(
      id: id, role: .link, label: controlLabelText, value: destination?.absoluteString, frame: frame,
      isEnabled: environment.isEnabled, isFocused: isFocused)
  }

  /// Opens the destination with the environment's action, if enabled.
  func open() {
    guard environment.isEnabled, let destination else { return }
    environment.openURL(destination)
  }

  func handleKey(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool {
    guard key == .return || key == .space, modifiers.isDisjoint(with: [.control, .command, .option]) else {
      return false
    }
    open()
    return true
  }

  func click(on node: ViewNode, at offset: Point?, count: Int) -> ClickOutcome {
    open()
    return .handled
  }
}
