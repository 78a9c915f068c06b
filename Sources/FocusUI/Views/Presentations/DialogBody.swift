/// How an alert or a confirmation dialog lays out: the title in bold, the
/// message, then the buttons in a row, after a blank line.
struct DialogBody: View {
  let dialog: DialogContent
  /// Whether the standard button is added: OK for an alert without
  /// buttons, Cancel for a dialog without a cancel button.
  let addsStandardButton: Bool

  var body: some View {
    VStack(alignment: .leading) {
      if let title = dialog.title {
        title.bold()
      }
      if let message = dialog.message {
        message
      }
      HStack(spacing: .columns(2)) {
        DialogActions(actions: dialog.actions)
        if addsStandardButton {
          switch dialog.kind {
          case .alert: Button("OK") {}
          case .confirmationDialog: Button("Cancel", role: .cancel) {}
          }
        }
      }
      .padding(.top, .rows(1))
      // The system draws a dialog's buttons: the app's button style does not reach them.
      .buttonStyle(.automatic)
    }
  }
}

/// The buttons the app gave a dialog, marked so that the dialog can tell
/// them from the standard one.
struct DialogActions: View {
  let actions: AnyView

  var body: some View { actions }
}
