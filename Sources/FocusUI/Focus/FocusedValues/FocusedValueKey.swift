/// A key for a value in ``FocusedValues``.
///
/// Most code declares entries with the ``Entry()`` macro instead, which
/// writes the key:
/// ```swift
/// extension FocusedValues {
///   @Entry var selectedNote: Binding<Note>?
/// }
/// ```
public protocol FocusedValueKey {
  /// The type of the published value; readers see it as `Value?`.
  associatedtype Value
}
