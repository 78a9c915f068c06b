/// An app: its scenes, run by a host.
///
/// ```swift
/// import FocusUI
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
/// ``App/main()`` runs it in the terminal (see <doc:AppAndScenes>).
@MainActor @preconcurrency
public protocol App {
  associatedtype Body: Scene
  /// The app's scenes.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  /// Creates the app; hosts call it once.
  init()
}

/// A part of an app's interface with its own life cycle: a window group,
/// a single window, a group of documents.
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

extension _TupleScene: PrimitiveScene {
  func collect(into scenes: inout SceneCollection) {
    for scene in self.scenes { scenes.add(scene) }
  }
}
