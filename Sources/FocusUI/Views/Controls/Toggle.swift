/// A switch between on and off, bound to a `Bool`; drawn as `[x] Label`.
///
/// ```swift
/// @State private var remember = true
///
/// Toggle("Remember me", isOn: $remember)
/// ```
public struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label

  /// Creates a toggle showing `label`.
  public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension Toggle where Label == Text {
  /// Creates a toggle titled `title`.
  public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle: PrimitiveView {
  func makeNode(in graph: ViewGraph) -> ViewNode { ToggleNode(graph: graph) }
}

@MainActor
protocol ToggleView {
  var isOn: Binding<Bool> { get }
  var anyLabel: any View { get }
}

extension Toggle: ToggleView {
  var anyLabel: any View { label }
}

final class ToggleNode: LabelledControlNode {
  private var binding: Binding<Bool>?
  private var label: (any View)?
  private var styleBox: ToggleStyleBox?

  override func accept(_ view: any View) -> Bool {
    let toggle = view as! any ToggleView
    binding = toggle.isOn
    label = toggle.anyLabel
    acceptLabel(toggle.anyLabel)
    return true
  }

  override func makeStyledBody() -> (any View)? {
    let box = environment.toggleStyle
    styleBox = box
    guard let makeBody = box?.makeBody, let label, let binding else { return nil }
    return makeBody(
      ToggleStyleConfiguration(
        label: ToggleStyleConfiguration.Label(content: label), isOn: binding, isMixed: false))
  }

  override func styleChanged(from old: EnvironmentValues) -> Bool {
    environment.toggleStyle !== styleBox
  }

  override func resetStyle(in environment: inout EnvironmentValues) {
    environment.toggleStyle = nil
  }

  var isOn: Bool {
    guard let binding else { return false }
    return ViewGraph.drawing(self) { binding.wrappedValue }
  }

  override var title: String {
    switch styleBox?.look ?? .checkbox {
    case .checkbox: (isOn ? "[x]" : "[ ]") + (environment.labelsHidden ? "" : " " + drawnLabelText)
    case .switch: (isOn ? "(─●)" : "(○─)") + (environment.labelsHidden ? "" : " " + drawnLabelText)
    case .button: (isOn ? "[✓ " : "[ ") + drawnLabelText + " ]"
    }
  }

  override var titleStyle: CellStyle {
    var style = baseStyle
    if styleBox?.look == .button, isOn { style.isBold = true }
    return style
  }

  override func makeElement() -> Element? {
    Element(
      id: id, role: .toggle, label: controlLabelText, value: isOn ? "on" : "off", frame: frame,
      isEnabled: environment.isEnabled, isFocused: isFocused)
  }

  override var elementName: (role: Element.Role, label: String)? { (.toggle, controlLabelText) }

  /// Flips the value, if enabled.
  func toggle() {
    guard environment.isEnabled, let binding else { return }
    binding.wrappedValue.toggle()
  }
}

extension ToggleNode: InteractiveControl {
  /// Return and Space flip the focused toggle.
  func handleKey(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool {
    guard key == .return || key == .space else { return false }
    toggle()
    return true
  }

  /// A click flips the toggle without taking focus.
  func click(on node: ViewNode, at offset: Point?, count: Int) -> ClickOutcome {
    toggle()
    return .handled
  }
}
