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
/// A button draws as its label in brackets: `[ Sign In ]`; one with the
/// ``ButtonRole/destructive`` role is drawn in red. In an alert or a
/// confirmation dialog, every button closes the presentation after its
/// action runs.
public struct Button<Label: View>: View {
  let action: @MainActor () -> Void
  let label: Label
  let role: ButtonRole?

  /// Creates a button showing `label`.
  public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.init(role: nil, action: action, label: label)
  }

  /// Creates a button with a role, showing `label`.
  ///
  /// ```swift
  /// Button(role: .destructive, action: delete) {
  ///   Text("Delete")
  /// }
  /// ```
  public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
    self.action = action
    self.label = label()
    self.role = role
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension Button where Label == Text {
  /// Creates a button titled `title`.
  public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
    self.init(action: action) { Text(title) }
  }

  /// Creates a button titled `title`, with a role.
  ///
  /// ```swift
  /// Button("Cancel", role: .cancel) {}
  /// ```
  public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
    self.init(role: role, action: action) { Text(title) }
  }
}

extension Button: PrimitiveView {
  func makeNode(in graph: ViewGraph) -> ViewNode { ButtonNode(graph: graph) }
}

@MainActor
protocol ButtonView {
  var action: @MainActor () -> Void { get }
  var anyLabel: any View { get }
  var role: ButtonRole? { get }
}

extension Button: ButtonView {
  var anyLabel: any View { label }
}

final class ButtonNode: LabelledControlNode {
  private var action: (@MainActor () -> Void)?
  private(set) var role: ButtonRole?
  private var label: (any View)?
  private var styleBox: ButtonStyleBox?

  override func accept(_ view: any View) -> Bool {
    let button = view as! any ButtonView
    action = button.action
    if role != button.role {
      role = button.role
      invalidateLayout()
    }
    label = button.anyLabel
    acceptLabel(button.anyLabel)
    return true
  }

  override func makeStyledBody() -> (any View)? {
    let box = environment.buttonStyle
    styleBox = box
    guard let label, let box else { return nil }
    if let makeBody = box.makeBody {
      return makeBody(
        ButtonStyleConfiguration(role: role, label: ButtonStyleConfiguration.Label(content: label), isPressed: false))
    }
    if let makePrimitiveBody = box.makePrimitiveBody {
      return makePrimitiveBody(
        PrimitiveButtonStyleConfiguration(
          role: role, label: PrimitiveButtonStyleConfiguration.Label(content: label),
          action: { [weak self] in self?.press() }))
    }
    return nil
  }

  override func styleChanged(from old: EnvironmentValues) -> Bool {
    environment.buttonStyle !== styleBox
  }

  override func resetStyle(in environment: inout EnvironmentValues) {
    environment.buttonStyle = nil
  }

  /// Whether a custom ``PrimitiveButtonStyle`` handles this button's clicks.
  var hasPrimitiveStyle: Bool { styledBody != nil && styleBox?.makePrimitiveBody != nil }

  private var look: BuiltInButtonLook { styleBox?.look ?? .bordered }

  override var titleStyle: CellStyle {
    var style = super.baseStyle
    if role == .destructive, environment.foregroundColor == nil { style.foreground = .red }
    switch look {
    case .bordered, .plain: break
    case .prominent: style.isBold = true
    case .link:
      style.isUnderlined = true
      if environment.foregroundColor == nil, role != .destructive { style.foreground = .accentColor }
    }
    return style
  }

  override var title: String {
    switch look {
    case .bordered, .prominent:
      let brackets = environment.buttonBorderShape.brackets
      let space: String
      switch environment.controlSize {
      case .mini, .small: space = ""
      case .regular: space = " "
      case .large, .extraLarge: space = "  "
      }
      return brackets.open + space + drawnLabelText + space + brackets.close
    case .plain, .link: return drawnLabelText
    }
  }

  override func makeElement() -> Element? {
    Element(
      id: id, role: .button, label: controlLabelText, frame: frame, isEnabled: environment.isEnabled,
      isFocused: isFocused)
  }

  /// Runs the action, if enabled; in an alert or a confirmation dialog,
  /// then closes it.
  func press() {
    guard environment.isEnabled else { return }
    if let action { FocusAction.$current.withValue(.button(controlLabelText)) { action() } }
    if environment.buttonsClosePresentation { environment.dismiss() }
  }
}

extension ButtonNode: InteractiveControl {
  /// Return and Space press the focused button.
  func handleKey(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool {
    guard key == .return || key == .space else { return false }
    press()
    return true
  }

  /// A click presses the button without taking focus; under a style
  /// built from views with gestures, those gestures decide what it does.
  func click(on node: ViewNode, at offset: Point?, count: Int) -> ClickOutcome {
    guard hasPrimitiveStyle else {
      press()
      return .handled
    }
    let point = offset.map { node.screenFrame.origin + $0 }
    if let gesture = graph.gesture(inside: self, at: point) {
      graph.clickGestures(around: gesture, count: count, upTo: self)
    }
    return .handled
  }
}
