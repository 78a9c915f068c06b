import Foundation

/// Scenes the runtime understands directly.
@MainActor
protocol PrimitiveScene {
  func collect(into scenes: inout SceneCollection)
}

/// One scene of an app, as its body describes it now.
@MainActor
struct SceneDefinition {
  enum Kind {
    case windowGroup, window, documents
  }

  enum Content {
    case view(AnyView)
    case documents(any DocumentScene)
  }

  var kind: Kind
  var id: String?
  var title: String?
  var content: Content
  /// The size ``Scene/defaultSize(width:height:)`` asked for, in points.
  var defaultSize: CGSize?
  var resizability = WindowResizability.automatic
}

/// The scenes and commands of an app's body, in order.
@MainActor
struct SceneCollection {
  var definitions: [SceneDefinition] = []
  var commands: CommandContributions

  init(node: ViewNode, ordinal: Int) {
    commands = CommandContributions(node: node, ordinal: ordinal)
  }

  /// Adds `scene`, evaluating the body of a custom one.
  mutating func add(_ scene: any Scene) {
    if let primitive = scene as? any PrimitiveScene {
      primitive.collect(into: &self)
    } else {
      add(body(of: scene))
    }
  }

  private mutating func body<S: Scene>(of scene: S) -> any Scene {
    var scene = scene
    DynamicProperties.install(in: &scene, node: commands.node, ordinal: &commands.ordinal)
    return scene.body
  }
}

/// A scene with commands: ``Scene/commands(content:)``.
public struct _CommandsScene<Content: Scene, C: Commands>: Scene {
  let content: Content
  let commands: C
  public var body: Never { preconditionFailure("_CommandsScene is a primitive scene") }
}

extension _CommandsScene: PrimitiveScene {
  func collect(into scenes: inout SceneCollection) {
    scenes.add(content)
    scenes.commands.add(commands)
  }
}

extension Scene {
  /// Adds `content` to the app's menu bar while this scene exists.
  ///
  /// ```swift
  /// WindowGroup { CounterView() }
  ///   .commands {
  ///     CommandMenu("Counter") {
  ///       Button("Increment") { counter? += 1 }.disabled(counter == nil)
  ///     }
  ///   }
  /// ```
  public func commands<C: Commands>(@CommandsBuilder content: () -> C) -> some Scene {
    _CommandsScene(content: self, commands: content())
  }
}
