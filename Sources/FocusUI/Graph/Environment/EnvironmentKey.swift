/// A key for a value in ``EnvironmentValues``.
///
/// Most code declares entries with the ``Entry()`` macro instead:
/// ```swift
/// extension EnvironmentValues {
///   @Entry var accentName: String = "blue"
/// }
/// ```
public protocol EnvironmentKey {
  associatedtype Value
  /// The value read where no ancestor set one.
  static var defaultValue: Value { get }
}
