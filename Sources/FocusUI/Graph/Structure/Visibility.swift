/// Whether a piece of interface is shown: a confirmation dialog's title
/// (`confirmationDialog(_:isPresented:titleVisibility:actions:)`).
///
/// ```swift
/// .confirmationDialog("Delete all items?", isPresented: $confirms, titleVisibility: .visible) {
///   Button("Delete All", role: .destructive) { deleteAll() }
/// }
/// ```
public enum Visibility: Hashable, Sendable, CaseIterable {
  /// The system decides; see each use.
  case automatic
  /// Shown.
  case visible
  /// Hidden.
  case hidden
}
