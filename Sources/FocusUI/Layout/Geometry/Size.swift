/// A size measured in terminal cells.
///
/// ```swift
/// let host = TestHost(LoginForm(), size: Size(width: 80, height: 24))
/// ```
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// The number of columns.
  public var width: Int
  /// The number of rows.
  public var height: Int

  /// Creates a size of `width` columns by `height` rows.
  public init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The empty size.
  public static let zero = Size(width: 0, height: 0)

  public var description: String { "\(width)×\(height)" }
}
