/// How a ``ProgressView`` draws: ``View/progressViewStyle(_:)``.
///
/// In a terminal, ``linear`` (and ``automatic``) draws a bar of `█` and
/// `░` cells, and ``circular`` one glyph (`○ ◔ ◑ ◕ ●`) with the
/// percentage.
@MainActor @preconcurrency
public protocol ProgressViewStyle {}

/// How the terminal draws a progress view style.
enum ProgressViewStyleKind: Hashable, Sendable {
  case linear, circular
}

@MainActor
protocol DrawnProgressViewStyle {
  var kind: ProgressViewStyleKind { get }
}

/// The platform's style: a bar.
public struct DefaultProgressViewStyle: ProgressViewStyle, DrawnProgressViewStyle {
  public init() {}
  var kind: ProgressViewStyleKind { .linear }
}

/// A bar filled from the leading edge.
public struct LinearProgressViewStyle: ProgressViewStyle, DrawnProgressViewStyle {
  public init() {}
  var kind: ProgressViewStyleKind { .linear }
}

/// A circle filled clockwise; a glyph in a terminal.
public struct CircularProgressViewStyle: ProgressViewStyle, DrawnProgressViewStyle {
  public init() {}
  var kind: ProgressViewStyleKind { .circular }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  /// The platform's style: a bar.
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  /// A bar.
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  /// A glyph and the percentage.
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension EnvironmentValues {
  private struct ProgressViewStyleKey: EnvironmentKey {
    static var defaultValue: ProgressViewStyleKind { .linear }
  }

  /// How progress views here draw.
  var progressViewStyleKind: ProgressViewStyleKind {
    get { self[ProgressViewStyleKey.self] }
    set { self[ProgressViewStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how the progress views inside this view draw.
  ///
  /// ```swift
  /// ProgressView(value: 0.5).progressViewStyle(.circular)   // ◑ 50%
  /// ```
  public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    environment(\.progressViewStyleKind, (style as? any DrawnProgressViewStyle)?.kind ?? .linear)
  }
}
