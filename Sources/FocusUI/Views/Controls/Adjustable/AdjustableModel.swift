/// What a stepper or a slider does, with its value's type erased: it is
/// made in the view's generic initializer and used by its node.
@MainActor
struct AdjustableModel {
  var increment: @MainActor () -> Void
  var decrement: @MainActor () -> Void
  /// The value as text, for assistive technologies; `nil` without one.
  var value: (@MainActor () -> String)?
  var onEditingChanged: @MainActor (Bool) -> Void
  /// Where the value is between the bounds, from 0 to 1 (sliders).
  var fraction: @MainActor () -> Double = { 0 }
  /// Sets the value at `fraction` of the way between the bounds (sliders).
  var setFraction: @MainActor (Double) -> Void = { _ in }

  /// A model stepping `binding` by `step`, clamped to `bounds`.
  static func stepping<V: Strideable>(
    _ binding: Binding<V>, bounds: ClosedRange<V>?, step: V.Stride,
    onEditingChanged: @escaping @MainActor (Bool) -> Void
  ) -> AdjustableModel {
    func clamped(_ value: V) -> V {
      guard let bounds else { return value }
      return min(max(value, bounds.lowerBound), bounds.upperBound)
    }
    return AdjustableModel(
      increment: { binding.wrappedValue = clamped(binding.wrappedValue.advanced(by: step)) },
      decrement: { binding.wrappedValue = clamped(binding.wrappedValue.advanced(by: -step)) },
      value: { "\(binding.wrappedValue)" }, onEditingChanged: onEditingChanged)
  }
}

/// A stepper or a slider as its node reads it.
@MainActor
protocol AdjustableView {
  var model: AdjustableModel { get }
  /// The label views: the label, then a slider's minimum and maximum
  /// value labels.
  var anyLabels: [any View] { get }
}

/// The node of a control adjusted by keys: one focus stop, drawn as text
/// around its labels' text, taking ← and → while focused.
class AdjustableNode: LabelledControlNode, InteractiveControl {
  private(set) var model: AdjustableModel?
  private var labels: [any View] = []

  override func accept(_ view: any View) -> Bool {
    let adjustable = view as! any AdjustableView
    model = adjustable.model
    labels = adjustable.anyLabels
    if let first = labels.first { acceptLabel(first) }
    return true
  }

  override func run() {
    reconcileChildren(byPosition: labels)
    invalidateLayout()
  }

  /// The drawn text of the label view at `index` (0 is the label).
  final func labelText(at index: Int) -> String {
    guard index < children.count else { return "" }
    let holder = LabelTextReader(node: children[index])
    return holder.drawnText
  }

  /// The value as assistive technologies read it, read for drawing.
  final var currentValueText: String? {
    guard let value = model?.value else { return nil }
    return ViewGraph.drawing(self) { value() }
  }

  /// Adds (`up`) or subtracts one step, if enabled.
  final func adjust(up: Bool) {
    guard environment.isEnabled, let model else { return }
    model.onEditingChanged(true)
    if up { model.increment() } else { model.decrement() }
    model.onEditingChanged(false)
  }

  func handleKey(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool { false }

  func click(on node: ViewNode, at offset: Point?, count: Int) -> ClickOutcome { .handled }

  var followsPointer: Bool { false }

  func drag(to offset: Point) {}
}

/// Reads the drawn text of a label subtree: its texts and images' glyphs.
@MainActor
struct LabelTextReader {
  let node: ViewNode

  var drawnText: String {
    var parts: [String] = []
    func collect(_ node: ViewNode) {
      if let text = node as? TextNode {
        parts.append(text.content)
      } else if let image = node as? ImageNode {
        parts.append(image.glyph)
      } else {
        for child in node.children { collect(child) }
      }
    }
    collect(node)
    return parts.joined(separator: " ")
  }
}
