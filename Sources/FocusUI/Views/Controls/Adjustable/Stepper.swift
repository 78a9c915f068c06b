/// A control that adds or subtracts a step: a number of servings, a count.
///
/// ```swift
/// @State private var servings = 4
///
/// Stepper("Servings: \(servings)", value: $servings, in: 1...12)
///
/// Stepper("Zoom") { zoomIn() } onDecrement: { zoomOut() }
/// ```
///
/// In a terminal it draws its label then `[ − | + ]`. It takes focus
/// like a button (Tab reaches it; a click does not focus it); while
/// focused, → and `+` (or `=`) increment, ← and `-` decrement. ↑ and ↓
/// are left to move focus between the rows of a form, as they do
/// elsewhere. A click on `−` or `+` decrements or increments. A value
/// stays inside `bounds`; at an end the key is used and nothing changes.
/// `onEditingChanged` is called with `true` before and `false` after each
/// change, as a key press is a whole edit. Assistive technologies read it
/// as a stepper with its value.
public struct Stepper<Label: View>: View {
  let label: Label
  let model: AdjustableModel

  init(label: Label, model: AdjustableModel) {
    self.label = label
    self.model = model
  }

  /// A stepper running `onIncrement` and `onDecrement`.
  public init(
    @ViewBuilder label: () -> Label, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: label(),
      model: AdjustableModel(
        increment: { onIncrement?() }, decrement: { onDecrement?() }, value: nil,
        onEditingChanged: onEditingChanged))
  }

  /// A stepper changing `value` by `step` within `bounds`.
  ///
  /// ```swift
  /// Stepper(value: $quantity, in: 1...99) {
  ///   Text("Quantity: \(quantity)")
  /// }
  /// ```
  public init<V: Strideable>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(label: label(), model: .stepping(value, bounds: bounds, step: step, onEditingChanged: onEditingChanged))
  }

  /// A stepper changing `value` by `step`, without bounds.
  public init<V: Strideable>(
    value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(label: label(), model: .stepping(value, bounds: nil, step: step, onEditingChanged: onEditingChanged))
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension Stepper where Label == Text {
  /// A stepper titled `title` changing `value` by `step` within `bounds`.
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: Text(title), model: .stepping(value, bounds: bounds, step: step, onEditingChanged: onEditingChanged))
  }

  /// A stepper titled `title` changing `value` by `step`, without bounds.
  public init<S: StringProtocol, V: Strideable>(
    _ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(label: Text(title), model: .stepping(value, bounds: nil, step: step, onEditingChanged: onEditingChanged))
  }

  /// A stepper titled `title` running `onIncrement` and `onDecrement`.
  ///
  /// ```swift
  /// Stepper("Font size") { size += 1 } onDecrement: { size -= 1 }
  /// ```
  public init<S: StringProtocol>(
    _ title: S, onIncrement: (@MainActor () -> Void)?, onDecrement: (@MainActor () -> Void)?,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.init(
      label: Text(title),
      model: AdjustableModel(
        increment: { onIncrement?() }, decrement: { onDecrement?() }, value: nil,
        onEditingChanged: onEditingChanged))
  }
}

extension Stepper: PrimitiveView {
  func makeNode(in graph: ViewGraph) -> ViewNode { StepperNode(graph: graph) }
}

extension Stepper: AdjustableView {
  var anyLabels: [any View] { [label] }
}

/// The node of a ``Stepper``: its label's text, then `[ − | + ]`.
final class StepperNode: AdjustableNode {
  private static let buttons = " [ − | + ]"

  override var title: String { shownLabelText + Self.buttons }

  override func makeElement() -> Element? {
    Element(
      id: id, role: .stepper, label: controlLabelText, value: currentValueText, frame: frame,
      isEnabled: environment.isEnabled, isFocused: isFocused)
  }

  override var elementName: (role: Element.Role, label: String)? { (.stepper, controlLabelText) }

  override func handleKey(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool {
    guard environment.isEnabled, modifiers.isDisjoint(with: [.control, .command, .option]) else { return false }
    switch key {
    case .rightArrow, "+", "=": adjust(up: true)
    case .leftArrow, "-": adjust(up: false)
    default: return false
    }
    return true
  }

  override func click(on node: ViewNode, at offset: Point?, count: Int) -> ClickOutcome {
    guard let offset else { return .handled }
    // The `−` is 3 cells into the buttons, the `+` 7.
    let start = CellWidth.of(shownLabelText)
    switch offset.x - start {
    case 1...4: adjust(up: false)
    case 5...9: adjust(up: true)
    default: break
    }
    return .handled
  }
}
