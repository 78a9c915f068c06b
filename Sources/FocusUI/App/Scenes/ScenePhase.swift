/// Whether a scene is in front of the user and receiving their input.
///
/// Read it with `@Environment(\.scenePhase)`: it is ``active`` while the
/// host's window has the system's focus, and ``inactive`` while another
/// window has it (the terminal reports this when it supports focus
/// reporting; in a test, `TestHost.resignActive()` and `becomeActive()`).
///
/// ```swift
/// struct Editor: View {
///   @Environment(\.scenePhase) private var scenePhase
///   @State private var draft = ""
///
///   var body: some View {
///     TextEditor(text: $draft)
///       .onChange(of: scenePhase) { _, phase in
///         if phase != .active { save(draft) }
///       }
///   }
/// }
/// ```
///
/// Keyboard focus stays where it was while the scene is inactive, and keys
/// go to it again when the scene is active. The phases are ordered
/// `background < inactive < active`, as in SwiftUI.
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// Not shown: no host puts a scene in the background yet.
  case background
  /// Shown, but another window has the user's input.
  case inactive
  /// Shown and receiving the user's input.
  case active
}

extension EnvironmentValues {
  private struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
  }

  /// The phase of the scene the view is in: ``ScenePhase/active`` unless
  /// the host's window lost the system's focus.
  ///
  /// ```swift
  /// @Environment(\.scenePhase) private var scenePhase
  /// var body: some View { Text(scenePhase == .active ? "Editing" : "Paused") }
  /// ```
  ///
  /// Read in an `App`'s body, it is the app's phase: every window of a
  /// host shares its window's focus.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }

  private struct AppearsActiveKey: EnvironmentKey {
    static var defaultValue: Bool { true }
  }

  /// Whether the view's window appears active: `false` while another
  /// window has the system's focus, when SwiftUI on a Mac draws controls
  /// dimmed.
  ///
  /// ```swift
  /// @Environment(\.appearsActive) private var appearsActive
  /// var body: some View {
  ///   Text("Inbox").foregroundStyle(appearsActive ? .primary : .secondary)
  /// }
  /// ```
  ///
  /// It changes with ``scenePhase``: `true` exactly when the phase is
  /// ``ScenePhase/active``.
  public var appearsActive: Bool {
    get { self[AppearsActiveKey.self] }
    set { self[AppearsActiveKey.self] = newValue }
  }
}

extension EnvironmentValues {
  /// Sets the two values that say whether the scene has the user's input.
  mutating func setSceneActive(_ isActive: Bool) {
    scenePhase = isActive ? .active : .inactive
    appearsActive = isActive
  }
}
