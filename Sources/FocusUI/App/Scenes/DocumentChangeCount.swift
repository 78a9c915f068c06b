import Foundation

/// Whether a document changed since it was opened or last saved, counted
/// from its window's undo manager as NSDocument counts: a change done or
/// redone adds one, an undo takes one away, and a count of zero is the
/// saved state.
///
/// Undoing back to the saved state clears the edited mark. A new change
/// made while the saved state was undone (so that it was on the redo
/// stack, which the change empties), or actions removed from the undo
/// manager while away from it, put the saved state out of reach: the
/// document stays edited until it is saved.
///
/// ```swift
/// let changes = DocumentChangeCount(undoManager: undoManager)
/// undoManager.registerUndo(withTarget: model) { _ in }  // edited
/// undoManager.undo()                                     // saved state again
/// ```
@MainActor
final class DocumentChangeCount {
  /// Changes away from the saved state: negative after undoing past it.
  private var count = 0
  private var isSavedStateLost = false
  #if canImport(Darwin)
    private var observers: [any NSObjectProtocol] = []
  #endif

  /// Follows `undoManager`'s changes.
  init(undoManager: UndoManager) {
    #if !canImport(Darwin)
      undoManager.changeObserver = { [weak self] change in self?.record(change) }
    #else
      // Apple's undo manager tells of its changes through notifications.
      // (Not built by this package's Linux CI.)
      let center = NotificationCenter.default
      func observe(_ name: Notification.Name, _ change: @escaping @MainActor @Sendable (UndoManager) -> Void) {
        observers.append(
          center.addObserver(forName: name, object: undoManager, queue: nil) { notification in
            MainActor.assumeIsolated {
              if let manager = notification.object as? UndoManager { change(manager) }
            }
          })
      }
      observe(.NSUndoManagerDidCloseUndoGroup) { [weak self] manager in
        if !manager.isUndoing, !manager.isRedoing, manager.groupingLevel == 0 { self?.count += 1 }
      }
      observe(.NSUndoManagerDidUndoChange) { [weak self] _ in self?.count -= 1 }
      observe(.NSUndoManagerDidRedoChange) { [weak self] _ in self?.count += 1 }
    #endif
  }

  /// Whether the document differs from its saved state.
  var hasUnsavedChanges: Bool { isSavedStateLost || count != 0 }

  /// The document was just saved: this is the saved state.
  func markSaved() {
    count = 0
    isSavedStateLost = false
  }

  /// A change the undo manager does not know of (one made while
  /// registration was disabled): only a save clears it.
  func recordUnregisteredChange() {
    isSavedStateLost = true
  }

  #if !canImport(Darwin)
    private func record(_ change: UndoManager.Change) {
      switch change {
      case .done:
        if count < 0 { isSavedStateLost = true }
        count += 1
      case .undone:
        count -= 1
      case .redone:
        count += 1
      case .cleared:
        if count != 0 { isSavedStateLost = true }
      }
    }
  #endif
}
