import Foundation

extension EnvironmentValues {
  private struct UndoManagerKey: EnvironmentKey {
    static var defaultValue: UndoManager? { nil }
  }

  /// The undo manager of the window the view is in; a document window's is
  /// its document's.
  ///
  /// ```swift
  /// struct Counter: View {
  ///   @ObservedObject var model: CounterModel
  ///   @Environment(\.undoManager) private var undoManager
  ///
  ///   var body: some View {
  ///     Button("Add One") {
  ///       model.count += 1
  ///       undoManager?.registerUndo(withTarget: model) { $0.count -= 1 }
  ///     }
  ///   }
  /// }
  /// ```
  /// Each ``App`` window has its own, and so does a view run without an app
  /// (one per screen: a terminal, a browser tab, a `TestHost`). The app's
  /// Edit ▸ Undo and Redo act on the selected window's. `nil` only in a
  /// graph run without a host.
  public internal(set) var undoManager: UndoManager? {
    get { self[UndoManagerKey.self] }
    set { self[UndoManagerKey.self] = newValue }
  }
}

extension FocusedValues {
  private struct UndoManagerKey: FocusedValueKey {
    typealias Value = UndoManager
  }

  /// The undo manager of the focused window, for commands to act on.
  ///
  /// ```swift
  /// struct HistoryCommands: Commands {
  ///   @FocusedValue(\.undoManager) private var undoManager
  ///
  ///   var body: some Commands {
  ///     CommandMenu("History") {
  ///       Button("Forget Changes") { undoManager?.removeAllActions() }
  ///         .disabled(undoManager?.canUndo != true)
  ///     }
  ///   }
  /// }
  /// ```
  /// Every window publishes its ``EnvironmentValues/undoManager`` here,
  /// whatever has focus in it; a view publishing another with
  /// `focusedValue(\.undoManager, …)` overrides it while it has focus.
  public var undoManager: UndoManager? {
    get { self[UndoManagerKey.self] }
    set { self[UndoManagerKey.self] = newValue }
  }
}
