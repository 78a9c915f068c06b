/// The parts of an alert or a confirmation dialog: a title, an optional
/// message and the buttons the app gave.
@MainActor
struct DialogContent {
  enum Kind {
    /// Every button closes it; with no buttons, an OK button is added.
    case alert
    /// Every button closes it; without a cancel button, one is added.
    case confirmationDialog
  }

  var kind: Kind
  /// `nil` when the title is hidden.
  var title: Text?
  var message: AnyView?
  var actions: AnyView
}
