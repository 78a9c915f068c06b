/// The child environment of a container whose content can be hidden while
/// it stays in the graph — a navigation level below the top, a collapsed
/// split column, keyboard toolbar items without a text field in focus:
/// `isNavigationHidden` is set while hidden, written with one version for
/// each state so that an unchanged state does not look changed to the
/// views inside, and the result is kept until the environment or the state
/// changes.
///
/// ```swift
/// override var childEnvironment: EnvironmentValues {
///   hiding.environment(from: environment, isShown: isShown)
/// }
/// ```
@MainActor
struct HidableContentEnvironment {
  private let shownVersion = EnvironmentValues.nextVersion()
  private let hiddenVersion = EnvironmentValues.nextVersion()
  private var cached: (token: Int, isShown: Bool, environment: EnvironmentValues)?

  /// Forgets the kept environment: what `adding` writes has changed.
  mutating func invalidate() {
    cached = nil
  }

  /// `environment` with the container's own values (`adding`) and whether
  /// its content is hidden.
  mutating func environment(
    from environment: EnvironmentValues, isShown: Bool, adding write: (inout EnvironmentValues) -> Void = { _ in }
  ) -> EnvironmentValues {
    if let cached, cached.token == environment.token, cached.isShown == isShown { return cached.environment }
    var result = environment
    write(&result)
    EnvironmentValues.$writerVersion.withValue(isShown ? shownVersion : hiddenVersion) {
      result.isNavigationHidden = !isShown || environment.isNavigationHidden
    }
    cached = (environment.token, isShown, result)
    return result
  }
}
