/// How a ``Picker`` shows its options: ``View/pickerStyle(_:)``.
///
/// ```swift
/// Picker("Size", selection: $size) { … }
///   .pickerStyle(.segmented)
/// ```
///
/// In a terminal:
/// - ``automatic`` and ``menu``: `Size [ Medium ▾ ]`; Return or Space
///   opens the options in a drop-down box, ↑ and ↓ choose the previous or
///   next option without opening it.
/// - ``segmented`` (and ``palette``): `Size [ Small | Medium | Large ]`;
///   ← and → choose.
/// - ``inline``, ``radioGroup`` and ``wheel``: the title, then one row per
///   option marked `(•)` or `( )`; ↑ and ↓ choose.
@MainActor @preconcurrency
public protocol PickerStyle {}

/// How the terminal draws a picker style.
enum PickerPresentation: Hashable, Sendable {
  case menu, segmented, inline
}

@MainActor
protocol PresentedPickerStyle {
  var presentation: PickerPresentation { get }
}

/// The platform's picker style: a menu.
public struct DefaultPickerStyle: PickerStyle, PresentedPickerStyle {
  public init() {}
  var presentation: PickerPresentation { .menu }
}

/// Options in a drop-down menu.
public struct MenuPickerStyle: PickerStyle, PresentedPickerStyle {
  public init() {}
  var presentation: PickerPresentation { .menu }
}

/// Options side by side in one row.
public struct SegmentedPickerStyle: PickerStyle, PresentedPickerStyle {
  public init() {}
  var presentation: PickerPresentation { .segmented }
}

/// Options as a row of symbols; drawn as a segmented row.
public struct PalettePickerStyle: PickerStyle, PresentedPickerStyle {
  public init() {}
  var presentation: PickerPresentation { .segmented }
}

/// Options listed one per row, where the picker is.
public struct InlinePickerStyle: PickerStyle, PresentedPickerStyle {
  public init() {}
  var presentation: PickerPresentation { .inline }
}

/// Options as radio buttons (macOS); drawn one per row.
public struct RadioGroupPickerStyle: PickerStyle, PresentedPickerStyle {
  public init() {}
  var presentation: PickerPresentation { .inline }
}

/// A scrolling wheel (iOS); drawn one option per row.
public struct WheelPickerStyle: PickerStyle, PresentedPickerStyle {
  public init() {}
  var presentation: PickerPresentation { .inline }
}

extension PickerStyle where Self == DefaultPickerStyle {
  /// The platform's picker style: a menu.
  public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
  /// Options in a drop-down menu.
  public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
  /// Options side by side in one row.
  public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == PalettePickerStyle {
  /// Options as a row of symbols.
  public static var palette: PalettePickerStyle { PalettePickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
  /// Options listed one per row.
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
  /// Options as radio buttons.
  public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
  /// A scrolling wheel.
  public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension EnvironmentValues {
  private struct PickerPresentationKey: EnvironmentKey {
    static var defaultValue: PickerPresentation { .menu }
  }

  /// How pickers here draw, set by ``View/pickerStyle(_:)``.
  var pickerPresentation: PickerPresentation {
    get { self[PickerPresentationKey.self] }
    set { self[PickerPresentationKey.self] = newValue }
  }
}

extension View {
  /// Sets how the pickers inside this view show their options; see
  /// ``PickerStyle``.
  ///
  /// ```swift
  /// Picker("Size", selection: $size) {
  ///   ForEach(Size.allCases, id: \.self) { Text($0.name) }
  /// }
  /// .pickerStyle(.segmented)
  /// ```
  public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
    environment(\.pickerPresentation, (style as? any PresentedPickerStyle)?.presentation ?? .menu)
  }
}
