/// How a cell is drawn: color and attributes.
public struct CellStyle: Hashable, Sendable {
  public var foreground: Color?
  public var isBold = false
  public var isDim = false
  public var isUnderlined = false
  public var isInverse = false

  public init(
    foreground: Color? = nil, isBold: Bool = false, isDim: Bool = false, isUnderlined: Bool = false,
    isInverse: Bool = false
  ) {
    self.foreground = foreground
    self.isBold = isBold
    self.isDim = isDim
    self.isUnderlined = isUnderlined
    self.isInverse = isInverse
  }

  public static let plain = CellStyle()
}
