/// A control that picks a value from a range: a track with a thumb.
///
/// ```swift
/// @State private var spice = 2.0
///
/// Slider(value: $spice, in: 0...5, step: 1) {
///   Text("Spice")
/// } minimumValueLabel: {
///   Text("mild")
/// } maximumValueLabel: {
///   Text("hot")
/// }
/// ```
///
/// In a terminal it draws its label, the minimum value label, a track of
/// `━` up to the thumb `●` and `─` after it, and the maximum value label;
/// the track takes the width it is offered (20 cells when offered any).
/// It takes focus like a button (Tab reaches it); while focused, → and
/// ← move the value by `step` (by a twentieth of the range without one),
/// Home and End to the ends. ↑ and ↓ are not used: they move focus, as
/// elsewhere. A click on the track sets the value under it, snapped to
/// `step`, and dragging from there moves the thumb along. `onEditingChanged` is called with `true` before and `false`
/// after each change. A value outside the range is drawn at the nearer
/// end; a `step` that is not positive counts as none (with a runtime
/// warning).
public struct Slider<Label: View, ValueLabel: View>: View {
  let label: Label
  let minimumValueLabel: ValueLabel?
  let maximumValueLabel: ValueLabel?
  let model: AdjustableModel

  /// A slider for `value` in `bounds`, with a label and labels for the
  /// ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.label = label()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
    self.model = .sliding(value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged)
  }

  /// A slider for `value` in `bounds` moving by `step`, with a label and
  /// labels for the ends.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
    @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.label = label()
    self.minimumValueLabel = minimumValueLabel()
    self.maximumValueLabel = maximumValueLabel()
    self.model = .sliding(value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension Slider where ValueLabel == EmptyView {
  /// A slider for `value` in `bounds`, with a label.
  ///
  /// ```swift
  /// Slider(value: $volume, in: 0...10) { Text("Volume") }
  /// ```
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.label = label()
    self.minimumValueLabel = nil
    self.maximumValueLabel = nil
    self.model = .sliding(value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged)
  }

  /// A slider for `value` in `bounds` moving by `step`, with a label.
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride, @ViewBuilder label: () -> Label,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.label = label()
    self.minimumValueLabel = nil
    self.maximumValueLabel = nil
    self.model = .sliding(value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
  }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
  /// A slider for `value` in `bounds`.
  ///
  /// ```swift
  /// Slider(value: $progress)
  /// ```
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.label = EmptyView()
    self.minimumValueLabel = nil
    self.maximumValueLabel = nil
    self.model = .sliding(value, bounds: bounds, step: nil, onEditingChanged: onEditingChanged)
  }

  /// A slider for `value` in `bounds` moving by `step`.
  ///
  /// ```swift
  /// Slider(value: $rating, in: 0...5, step: 1)
  /// ```
  public init<V: BinaryFloatingPoint>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.label = EmptyView()
    self.minimumValueLabel = nil
    self.maximumValueLabel = nil
    self.model = .sliding(value, bounds: bounds, step: step, onEditingChanged: onEditingChanged)
  }
}

extension Slider: PrimitiveView {
  func makeNode(in graph: ViewGraph) -> ViewNode { SliderNode(graph: graph) }
}

extension Slider: AdjustableView {
  var anyLabels: [any View] {
    [
      label, minimumValueLabel.map { $0 as any View } ?? EmptyView(),
      maximumValueLabel.map { $0 as any View } ?? EmptyView(),
    ]
  }
}

