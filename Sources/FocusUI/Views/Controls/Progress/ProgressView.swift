/// Shows progress: a bar filled to the fraction done, or, when the amount
/// is unknown, an indicator that work goes on.
///
/// ```swift
/// ProgressView()                                   // ⋯
/// ProgressView(value: 0.4)                         // ████░░░░░░
/// ProgressView("Downloading", value: 3, total: 10)
/// ```
///
/// In a terminal the bar takes the width it is offered (20 cells when
/// offered any) with the label on the line above; the circular style
/// draws one glyph (`○ ◔ ◑ ◕ ●`) and the percentage. The indeterminate
/// indicator is the still glyph `⋯`: a frame is drawn when something
/// happens, so nothing spins. A value below 0 or not a number counts as
/// 0, one above `total` as `total`, and a `total` of 0 or less makes the
/// bar empty (with a runtime warning).
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  let fraction: Double?
  let label: Label?
  let currentValueLabel: CurrentValueLabel?
  let invalidTotal: Double?
  @Environment(\.progressViewStyleKind) private var style

  init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?, invalidTotal: Double? = nil) {
    self.fraction = fraction
    self.label = label
    self.currentValueLabel = currentValueLabel
    self.invalidTotal = invalidTotal
  }

  /// A progress view showing `value` of `total`, with labels.
  ///
  /// ```swift
  /// ProgressView(value: done, total: 12) {
  ///   Text("Steps")
  /// } currentValueLabel: {
  ///   Text("\(Int(done)) of 12")
  /// }
  /// ```
  public init<V: BinaryFloatingPoint>(
    value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    let (fraction, invalid) = Self.fraction(value, total)
    self.init(fraction: fraction, label: label(), currentValueLabel: currentValueLabel(), invalidTotal: invalid)
  }

  static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> (Double?, Double?) {
    guard let value else { return (nil, nil) }
    let total = Double(total)
    guard total > 0, total.isFinite else { return (0, total) }
    let raw = Double(value)
    guard raw.isFinite else { return (raw == .infinity ? 1 : 0, nil) }
    return (min(max(raw / total, 0), 1), nil)
  }

  public var body: some View {
    if let invalidTotal { ProgressWarning.invalidTotal(invalidTotal) }
    return content
  }

  @ViewBuilder private var content: some View {
    VStack(alignment: .leading) {
      if style == .circular {
        HStack {
          ProgressIndicator(fraction: fraction, isCircular: true, label: "")
          label
          currentValueLabel
        }
      } else {
        if fraction != nil {
          label
          ProgressIndicator(fraction: fraction, isCircular: false, label: "")
          currentValueLabel
        } else {
          HStack {
            ProgressIndicator(fraction: nil, isCircular: false, label: "")
            label
          }
        }
      }
    }
    .accessibilityElement(children: .combine)
  }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
  /// An indeterminate progress view: work goes on, amount unknown.
  public init() {
    self.init(fraction: nil, label: nil, currentValueLabel: nil)
  }

  /// A progress view filled to `value` of `total` (`nil` is indeterminate).
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
    let (fraction, invalid) = Self.fraction(value, total)
    self.init(fraction: fraction, label: nil, currentValueLabel: nil, invalidTotal: invalid)
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  /// An indeterminate progress view with a label.
  ///
  /// ```swift
  /// ProgressView { Text("Loading recipes") }
  /// ```
  public init(@ViewBuilder label: () -> Label) {
    self.init(fraction: nil, label: label(), currentValueLabel: nil)
  }

  /// A progress view filled to `value` of `total`, with a label.
  public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
    let (fraction, invalid) = Self.fraction(value, total)
    self.init(fraction: fraction, label: label(), currentValueLabel: nil, invalidTotal: invalid)
  }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
  /// An indeterminate progress view titled `title`.
  ///
  /// ```swift
  /// ProgressView("Loading…")
  /// ```
  public init<S: StringProtocol>(_ title: S) {
    self.init(fraction: nil, label: Text(title), currentValueLabel: nil)
  }

  /// A progress view titled `title`, filled to `value` of `total`.
  ///
  /// ```swift
  /// ProgressView("Baking", value: elapsed, total: 25)
  /// ```
  public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
    let (fraction, invalid) = Self.fraction(value, total)
    self.init(fraction: fraction, label: Text(title), currentValueLabel: nil, invalidTotal: invalid)
  }
}

/// Reports a progress view's bad total (the graph reports each message once).
@MainActor
enum ProgressWarning {
  static func invalidTotal(_ total: Double) {
    ViewGraph.evaluationStack.last?.graph.diagnostics.warn(
      "ProgressView: the total \(total) is not a positive number; the bar is drawn empty.")
  }
}

/// The bar or glyph of a ``ProgressView``.
struct ProgressIndicator: View, Equatable, PrimitiveView {
  let fraction: Double?
  let isCircular: Bool
  let label: String

  var body: Never { primitiveBody(Self.self) }
  func makeNode(in graph: ViewGraph) -> ViewNode { ProgressIndicatorNode(graph: graph) }
}

final class ProgressIndicatorNode: LayoutNode {
  private var indicator = ProgressIndicator(fraction: nil, isCircular: false, label: "")
  /// The bar's width when nothing bounds it.
  static let idealWidth = 20

  override func accept(_ view: any View) -> Bool {
    let new = view as! ProgressIndicator
    if new != indicator {
      indicator = new
      invalidateLayout()
    }
    return false
  }

  private var isBar: Bool { indicator.fraction != nil && !indicator.isCircular }

  private var percent: Int { Int(((indicator.fraction ?? 0) * 100).rounded()) }

  private var glyph: String {
    guard let fraction = indicator.fraction else { return "⋯" }
    let glyphs = ["○", "◔", "◑", "◕", "●"]
    return glyphs[min(4, Int((fraction * 4).rounded()))] + " \(percent)%"
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let width = max(0, proposal.width ?? Self.idealWidth)
    if isBar { return Size(width: width, height: 1) }
    return Size(width: min(CellWidth.of(glyph), width), height: 1)
  }

  override func draw(into canvas: inout Canvas) {
    let style = baseStyle
    let text: String
    if isBar {
      let filled = Int((Double(frame.width) * (indicator.fraction ?? 0)).rounded())
      text = String(repeating: "█", count: filled) + String(repeating: "░", count: max(0, frame.width - filled))
    } else {
      text = glyph
    }
    canvas.clipped(to: frame) { canvas in
      canvas.draw(text, at: frame.origin, style: style)
    }
  }

  override func makeElement() -> Element? {
    Element(
      id: id, role: .progress, label: indicator.label, value: indicator.fraction == nil ? nil : "\(percent)%",
      frame: frame, isEnabled: environment.isEnabled)
  }
}
