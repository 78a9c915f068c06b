/// Items added at a standard place of the menu bar, or replacing the
/// standard items there.
///
/// ```swift
/// .commands {
///   CommandGroup(after: .undoRedo) {
///     Button("Increment") { counter? += 1 }
///       .keyboardShortcut("u")
///       .disabled(counter == nil)
///   }
///   CommandGroup(replacing: .help) {}
/// }
/// ```
/// The items are views: ``Button``s, ``Divider``s, and the views that group
/// them (`ForEach`, `Group`, `if`).
public struct CommandGroup<Content: View>: Commands {
  let placement: CommandGroupPlacement
  let position: CommandContributions.Position
  let content: Content

  /// Adds `addition` before the standard items at `placement`.
  public init(before placement: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    self.placement = placement
    position = .before
    content = addition()
  }

  /// Adds `addition` after the standard items at `placement`.
  public init(after placement: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    self.placement = placement
    position = .after
    content = addition()
  }

  /// Replaces the standard items at `placement` with `addition`.
  public init(replacing placement: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
    self.placement = placement
    position = .replacing
    content = addition()
  }

  public var body: Never { preconditionFailure("CommandGroup is a primitive command") }
}

extension CommandGroup: PrimitiveCommands {
  func contribute(to menus: inout CommandContributions) {
    menus.groups.append(.init(placement: placement, position: position, content: AnyView(erasing: content)))
  }
}

/// A menu of the app's own in the menu bar, after View and before Window.
///
/// ```swift
/// CommandMenu("Counter") {
///   Button("Increment") { counter? += 1 }
///   Divider()
///   Button("Reset") { counter = 0 }
/// }
/// ```
public struct CommandMenu<Content: View>: Commands {
  let title: String
  let content: Content

  /// A menu titled `name` holding `content`.
  public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
    title = String(name)
    self.content = content()
  }

  public var body: Never { preconditionFailure("CommandMenu is a primitive command") }
}

extension CommandMenu: PrimitiveCommands {
  func contribute(to menus: inout CommandContributions) {
    menus.menus.append(.init(title: title, content: AnyView(erasing: content)))
  }
}
