import FocusEngine

/// A key and modifiers that press a button, or run a menu command, from
/// anywhere in the focused window.
///
/// ```swift
/// Button("Save") { save() }
///   .keyboardShortcut("s")                        // Ctrl-S in the terminal
/// Button("Reload") { reload() }
///   .keyboardShortcut("r", modifiers: [.command, .shift])
/// ```
/// Terminals have no Command key: `.command` means Ctrl there, as does
/// `.control`; `.option` is Alt. Terminals send Ctrl with letters only, and
/// Ctrl-I, Ctrl-M and Ctrl-H arrive as Tab, Return and Backspace, so pick
/// other letters for shortcuts meant for the terminal.
public struct KeyboardShortcut: Hashable, Sendable, CustomStringConvertible {
  /// The key.
  public let key: KeyEquivalent
  /// The modifiers held with it.
  public let modifiers: EventModifiers

  /// A shortcut of `key` with `modifiers` (Command, by default).
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }

  /// Return: a window's default action.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape: a window's cancel action.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

  /// Whether a key pressed with `modifiers` in the terminal triggers this
  /// shortcut: Command and Control are the same Ctrl key there, and letters
  /// match in either case.
  package func matches(_ key: KeyEquivalent, modifiers pressed: EventModifiers) -> Bool {
    func terminal(_ modifiers: EventModifiers) -> EventModifiers {
      var result = modifiers.intersection([.shift, .option, .control, .command])
      if result.contains(.command) {
        result.remove(.command)
        result.insert(.control)
      }
      return result
    }
    let sameKey = self.key == key || String(self.key.character).lowercased() == String(key.character).lowercased()
    return sameKey && terminal(self.modifiers) == terminal(pressed)
  }

  /// How the terminal shows it: `Ctrl-S`, `Ctrl-Shift-R`, `Return`.
  public var description: String {
    var parts: [String] = []
    if modifiers.contains(.command) || modifiers.contains(.control) { parts.append("Ctrl") }
    if modifiers.contains(.option) { parts.append("Alt") }
    if modifiers.contains(.shift) { parts.append("Shift") }
    let name: String =
      switch key {
      case .return: "Return"
      case .escape: "Esc"
      case .tab: "Tab"
      case .space: "Space"
      case .delete: "Backspace"
      case .upArrow: "↑"
      case .downArrow: "↓"
      case .leftArrow: "←"
      case .rightArrow: "→"
      case _ where KeyEquivalent.functionKeys.contains(key):
        "F\(KeyEquivalent.functionKeys.firstIndex(of: key)! + 1)"
      default: String(key.character).uppercased()
      }
    parts.append(name)
    return parts.joined(separator: "-")
  }
}

extension EnvironmentValues {
  private struct KeyboardShortcutKey: EnvironmentKey {
    static var defaultValue: KeyboardShortcut? { nil }
  }

  /// The shortcut ``View/keyboardShortcut(_:modifiers:)`` gave the buttons
  /// here.
  public internal(set) var keyboardShortcut: KeyboardShortcut? {
    get { self[KeyboardShortcutKey.self] }
    set { self[KeyboardShortcutKey.self] = newValue }
  }
}

/// Gives the buttons inside a shortcut: ``View/keyboardShortcut(_:modifiers:)``.
public struct _KeyboardShortcutModifier: EnvironmentWritingModifier {
  let shortcut: KeyboardShortcut?

  func apply(to environment: inout EnvironmentValues) {
    environment.keyboardShortcut = shortcut
  }

  func makeModifierNode(in graph: ViewGraph) -> ViewNode {
    KeyboardShortcutNode(graph: graph)
  }
}

/// Registers with its graph, so that a key press finds the few shortcuts
/// of a window without walking the whole tree.
final class KeyboardShortcutNode: EnvironmentWriterNode<_KeyboardShortcutModifier> {
  override func didMount() {
    graph.feature(KeyboardShortcuts.self).nodes[id] = self
  }

  override func willUnmount() {
    graph.existingFeature(KeyboardShortcuts.self)?.nodes[id] = nil
  }
}

/// A graph's mounted `keyboardShortcut` modifiers.
@MainActor
final class KeyboardShortcuts: GraphFeature {
  var nodes: [NodeID: KeyboardShortcutNode] = [:]
  init(graph: ViewGraph) {}
}

extension ViewGraph {
  /// Presses the first enabled button, in tree order, whose shortcut is
  /// `key` with `modifiers`; `false` when there is none. While a modal
  /// layer is up, only its buttons count.
  package func performShortcut(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool {
    guard let shortcuts = existingFeature(KeyboardShortcuts.self) else { return false }
    let modal = modalLayer
    let candidates = shortcuts.nodes.values
      .filter { $0.modifier?.shortcut?.matches(key, modifiers: modifiers) == true }
      .filter { node in modal.map { node.isInside($0) } ?? true }
      .sorted { $0.id < $1.id }
    for candidate in candidates {
      guard let shortcut = candidate.modifier.shortcut, let button = firstButton(in: candidate, with: shortcut)
      else { continue }
      button.press()
      return true
    }
    return false
  }

  /// The first enabled button below `node` that has `shortcut` (a closer
  /// `keyboardShortcut` may have replaced it).
  func firstButton(in node: ViewNode, with shortcut: KeyboardShortcut) -> ButtonNode? {
    for child in node.children {
      if let button = child as? ButtonNode {
        if button.environment.keyboardShortcut == shortcut, button.environment.isEnabled { return button }
      } else if let button = firstButton(in: child, with: shortcut) {
        return button
      }
    }
    return nil
  }
}

extension View {
  /// Gives the buttons here a keyboard shortcut: `key` with `modifiers`
  /// (Command, which the terminal maps to Ctrl).
  ///
  /// In a window, the key presses the first enabled button with it, in tree
  /// order, wherever focus is: after `onKeyPress` handlers around the
  /// focused view; before the focused control when Ctrl, Command or Alt is
  /// held, after it otherwise — so Return in a text field submits it, and
  /// presses the `.defaultAction` button when no control uses it. In a
  /// menu, the item shows the shortcut, and the key runs it first of all.
  ///
  /// ```swift
  /// Button("Increment") { counter? += 1 }
  ///   .keyboardShortcut("u")
  /// ```
  public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
    keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
  }

  /// Gives the buttons here `shortcut`; `nil` removes one.
  ///
  /// ```swift
  /// Button("Done") { dismiss() }.keyboardShortcut(.defaultAction)
  /// ```
  public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
    modifier(_KeyboardShortcutModifier(shortcut: shortcut))
  }
}
