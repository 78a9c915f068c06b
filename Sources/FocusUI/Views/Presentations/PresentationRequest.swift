/// What a presentation modifier asks its host to show, rebuilt each time
/// the modifier runs: the kind of presentation, its identity (a new one
/// replaces the presentation), its content and how to close it.
@MainActor
struct PresentationRequest {
  /// How the presentation is drawn and what its keys do.
  enum Style {
    case sheet
    /// A sheet that covers the whole window, without a border.
    case fullScreenCover
    case popover(PopoverPlacement)
    case alert
    case confirmationDialog
  }

  /// A view, or the parts of an alert or a confirmation dialog.
  enum Content {
    case view(AnyView)
    case dialog(DialogContent)
  }

  var style: Style
  /// The same while the same presentation stays up: a constant for
  /// `isPresented:`, the item's `id` for `item:`.
  var identity: AnyHashable
  var content: Content
  /// Sets the presentation's binding so that it closes.
  var dismiss: @MainActor () -> Void
  /// Runs after the presentation closed.
  var onDismiss: (@MainActor () -> Void)?

  /// The modifier, for messages: `sheet`, `alert`, ….
  var modifierName: String {
    switch style {
    case .sheet: "sheet"
    case .fullScreenCover: "fullScreenCover"
    case .popover: "popover"
    case .alert: "alert"
    case .confirmationDialog: "confirmationDialog"
    }
  }

  /// Whether the rest of the window is dimmed while it is up.
  var dimsBackground: Bool {
    if case .popover = style { return false }
    return true
  }
}

/// Where a popover points: its anchor in the presenting view, and the
/// anchor's edge it prefers to sit at.
struct PopoverPlacement {
  var anchor: PopoverAttachmentAnchor
  var arrowEdge: Edge?
}
