/// What a button does, as the system needs to know it: a cancel button is
/// what Escape presses in an alert or a confirmation dialog; a destructive
/// one is drawn in red.
///
/// ```swift
/// .alert("Delete “Milk”?", isPresented: $confirmsDelete) {
///   Button("Delete", role: .destructive) { delete() }
///   Button("Cancel", role: .cancel) {}
/// }
/// ```
public struct ButtonRole: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case destructive, cancel
  }

  let kind: Kind

  /// A button that deletes data or does something that cannot be undone.
  public static let destructive = ButtonRole(kind: .destructive)

  /// A button that cancels the operation: in an alert or a confirmation
  /// dialog, Escape presses it (and a dialog without one gets a Cancel
  /// button of its own).
  public static let cancel = ButtonRole(kind: .cancel)
}
