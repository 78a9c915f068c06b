/// Sets the style text, symbols and shapes are drawn in:
/// ``View/foregroundStyle(_:)``.
public struct _ForegroundStyleModifier: EnvironmentWritingModifier, Equatable {
  /// Empty resets to the terminal's default.
  let styles: [ShapeStyleKind]

  func apply(to environment: inout EnvironmentValues) {
    // Resolved here, so `.secondary` means the foreground around it.
    let colors = styles.map { $0.resolve(in: environment).color }
    environment.foregroundColor = colors.first
    environment.foregroundLevels = Array(colors.dropFirst())
  }
}

/// Sets the tint: ``View/tint(_:)``.
public struct _TintModifier: EnvironmentWritingModifier, Equatable {
  let style: ShapeStyleKind?

  func apply(to environment: inout EnvironmentValues) {
    environment.tintColor = style.map { $0.resolve(in: environment).color }
  }
}

extension EnvironmentValues {
  private struct ForegroundLevelsKey: EnvironmentKey {
    static var defaultValue: [Color] { [] }
  }

  /// The secondary and tertiary colors given with
  /// ``View/foregroundStyle(_:_:)``: what `.secondary` and `.tertiary` are.
  var foregroundLevels: [Color] {
    get { self[ForegroundLevelsKey.self] }
    set { self[ForegroundLevelsKey.self] = newValue }
  }

  private struct TintColorKey: EnvironmentKey {
    static var defaultValue: Color? { nil }
  }

  /// The tint set by ``View/tint(_:)``; `nil` is the accent color.
  var tintColor: Color? {
    get { self[TintColorKey.self] }
    set { self[TintColorKey.self] = newValue }
  }
}

extension View {
  /// Draws text, symbols and shapes here in `style`.
  ///
  /// ```swift
  /// Text("Invalid password").foregroundStyle(.red)
  /// Text("Last edited yesterday").foregroundStyle(.secondary)
  /// ```
  ///
  /// A terminal colors each character with one color: a gradient gives
  /// text its average color. Hierarchical styles (`.secondary`, …) are the
  /// foreground around, dimmed.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    modifier(_ForegroundStyleModifier(styles: [ShapeStyleKind.of(style)]))
  }

  /// Draws here in `primary`, with `secondary` standing for `.secondary`.
  ///
  /// ```swift
  /// VStack {
  ///   Text("Title")
  ///   Text("Detail").foregroundStyle(.secondary)
  /// }
  /// .foregroundStyle(.blue, .gray)
  /// ```
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
    modifier(_ForegroundStyleModifier(styles: [ShapeStyleKind.of(primary), ShapeStyleKind.of(secondary)]))
  }

  /// Draws here in `primary`, with `secondary` and `tertiary` standing for
  /// `.secondary` and `.tertiary`.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    modifier(
      _ForegroundStyleModifier(
        styles: [ShapeStyleKind.of(primary), ShapeStyleKind.of(secondary), ShapeStyleKind.of(tertiary)]))
  }

  /// Draws text and controls here in `color` (`nil`: the default).
  ///
  /// ```swift
  /// Text("Warning").foregroundColor(.yellow)
  /// ```
  public func foregroundColor(_ color: Color?) -> some View {
    modifier(_ForegroundStyleModifier(styles: color.map { [.color($0)] } ?? []))
  }

  /// Sets the tint of controls, `.tint` fills and links here.
  ///
  /// ```swift
  /// Toggle("Vegetarian", isOn: $vegetarian).tint(.green)
  /// Capsule().fill(.tint)
  /// ```
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
    modifier(_TintModifier(style: tint.map { ShapeStyleKind.of($0) }))
  }

  /// Sets the tint to `tint` (`nil`: the accent color).
  public func tint(_ tint: Color?) -> some View {
    modifier(_TintModifier(style: tint.map { .color($0) }))
  }

  /// Sets the accent color here, as ``tint(_:)-(Color?)`` does.
  public func accentColor(_ accentColor: Color?) -> some View {
    tint(accentColor)
  }
}
