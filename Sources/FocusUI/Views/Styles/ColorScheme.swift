/// Whether the app is drawn light or dark: ``EnvironmentValues/colorScheme``.
///
/// A terminal's colors are its user's theme: FocusUI draws on the
/// terminal's own background and cannot repaint it, and the browser host's
/// page is dark too. So every host reads `.dark` (most terminal themes are
/// dark), and a view that picks its colors by scheme picks the ones that
/// show on a dark background.
///
/// ```swift
/// @Environment(\.colorScheme) private var colorScheme
///
/// var body: some View {
///   Text("Total").foregroundColor(colorScheme == .dark ? .white : .black)
/// }
/// ```
public enum ColorScheme: Hashable, CaseIterable, Sendable {
  /// Dark text on a light background.
  case light
  /// Light text on a dark background: what FocusUI's hosts read.
  case dark
}

extension EnvironmentValues {
  private struct ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .dark }
  }

  /// The color scheme views here are drawn in: `.dark` in FocusUI's hosts
  /// (see ``ColorScheme``), or what ``View/preferredColorScheme(_:)`` or
  /// `environment(\.colorScheme, …)` above set.
  ///
  /// ```swift
  /// @Environment(\.colorScheme) private var colorScheme
  /// ```
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
}

extension View {
  /// Asks for `colorScheme` (`nil`: no preference).
  ///
  /// ```swift
  /// WindowGroup {
  ///   ContentView().preferredColorScheme(.dark)
  /// }
  /// ```
  ///
  /// On Apple's platforms this sets the scheme of the whole window. A
  /// terminal's colors are its user's, which an app cannot change, so here
  /// it sets ``EnvironmentValues/colorScheme`` for this view and the views
  /// inside it (the window, when applied at its root, as it usually is):
  /// what they read follows the preference, what the terminal draws does
  /// not change.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    transformEnvironment(\.colorScheme) { scheme in
      if let colorScheme { scheme = colorScheme }
    }
  }

  /// Sets ``EnvironmentValues/colorScheme`` for this view and the views
  /// inside it (SwiftUI's older spelling of `environment(\.colorScheme, …)`).
  ///
  /// ```swift
  /// Preview().colorScheme(.light)
  /// ```
  public func colorScheme(_ colorScheme: ColorScheme) -> some View {
    environment(\.colorScheme, colorScheme)
  }
}
