/// Opens a window of the app: read it from the environment and call it.
///
/// ```swift
/// struct Toolbar: View {
///   @Environment(\.openWindow) private var openWindow
///   var body: some View {
///     Button("Show Activity") { openWindow(id: "activity") }
///   }
/// }
/// ```
/// A ``WindowGroup`` opens one more window; a ``Window`` that is already
/// open is selected instead. In the terminal, the new window is the
/// selected tab.
@MainActor @preconcurrency
public struct OpenWindowAction {
  let open: @MainActor (String) -> Void

  nonisolated init(open: @escaping @MainActor (String) -> Void) {
    self.open = open
  }

  /// Opens the window of the scene with identifier `id`.
  public func callAsFunction(id: String) {
    open(id)
  }
}

extension EnvironmentValues {
  private struct OpenWindowKey: EnvironmentKey {
    static var defaultValue: OpenWindowAction {
      OpenWindowAction { id in
        RuntimeWarnings.emitGlobally(
          "openWindow(id: \"\(id)\") outside of an app: only an App's scenes have windows to open.")
      }
    }
  }

  /// Opens windows of the app's scenes.
  public internal(set) var openWindow: OpenWindowAction {
    get { self[OpenWindowKey.self] }
    set { self[OpenWindowKey.self] = newValue }
  }
}
