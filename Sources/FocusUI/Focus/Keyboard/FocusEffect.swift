extension EnvironmentValues {
  private struct IsFocusEffectEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
  }

  /// Whether focused views here show the focus effect: in the terminal,
  /// the inverted ring. `false` below ``View/focusEffectDisabled(_:)``; a
  /// custom view reads it to draw its own effect instead.
  ///
  /// ```swift
  /// struct Tile: View {
  ///   @Environment(\.isFocusEffectEnabled) private var showsEffect
  ///   @FocusState private var isFocused: Bool
  ///   var body: some View {
  ///     Text(isFocused && !showsEffect ? "> Tile <" : "Tile")
  ///       .focusable()
  ///       .focused($isFocused)
  ///   }
  /// }
  /// ```
  public var isFocusEffectEnabled: Bool {
    get { self[IsFocusEffectEnabledKey.self] }
    set { self[IsFocusEffectEnabledKey.self] = newValue }
  }
}

/// Turns the focus effect off (or back on) below it.
public struct _FocusEffectModifier: EnvironmentWritingModifier {
  let isDisabled: Bool

  func apply(to environment: inout EnvironmentValues) {
    environment.isFocusEffectEnabled = !isDisabled
  }
}

extension View {
  /// Hides the focus effect (the terminal's inverted ring) of the focusable
  /// views here, which stay focusable: a view that draws its own focus
  /// look reads ``EnvironmentValues/isFocusEffectEnabled``.
  ///
  /// ```swift
  /// Button("Play") { play() }
  ///   .focusEffectDisabled()
  /// ```
  ///
  /// A text field being edited still shows the terminal's cursor.
  public func focusEffectDisabled(_ disabled: Bool = true) -> some View {
    modifier(_FocusEffectModifier(isDisabled: disabled))
  }
}
