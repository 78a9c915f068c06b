/// A control that runs an action when clicked, or when Return or Space is
/// pressed while it has focus.
///
/// ```swift
/// Button("Sign In") { signIn() }
///
/// Button(action: signIn) {
///   Text("Sign In").bold()
/// }
/// ```
/// A button draws as its label in brackets: `[ Sign In ]`.
public struct Button<Label: View>: View {
  let action: @MainActor () -> Void
  let label: Label

  /// Creates a button showing `label`.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension Button where Label == Text {
  /// Creates a button titled `title`.
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }
}

extension Button: PrimitiveView {
  func makeNode(in graph: ViewGraph) -> ViewNode { ButtonNode(graph: graph) }
}

@MainActor
protocol ButtonView {
  var action: @MainActor () -> Void { get }
  var anyLabel: any View { get }
}

extension Button: ButtonView {
  var anyLabel: any View { label }
}

final class ButtonNode: LabelledControlNode {
  private var action: (@MainActor () -> Void)?

  override func accept(_ view: any View) -> Bool {
    let button = view as! any ButtonView
    action = button.action
    acceptLabel(button.anyLabel)
    return true
  }

  override var title: String { "[ " + labelText + " ]" }

  override func makeElement() -> Element? {
    Element(
      id: id, role: .button, label: labelText, frame: frame, isEnabled: environment.isEnabled, isFocused: isFocused)
  }

  /// Runs the action, if enabled.
  func press() {
    guard environment.isEnabled else { return }
    action?()
  }
}
