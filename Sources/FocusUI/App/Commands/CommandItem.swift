import FocusEngine

/// An item of an app's menus, as hosts list and run them.
///
/// ```swift
/// let host = TestHost(app: CounterApp())
/// #expect(host.commands.first { $0.title == "Increment" }?.isEnabled == false)
/// ```
public struct CommandItem: Hashable, Sendable, CustomStringConvertible {
  /// The menu's title: "File", "Edit", a ``CommandMenu``'s name.
  public let menu: String
  /// The button's title.
  public let title: String
  /// Whether it can run now; a disabled item is drawn dimmed.
  public let isEnabled: Bool
  /// Its keyboard shortcut, if it has one.
  public let shortcut: KeyboardShortcut?
  /// The button's node in the app's commands graph.
  package let id: NodeID

  public var description: String {
    var text = "\(menu) ▸ \(title)"
    if let shortcut { text += " (\(shortcut))" }
    if !isEnabled { text += " [disabled]" }
    return text
  }
}

/// One menu of the menu bar: its items and the dividers between them.
///
/// ```swift
/// let edit = host.menus.first { $0.title == "Edit" }
/// edit?.items.map(\.title)   // ["Increment"]
/// ```
public struct CommandMenuModel: Hashable, Sendable {
  /// A menu entry: an item, or a divider between two groups of items.
  public enum Entry: Hashable, Sendable {
    case item(CommandItem)
    case divider
  }

  /// The menu's title.
  public let title: String
  /// Its entries, in order; never empty.
  public let entries: [Entry]

  /// The items, without dividers.
  public var items: [CommandItem] {
    entries.compactMap {
      if case .item(let item) = $0 { return item }
      return nil
    }
  }
}

/// A menu of the menu bar, as the runtime runs it: its items are views, so
/// `Button`, `disabled`, `keyboardShortcut`, `ForEach` and `if` work as
/// they do in windows.
struct CommandMenuContent: View, PrimitiveView {
  let title: String
  let items: [AnyView]

  var body: Never { primitiveBody(Self.self) }
  func makeNode(in graph: ViewGraph) -> ViewNode { CommandMenuNode(graph: graph) }
}

final class CommandMenuNode: ViewNode {
  private(set) var title = ""
  private var items: [AnyView] = []

  override func accept(_ view: any View) -> Bool {
    let menu = view as! CommandMenuContent
    title = menu.title
    items = menu.items
    return true
  }

  override func run() {
    reconcileChildren(byPosition: items)
  }

  /// The menu's buttons and dividers, in order; `nil` when it has none.
  var model: CommandMenuModel? {
    var entries: [CommandMenuModel.Entry] = []
    collect(self, into: &entries)
    // Dividers only separate items: none first, last or twice.
    var tidy: [CommandMenuModel.Entry] = []
    for entry in entries {
      if entry == .divider, tidy.isEmpty || tidy.last == .divider { continue }
      tidy.append(entry)
    }
    if tidy.last == .divider { tidy.removeLast() }
    return tidy.isEmpty ? nil : CommandMenuModel(title: title, entries: tidy)
  }

  private func collect(_ node: ViewNode, into entries: inout [CommandMenuModel.Entry]) {
    for child in node.children {
      switch child {
      case let button as ButtonNode:
        entries.append(
          .item(
            CommandItem(
              menu: title, title: button.labelText, isEnabled: button.environment.isEnabled,
              shortcut: button.environment.keyboardShortcut, id: button.id)))
      case is DividerNode:
        entries.append(.divider)
      default:
        collect(child, into: &entries)
      }
    }
  }
}
