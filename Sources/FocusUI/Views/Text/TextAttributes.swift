/// The styling of a run of text, set by `Text`'s modifiers (for that text)
/// or by view modifiers (for the text below): `nil` leaves it to what is
/// around, so the innermost setting wins as in SwiftUI.
struct TextAttributes: Hashable, Sendable {
  var font: Font?
  var weight: Font.Weight?
  var isBold: Bool?
  var isItalic: Bool?
  var isUnderlined: Bool?
  var underlineColor: Color?
  var isStrikethrough: Bool?
  var strikethroughColor: Color?
  var foreground: ShapeStyleKind?
  /// ``Text/speechSpellsOutCharacters(_:)`` and the other speech
  /// modifiers: read by the accessibility tree, never drawn.
  var speech = SpeechAttributes()

  /// These attributes, with `outer`'s where these have none.
  func over(_ outer: TextAttributes) -> TextAttributes {
    TextAttributes(
      font: font ?? outer.font, weight: weight ?? outer.weight, isBold: isBold ?? outer.isBold,
      isItalic: isItalic ?? outer.isItalic, isUnderlined: isUnderlined ?? outer.isUnderlined,
      underlineColor: underlineColor ?? outer.underlineColor, isStrikethrough: isStrikethrough ?? outer.isStrikethrough,
      strikethroughColor: strikethroughColor ?? outer.strikethroughColor, foreground: foreground ?? outer.foreground,
      speech: speech.over(outer.speech))
  }

  /// How a cell of text with these attributes is drawn, from the style of
  /// the view around (`base`) in `environment`.
  @MainActor
  func cellStyle(base: CellStyle, environment: EnvironmentValues) -> CellStyle {
    let attributes = over(environment.textAttributes)
    var style = base
    let font = attributes.font ?? environment.font
    let weight = attributes.weight ?? font?.effectiveWeight ?? .regular
    if let isBold = attributes.isBold {
      style.isBold = isBold
    } else if weight.drawsBold {
      style.isBold = true
    } else if attributes.weight != nil || font?.weight != nil {
      // An explicit lighter weight undoes `.bold()` around it.
      style.isBold = false
    }
    if weight.drawsDim { style.isDim = true }
    if attributes.isItalic ?? font?.isItalic ?? false { style.isItalic = true }
    if attributes.isUnderlined == true { style.isUnderlined = true }
    if attributes.isStrikethrough == true { style.isStrikethrough = true }
    if let foreground = attributes.foreground {
      style.foreground = foreground.resolve(in: environment).color
    }
    return style
  }
}

extension EnvironmentValues {
  private struct TextAttributesKey: EnvironmentKey {
    static var defaultValue: TextAttributes { TextAttributes() }
  }

  /// Text styling set by view modifiers (`.italic()`, `.fontWeight(_:)`,
  /// `.underline()`, …) for the text below.
  var textAttributes: TextAttributes {
    get { self[TextAttributesKey.self] }
    set { self[TextAttributesKey.self] = newValue }
  }

  private struct FontKey: EnvironmentKey {
    static var defaultValue: Font? { nil }
  }

  /// The font of text here, set by ``View/font(_:)``; `nil` is the body
  /// font.
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  private struct LineLimitKey: EnvironmentKey {
    static var defaultValue: LineLimit { LineLimit() }
  }

  var lineLimits: LineLimit {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }

  /// The most lines text here takes, `nil` for no limit; set by
  /// ``View/lineLimit(_:)-(Int?)``.
  public var lineLimit: Int? {
    get { lineLimits.maximum }
    set { lineLimits = LineLimit(minimum: nil, maximum: newValue.map { max(0, $0) }) }
  }

  private struct MultilineTextAlignmentKey: EnvironmentKey {
    static var defaultValue: TextAlignment { .leading }
  }

  /// How the lines of wrapped text line up, set by
  /// ``View/multilineTextAlignment(_:)``.
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineTextAlignmentKey.self] }
    set { self[MultilineTextAlignmentKey.self] = newValue }
  }

  private struct TruncationModeKey: EnvironmentKey {
    static var defaultValue: Text.TruncationMode { .tail }
  }

  /// Where text cut short by a line limit shows its ellipsis, set by
  /// ``View/truncationMode(_:)``.
  public var truncationMode: Text.TruncationMode {
    get { self[TruncationModeKey.self] }
    set { self[TruncationModeKey.self] = newValue }
  }

  private struct TextCaseKey: EnvironmentKey {
    static var defaultValue: Text.Case? { nil }
  }

  /// The case text here is drawn in, set by ``View/textCase(_:)``.
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }
}

/// The line limits of text: at most `maximum` lines, and room for
/// `minimum` kept even when the text is shorter.
struct LineLimit: Hashable, Sendable {
  var minimum: Int?
  var maximum: Int?
}

/// How the lines of multiline text line up with each other.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
  case leading, center, trailing
}
