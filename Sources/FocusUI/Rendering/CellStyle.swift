/// How a cell is drawn: colors and attributes.
///
/// Tests read it from a host's canvas:
/// ```swift
/// let cell = host.canvas[0, 0]
/// #expect(cell.style.isItalic)
/// ```
public struct CellStyle: Hashable, Sendable {
  public var foreground: Color?
  /// The color behind the character; `nil` shows whatever was drawn below
  /// (text drawn over a background keeps it), or the terminal's own.
  public var background: Color?
  public var isBold = false
  public var isDim = false
  public var isItalic = false
  public var isUnderlined = false
  public var isStrikethrough = false
  public var isInverse = false

  public init(
    foreground: Color? = nil, isBold: Bool = false, isDim: Bool = false, isUnderlined: Bool = false,
    isInverse: Bool = false, background: Color? = nil, isItalic: Bool = false, isStrikethrough: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.isBold = isBold
    self.isDim = isDim
    self.isItalic = isItalic
    self.isUnderlined = isUnderlined
    self.isStrikethrough = isStrikethrough
    self.isInverse = isInverse
  }

  public static let plain = CellStyle()
}
