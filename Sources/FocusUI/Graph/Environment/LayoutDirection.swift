/// The direction views are laid out in: ``EnvironmentValues/layoutDirection``.
///
/// ```swift
/// HStack {
///   Text("Name")
///   TextField("Name", text: $name)
/// }
/// .environment(\.layoutDirection, .rightToLeft)   // the field on the left
/// ```
///
/// Right to left, horizontal stacks run from the right edge, and leading
/// and trailing (alignments, padding, safe-area insets) mean right and
/// left. Text itself is still drawn left to right, as a terminal draws it;
/// Tab order stays the order of the views in the source, and the arrow keys
/// follow the mirrored frames.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  /// Leading is left: the default.
  case leftToRight
  /// Leading is right.
  case rightToLeft
}

extension EnvironmentValues {
  private struct LayoutDirectionKey: EnvironmentKey {
    static var defaultValue: LayoutDirection { .leftToRight }
  }

  /// The direction views here are laid out in; left to right unless set.
  ///
  /// ```swift
  /// @Environment(\.layoutDirection) private var direction
  /// ```
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }

  /// `alignment` as drawn here: leading and trailing swap right to left.
  func resolved(_ alignment: HorizontalAlignment) -> HorizontalAlignment {
    guard layoutDirection == .rightToLeft else { return alignment }
    switch alignment {
    case .leading: return .trailing
    case .trailing: return .leading
    case .center: return .center
    }
  }
}
