/// The widths of one split view column, in cells, as
/// ``View/navigationSplitViewColumnWidth(_:)`` set them.
@MainActor
final class SplitColumnSizing {
  var minimum: Int
  var ideal: Int
  var maximum: Int
  /// The split view's layout, laid out again when a width changes.
  weak var splitNode: ViewNode?
  private let defaults: (Int, Int, Int)

  nonisolated init(minimum: Int, ideal: Int, maximum: Int) {
    self.minimum = minimum
    self.ideal = ideal
    self.maximum = maximum
    defaults = (minimum, ideal, maximum)
  }

  /// Sets the widths, given in points; bad lengths (negative, NaN,
  /// infinite) fall back to the defaults.
  func set(minimum: CGFloat?, ideal: CGFloat, maximum: CGFloat?) {
    func cells(_ points: CGFloat?, _ fallback: Int) -> Int {
      guard let points, points.isFinite, points >= 0 else { return fallback }
      return CellMetrics.columns(points)
    }
    let idealCells = cells(ideal, defaults.1)
    let new = (
      min(cells(minimum, min(defaults.0, idealCells)), idealCells), idealCells,
      max(cells(maximum, Int.max / 2), idealCells)
    )
    guard new != (self.minimum, self.ideal, self.maximum) else { return }
    (self.minimum, self.ideal, self.maximum) = new
    splitNode?.invalidateLayout()
  }

  func reset() {
    set(minimum: nil, ideal: .nan, maximum: nil)
  }
}

extension EnvironmentValues {
  private struct SplitColumnSizingKey: EnvironmentKey {
    static var defaultValue: SplitColumnSizing? { nil }
  }

  /// The widths of the split view column this view is in.
  var splitColumnSizing: SplitColumnSizing? {
    get { self[SplitColumnSizingKey.self] }
    set { self[SplitColumnSizingKey.self] = newValue }
  }
}

/// Sets the width of the split view column the view is in:
/// ``View/navigationSplitViewColumnWidth(_:)``.
public struct _SplitColumnWidthModifier: ViewModifier {
  let minimum: CGFloat?
  let ideal: CGFloat
  let maximum: CGFloat?

  @Environment(\.splitColumnSizing) private var sizing

  public func body(content: Content) -> some View {
    if let sizing {
      if !ideal.isFinite || ideal < 0 {
        ViewGraph.evaluationStack.last?.graph.diagnostics.warn(
          "navigationSplitViewColumnWidth: the width \(ideal) is not a finite length of 0 or more; "
            + "the column keeps its default width.")
      }
      sizing.set(minimum: minimum, ideal: ideal, maximum: maximum)
    }
    return content
  }
}

extension View {
  /// Sets the width of the ``NavigationSplitView`` column this view is the
  /// content of, in points (8 points to a terminal column, see
  /// ``CellMetrics``).
  ///
  /// ```swift
  /// NavigationSplitView {
  ///   List(categories, selection: $category) { Text($0.name) }
  ///     .navigationSplitViewColumnWidth(200)   // 25 columns
  /// } detail: { … }
  /// ```
  ///
  /// The column keeps that width while the split view is side by side
  /// (the detail column takes what is left). Outside a split view it does
  /// nothing.
  public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
    modifier(_SplitColumnWidthModifier(minimum: width, ideal: width, maximum: width))
  }

  /// Sets the width range of the split view column this view is in, in
  /// points. The column takes its ideal width when the terminal has room,
  /// shrinks to its minimum before the split view collapses to one column
  /// at a time.
  ///
  /// ```swift
  /// .navigationSplitViewColumnWidth(min: 150, ideal: 200, max: 300)
  /// ```
  public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
    modifier(_SplitColumnWidthModifier(minimum: min, ideal: ideal, maximum: max))
  }
}
