import Foundation

/// A key press delivered to an ``View/onKeyPress(phases:action:)`` handler.
///
/// ```swift
/// .onKeyPress { press in
///   guard press.modifiers.contains(.control), press.key == "k" else { return .ignored }
///   clear()
///   return .handled
/// }
/// ```
///
/// A terminal sends one sequence per key press, and the same again while a
/// key is held, with no release: every press FocusUI delivers there is a
/// ``Phases-swift.struct/down``. Handlers for `.repeat` or `.up` alone never
/// run in the terminal.
public struct KeyPress: Sendable {
  /// The key.
  public let key: KeyEquivalent
  /// The characters the key produces (the key's character; for keys such
  /// as the arrows, a private-use character, as on Apple's platforms).
  public let characters: String
  /// The modifier keys held.
  public let modifiers: EventModifiers
  /// Whether the key went down, repeats, or went up.
  public let phase: Phases

  /// A press of `key` with `modifiers`.
  ///
  /// ```swift
  /// KeyPress(key: .return, modifiers: [])
  /// ```
  public init(key: KeyEquivalent, characters: String? = nil, modifiers: EventModifiers, phase: Phases = .down) {
    self.key = key
    self.characters = characters ?? String(key.character)
    self.modifiers = modifiers
    self.phase = phase
  }

  /// The phases of a key press a handler asks for.
  ///
  /// ```swift
  /// .onKeyPress(.space, phases: .down) { _ in .handled }
  /// ```
  public struct Phases: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The key went down.
    public static let down = Phases(rawValue: 1 << 0)
    /// The key, held, repeats.
    public static let `repeat` = Phases(rawValue: 1 << 1)
    /// The key went up.
    public static let up = Phases(rawValue: 1 << 2)
    /// Every phase.
    public static let all: Phases = [.down, .repeat, .up]
  }

  /// Whether a handler used the key press.
  public enum Result: Sendable {
    /// The key press was used; nobody else sees it.
    case handled
    /// The key press goes on to the views around, then to the focused
    /// control and the default handling.
    case ignored
  }
}

/// Runs an action for key presses while focus is inside the view.
public struct _KeyPressModifier: PrimitiveModifier {
  let matches: @Sendable (KeyPress) -> Bool
  /// What it listens for, as the shortcut audit and the inspector name it.
  var trigger = ActiveShortcut.Trigger.anyKey
  let phases: KeyPress.Phases
  let action: @MainActor (KeyPress) -> KeyPress.Result

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { KeyPressNode(graph: graph) }
}

/// Registers with its graph, so that a key, and the shortcut audit after
/// it, find the few handlers around focus without asking every node there.
final class KeyPressNode: ModifierNode<_KeyPressModifier>, InteractiveControl {
  override func didMount() {
    graph.feature(KeyPressHandlers.self).nodes[id] = self
  }

  override func willUnmount() {
    graph.existingFeature(KeyPressHandlers.self)?.nodes[id] = nil
  }

  func handleKeyPress(_ press: KeyPress) -> KeyPress.Result {
    guard modifier.phases.contains(press.phase), modifier.matches(press) else { return .ignored }
    return modifier.action(press)
  }

  /// What the handler listens for, as the shortcut audit names it.
  var keyPressTrigger: ActiveShortcut.Trigger? { modifier?.trigger }
}

/// The window's mounted `onKeyPress` handlers: a key is offered to those
/// around focus (``ViewGraph/handleKey(_:modifiers:)``), and the shortcut
/// audit names them.
final class KeyPressHandlers: GraphFeature {
  var nodes: [NodeID: KeyPressNode] = [:]
  init(graph: ViewGraph) {}
}

extension View {
  /// Runs `action` when `key` is pressed while focus is in this view; the
  /// action says whether it used the key press.
  ///
  /// ```swift
  /// List { … }
  ///   .onKeyPress(.downArrow) {
  ///     selection += 1
  ///     return .handled
  ///   }
  /// ```
  ///
  /// Handlers run innermost first, before the focused control sees the key;
  /// a handler that returns ``KeyPress/Result/ignored`` lets the key go on
  /// to the views around, then to the focused control and the default
  /// handling (Tab, Return, Space, Escape). With nothing focused, no
  /// handler runs: use a command (``View/onExitCommand(perform:)``) or a
  /// ``KeyboardShortcut`` for keys meant for the whole window.
  public func onKeyPress(_ key: KeyEquivalent, action: @escaping @MainActor () -> KeyPress.Result) -> some View {
    onKeyPress(keys: [key]) { _ in action() }
  }

  /// Runs `action` when `key` is pressed in one of `phases` while focus is
  /// in this view.
  ///
  /// ```swift
  /// .onKeyPress(.space, phases: .down) { press in
  ///   isPlaying.toggle()
  ///   return .handled
  /// }
  /// ```
  public func onKeyPress(
    _ key: KeyEquivalent, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping @MainActor (KeyPress) -> KeyPress.Result
  ) -> some View {
    onKeyPress(keys: [key], phases: phases, action: action)
  }

  /// Runs `action` when one of `keys` is pressed while focus is in this
  /// view.
  ///
  /// ```swift
  /// .onKeyPress(keys: [.upArrow, .downArrow]) { press in
  ///   move(press.key == .upArrow ? -1 : 1)
  ///   return .handled
  /// }
  /// ```
  public func onKeyPress(
    keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping @MainActor (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(
      _KeyPressModifier(matches: { keys.contains($0.key) }, trigger: .keys(keys), phases: phases, action: action))
  }

  /// Runs `action` when a key producing characters of `characters` is
  /// pressed while focus is in this view.
  ///
  /// ```swift
  /// .onKeyPress(characters: .decimalDigits) { press in
  ///   rating = Int(press.characters) ?? rating
  ///   return .handled
  /// }
  /// ```
  public func onKeyPress(
    characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
    action: @escaping @MainActor (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(
      _KeyPressModifier(
        matches: { press in
          !press.characters.isEmpty && press.characters.unicodeScalars.allSatisfy { characters.contains($0) }
        }, trigger: .characters, phases: phases, action: action))
  }

  /// Runs `action` for any key press in one of `phases` while focus is in
  /// this view.
  ///
  /// ```swift
  /// .onKeyPress { press in
  ///   log.append(press.characters)
  ///   return .ignored
  /// }
  /// ```
  public func onKeyPress(
    phases: KeyPress.Phases = [.down, .repeat], action: @escaping @MainActor (KeyPress) -> KeyPress.Result
  ) -> some View {
    modifier(_KeyPressModifier(matches: { _ in true }, phases: phases, action: action))
  }
}