extension AdjustableModel {
  /// A model sliding `binding` within `bounds`, by `step` (a twentieth of
  /// the range when `nil`).
  static func sliding<V: BinaryFloatingPoint>(
    _ binding: Binding<V>, bounds: ClosedRange<V>, step: V.Stride?,
    onEditingChanged: @escaping @MainActor (Bool) -> Void
  ) -> AdjustableModel where V.Stride: BinaryFloatingPoint {
    let lower = Double(bounds.lowerBound)
    let upper = Double(bounds.upperBound)
    let span = upper - lower
    var stepSize = step.map { Double($0) }
    if let size = stepSize, !(size > 0 && size.isFinite) {
      ViewGraph.evaluationStack.last?.graph.diagnostics.warn(
        "Slider: the step \(size) is not a positive number; the slider moves by a twentieth of its range.")
      stepSize = nil
    }
    let keyStep = stepSize ?? (span > 0 ? span / 20 : 0)
    func snapped(_ value: Double) -> V {
      var result = min(max(value, lower), upper)
      if let stepSize, span > 0 {
        result = min(upper, lower + ((result - lower) / stepSize).rounded() * stepSize)
      }
      return V(result)
    }
    func current() -> Double {
      let value = Double(binding.wrappedValue)
      return value.isNaN ? lower : value
    }
    return AdjustableModel(
      increment: { binding.wrappedValue = snapped(current() + keyStep) },
      decrement: { binding.wrappedValue = snapped(current() - keyStep) },
      value: {
        let value = current()
        return value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
      },
      onEditingChanged: onEditingChanged,
      fraction: { span > 0 ? min(max((current() - lower) / span, 0), 1) : 0 },
      setFraction: { binding.wrappedValue = snapped(lower + min(max($0, 0), 1) * span) })
  }
}

/// The node of a ``Slider``: `Label min ━━━●──── max`.
final class SliderNode: AdjustableNode {
  /// The track's width when nothing bounds it.
  static let idealTrackWidth = 20

  private var prefix: String {
    let label = environment.labelsHidden ? "" : labelText(at: 0)
    let minimum = labelText(at: 1)
    return [label, minimum].filter { !$0.isEmpty }.map { $0 + " " }.joined()
  }

  private var suffix: String {
    let maximum = labelText(at: 2)
    return maximum.isEmpty ? "" : " " + maximum
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let fixed = CellWidth.of(prefix) + CellWidth.of(suffix)
    let width = proposal.width.map { max(0, $0) } ?? fixed + Self.idealTrackWidth
    return Size(width: width, height: 1)
  }

  /// The track's cells: where it starts in the frame, and how wide it is.
  private var track: (start: Int, width: Int) {
    let start = CellWidth.of(prefix)
    return (start, max(0, frame.width - start - CellWidth.of(suffix)))
  }

  override var title: String {
    let track = track
    guard track.width > 0 else { return prefix + suffix }
    let fraction = model.map { model in ViewGraph.drawing(self) { model.fraction() } } ?? 0
    let thumb = Int((Double(track.width - 1) * fraction).rounded())
    return prefix + String(repeating: "━", count: thumb) + "●"
      + String(repeating: "─", count: max(0, track.width - 1 - thumb)) + suffix
  }

  override func makeElement() -> Element? {
    Element(
      id: id, role: .slider, label: labelText(at: 0), value: currentValueText, frame: frame,
      isEnabled: environment.isEnabled, isFocused: isFocused)
  }

  override var elementName: (role: Element.Role, label: String)? { (.slider, labelText(at: 0)) }

  override func handleKey(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool {
    guard environment.isEnabled, modifiers.isDisjoint(with: [.control, .command, .option]) else { return false }
    switch key {
    case .rightArrow: adjust(up: true)
    case .leftArrow: adjust(up: false)
    case .home: set(fraction: 0)
    case .end: set(fraction: 1)
    default: return false
    }
    return true
  }

  override func click(on node: ViewNode, at offset: Point?, count: Int) -> ClickOutcome {
    let track = track
    guard let offset, track.width > 0 else { return .handled }
    let x = offset.x - track.start
    guard x >= 0, x < track.width else { return .handled }
    set(fraction: track.width > 1 ? Double(x) / Double(track.width - 1) : 0)
    return .handled
  }

  /// A press on the track holds the thumb: it follows the pointer.
  override var followsPointer: Bool { true }

  /// The pointer, held since a press on this slider, is `offset` cells
  /// from its corner: the thumb follows it, stopping at the track's ends.
  override func drag(to offset: Point) {
    let track = track
    guard track.width > 0 else { return }
    let x = min(max(offset.x - track.start, 0), track.width - 1)
    set(fraction: track.width > 1 ? Double(x) / Double(track.width - 1) : 0)
  }

  private func set(fraction: Double) {
    guard environment.isEnabled, let model else { return }
    model.onEditingChanged(true)
    model.setFraction(fraction)
    model.onEditingChanged(false)
  }
}
