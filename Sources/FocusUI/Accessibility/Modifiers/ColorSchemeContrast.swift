/// The contrast between the app's foreground and background colors, as the
/// user set it: ``EnvironmentValues/colorSchemeContrast``.
///
/// Every FocusUI host reads `.standard`: a terminal tells an app nothing
/// about its user's contrast settings (its palette is already the user's
/// own), and the browser host does not pass on `prefers-contrast`. Code
/// that reads it compiles and takes its standard path.
///
/// ```swift
/// @Environment(\.colorSchemeContrast) private var contrast
///
/// var body: some View {
///   Text("Due today")
///     .foregroundStyle(contrast == .increased ? .primary : .secondary)
/// }
/// ```
public enum ColorSchemeContrast: Hashable, CaseIterable, Sendable {
  /// The usual contrast: what every FocusUI host reads.
  case standard
  /// The user asked for more contrast (Increase Contrast on Apple's
  /// platforms). No FocusUI host reports it.
  case increased
}

extension EnvironmentValues {
  private struct ColorSchemeContrastKey: EnvironmentKey {
    static var defaultValue: ColorSchemeContrast { .standard }
  }

  /// The contrast the user asked for; views cannot change it, only read
  /// it.
  ///
  /// ```swift
  /// @Environment(\.colorSchemeContrast) private var contrast
  /// ```
  ///
  /// Always `.standard` in FocusUI's hosts (the terminal, the browser and
  /// `TestHost`): see ``ColorSchemeContrast``.
  public package(set) var colorSchemeContrast: ColorSchemeContrast {
    get { self[ColorSchemeContrastKey.self] }
    set { self[ColorSchemeContrastKey.self] = newValue }
  }
}
