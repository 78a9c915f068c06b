/// An app: its scenes, run by a host.
///
/// ```swift
/// import FocusUITerminal
///
/// @main
/// struct LoginApp: App {
///   var body: some Scene {
///     WindowGroup("Login") {
///       LoginForm()
///     }
///   }
/// }
/// ```
/// `FocusUITerminal` gives every app a `main()` that runs it in the
/// terminal.
@MainActor @preconcurrency
public protocol App {
  associatedtype Body: Scene
  /// The app's scenes.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  /// Creates the app; hosts call it once.
  init()
}

/// A part of an app's interface with its own life cycle: a window group.
@MainActor @preconcurrency
public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// Builds scenes from closures.
@resultBuilder
@MainActor
public enum SceneBuilder {
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene {
    var scenes: [any Scene] = []
    for scene in repeat each content {
      scenes.append(scene)
    }
    return _TupleScene(scenes: scenes)
  }
}

/// Several scenes, as a `@SceneBuilder` block produces them.
public struct _TupleScene: Scene {
  let scenes: [any Scene]
  public var body: Never { preconditionFailure("_TupleScene is a primitive scene") }
}

/// A window showing a view; the terminal host shows one window at a time.
///
/// ```swift
/// WindowGroup("Notes") { NotesView() }
/// ```
public struct WindowGroup<Content: View>: Scene {
  /// The window's title.
  public let title: String?
  let content: Content

  /// A window group showing `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.title = nil
    self.content = content()
  }

  /// A window group titled `title`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.title = String(title)
    self.content = content()
  }

  public var body: Never { preconditionFailure("WindowGroup is a primitive scene") }
}

/// A window a host can show: its title and root view.
package struct WindowDescription {
  package var title: String?
  package var content: any View
}

extension Scene {
  /// The windows this scene describes, in order.
  package var windows: [WindowDescription] {
    if let group = self as? any WindowGroupProtocol { return [group.window] }
    if let tuple = self as? _TupleScene { return tuple.scenes.flatMap(\.windows) }
    if Body.self == Never.self { return [] }
    return body.windows
  }
}

@MainActor
protocol WindowGroupProtocol {
  var window: WindowDescription { get }
}

extension WindowGroup: WindowGroupProtocol {
  var window: WindowDescription { WindowDescription(title: title, content: content) }
}
