/// Menu commands an app adds with ``Scene/commands(content:)``: groups of
/// items at standard places, and menus of its own.
///
/// Group your commands in a type of their own; it can read focused values:
/// ```swift
/// struct DocumentCommands: Commands {
///   @FocusedBinding(\.document) var document
///
///   var body: some Commands {
///     CommandMenu("Document") {
///       Button("Clear") { document?.text = "" }
///         .disabled(document == nil)
///     }
///   }
/// }
///
/// WindowGroup { Editor() }
///   .commands { DocumentCommands() }
/// ```
@MainActor @preconcurrency
public protocol Commands {
  associatedtype Body: Commands
  /// The commands this one is made of.
  @CommandsBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Commands {}

/// Builds commands from closures: several commands in a row, `if` and
/// `if`/`else`.
///
/// ```swift
/// .commands {
///   CommandMenu("Tools") { Button("Sharpen") { sharpen() } }
///   if showsDebug {
///     CommandMenu("Debug") { Button("Dump") { dump() } }
///   }
/// }
/// ```
@resultBuilder
@MainActor
public enum CommandsBuilder {
  public static func buildBlock() -> EmptyCommands { EmptyCommands() }

  public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> _TupleCommands {
    var commands: [any Commands] = []
    for command in repeat each content {
      commands.append(command)
    }
    return _TupleCommands(commands: commands)
  }

  public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }

  public static func buildOptional<Content: Commands>(_ content: Content?) -> _TupleCommands {
    _TupleCommands(commands: content.map { [$0] } ?? [])
  }

  public static func buildEither<First: Commands>(first: First) -> _TupleCommands {
    _TupleCommands(commands: [first])
  }

  public static func buildEither<Second: Commands>(second: Second) -> _TupleCommands {
    _TupleCommands(commands: [second])
  }
}

/// No commands: what an empty `@CommandsBuilder` block gives.
///
/// ```swift
/// var body: some Commands { EmptyCommands() }
/// ```
public struct EmptyCommands: Commands {
  /// No commands.
  public init() {}
  public var body: Never { preconditionFailure("EmptyCommands is a primitive command") }
}

/// Several commands, as a `@CommandsBuilder` block produces them.
public struct _TupleCommands: Commands {
  let commands: [any Commands]
  public var body: Never { preconditionFailure("_TupleCommands is a primitive command") }
}

/// Commands the runtime understands directly.
@MainActor
protocol PrimitiveCommands {
  func contribute(to menus: inout CommandContributions)
}

extension EmptyCommands: PrimitiveCommands {
  func contribute(to menus: inout CommandContributions) {}
}

extension _TupleCommands: PrimitiveCommands {
  func contribute(to menus: inout CommandContributions) {
    for command in commands { menus.add(command) }
  }
}

/// What an app's commands add to the menu bar, collected in order.
@MainActor
struct CommandContributions {
  enum Position {
    case before, after, replacing
  }

  struct Group {
    var placement: CommandGroupPlacement
    var position: Position
    var content: AnyView
  }

  struct Menu {
    var title: String
    var content: AnyView
  }

  var groups: [Group] = []
  var menus: [Menu] = []
  /// Where the dynamic properties of custom commands are installed.
  let node: ViewNode
  /// Numbers the properties installed on `node` in one evaluation.
  var ordinal: Int

  /// Adds `command`, evaluating the body of a custom one.
  mutating func add(_ command: any Commands) {
    if let primitive = command as? any PrimitiveCommands {
      primitive.contribute(to: &self)
    } else {
      add(body(of: command))
    }
  }

  private mutating func body<C: Commands>(of command: C) -> any Commands {
    var command = command
    DynamicProperties.install(in: &command, node: node, ordinal: &ordinal)
    return command.body
  }
}
