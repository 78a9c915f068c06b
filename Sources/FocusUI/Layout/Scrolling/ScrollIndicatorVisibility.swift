/// Whether scroll views draw their scroll indicators: pass one to
/// ``View/scrollIndicators(_:axes:)``.
///
/// ```swift
/// ScrollView {
///   ForEach(lines, id: \.self) { Text($0) }
/// }
/// .scrollIndicators(.hidden)
/// ```
///
/// In a terminal an indicator is a thin bar drawn over the scroll view's
/// last column (vertical) or last row (horizontal), only while the content
/// overflows that axis: there is no pointer hovering and no fading, so
/// ``automatic`` and ``visible`` both draw it whenever there is something
/// to scroll, as a Mac does with a mouse connected.
public struct ScrollIndicatorVisibility: Hashable, Sendable, CustomStringConvertible {
  enum Kind: Hashable, Sendable {
    case automatic, visible, hidden, never
  }

  let kind: Kind

  /// The scroll view's own choice: drawn while the content overflows,
  /// unless the scroll view was made with `showsIndicators: false`.
  public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
  /// Drawn while the content overflows, unless the scroll view was made
  /// with `showsIndicators: false`.
  public static let visible = ScrollIndicatorVisibility(kind: .visible)
  /// Not drawn.
  public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
  /// Never drawn, whatever the scroll view chose.
  public static let never = ScrollIndicatorVisibility(kind: .never)

  /// Whether a scroll view that chose `showsIndicators` draws its indicator.
  func shows(_ showsIndicators: Bool) -> Bool {
    switch kind {
    case .automatic, .visible: showsIndicators
    case .hidden, .never: false
    }
  }

  public var description: String { "\(kind)" }
}

extension EnvironmentValues {
  private struct VerticalScrollIndicatorVisibilityKey: EnvironmentKey {
    static var defaultValue: ScrollIndicatorVisibility { .automatic }
  }

  private struct HorizontalScrollIndicatorVisibilityKey: EnvironmentKey {
    static var defaultValue: ScrollIndicatorVisibility { .automatic }
  }

  /// Whether vertically scrolling views here draw their indicator.
  ///
  /// ```swift
  /// @Environment(\.verticalScrollIndicatorVisibility) private var indicators
  /// ```
  public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { self[VerticalScrollIndicatorVisibilityKey.self] }
    set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
  }

  /// Whether horizontally scrolling views here draw their indicator.
  ///
  /// ```swift
  /// @Environment(\.horizontalScrollIndicatorVisibility) private var indicators
  /// ```
  public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { self[HorizontalScrollIndicatorVisibilityKey.self] }
    set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
  }
}

/// Sets the indicator visibility of the scroll views inside:
/// ``View/scrollIndicators(_:axes:)``.
public struct _ScrollIndicatorsModifier: EnvironmentWritingModifier, Equatable {
  let visibility: ScrollIndicatorVisibility
  let axes: Axis.Set

  func apply(to environment: inout EnvironmentValues) {
    if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
    if axes.contains(.horizontal) { environment.horizontalScrollIndicatorVisibility = visibility }
  }
}

extension View {
  /// Sets whether the scroll views inside this view draw their scroll
  /// indicators, on `axes`.
  ///
  /// ```swift
  /// List(items) { Text($0.name) }
  ///   .scrollIndicators(.never)
  /// ```
  public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  ) -> some View {
    modifier(_ScrollIndicatorsModifier(visibility: visibility, axes: axes))
  }
}
