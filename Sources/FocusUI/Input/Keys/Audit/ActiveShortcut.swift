/// A key the app answers right now, and what answers it: a menu command's
/// shortcut, a button's ``View/keyboardShortcut(_:modifiers:)``, or an
/// `onKeyPress` handler around the focused view. The focus inspector (F12)
/// lists them; a test reads them from `TestHost.activeShortcuts`.
///
/// ```swift
/// let host = TestHost(app: NotesApp())
/// host.activeShortcuts.map(\.description)
/// // ["Ctrl-S  menu item File ▸ Save", "↓  onKeyPress on list \"Notes\""]
/// ```
public struct ActiveShortcut: Sendable, Hashable, CustomStringConvertible {
  /// Where a shortcut comes from, in the order a key press reaches them.
  public enum Source: Int, Sendable, Hashable, Comparable {
    /// A menu item's shortcut: it runs before the window sees the key.
    case command
    /// An `onKeyPress` handler around the focused view, innermost first.
    case onKeyPress
    /// A button's `keyboardShortcut` anywhere in the window.
    case keyboardShortcut

    public static func < (lhs: Source, rhs: Source) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// What a shortcut listens for.
  package enum Trigger: Sendable, Hashable {
    /// A key with these modifiers (Command and Control alike, as the
    /// terminal has one Ctrl).
    case shortcut(KeyboardShortcut)
    /// One of these keys, with any modifiers (`onKeyPress(keys:)`).
    case keys(Set<KeyEquivalent>)
    /// Keys whose characters are in a set (`onKeyPress(characters:)`).
    case characters
    /// Every key (`onKeyPress(phases:action:)`).
    case anyKey
  }

  /// The key as the terminal shows it: `Ctrl-S`, `↓`; `characters` and
  /// `any key` for the `onKeyPress` handlers that take many.
  public let key: String
  public let source: Source
  /// What answers it: `menu item File ▸ Save`, `button "Save"`,
  /// `onKeyPress on list "Recipes"`.
  public let owner: String
  package let trigger: Trigger

  package init(trigger: Trigger, source: Source, owner: String) {
    self.trigger = trigger
    self.source = source
    self.owner = owner
    switch trigger {
    case .shortcut(let shortcut): key = shortcut.description
    case .keys(let keys):
      key = keys.map { KeyboardShortcut($0, modifiers: []).description }.sorted().joined(separator: ", ")
    case .characters: key = "characters"
    case .anyKey: key = "any key"
    }
  }

  /// `Ctrl-S  menu item File ▸ Save`.
  public var description: String { "\(key)  \(owner)" }

  /// Whether a key press that triggers `other` reaches this one too
  /// (broad `onKeyPress` handlers, for characters or any key, are left
  /// out: they are meant to see many keys).
  package func sharesKey(with other: ActiveShortcut) -> Bool {
    switch (trigger, other.trigger) {
    case (.shortcut(let a), .shortcut(let b)): a.matches(b.key, modifiers: b.modifiers)
    case (.keys(let keys), .shortcut(let b)), (.shortcut(let b), .keys(let keys)):
      keys.contains { Self.sameKey($0, b.key) }
    case (.keys(let a), .keys(let b)): a.contains { key in b.contains { Self.sameKey(key, $0) } }
    default: false
    }
  }

  /// Letters match in either case, as shortcuts do.
  private static func sameKey(_ a: KeyEquivalent, _ b: KeyEquivalent) -> Bool {
    a == b || String(a.character).lowercased() == String(b.character).lowercased()
  }
}
