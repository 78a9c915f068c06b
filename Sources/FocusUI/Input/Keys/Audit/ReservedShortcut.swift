/// A key its host keeps for itself: a shortcut on it never reaches the
/// app, and the shortcut audit warns about it.
///
/// A host says which keys it keeps (``Screen/reservedShortcuts``); a
/// host of its own lists its own.
///
/// ```swift
/// screen.reservedShortcuts = ReservedShortcut.terminal
/// screen.reservedShortcuts = [
///   ReservedShortcut("w", host: "the window manager", use: "it closes the window")
/// ]
/// ```
public struct ReservedShortcut: Sendable, Hashable {
  /// The key and its modifiers.
  public let shortcut: KeyboardShortcut
  /// The host, as the warning names it: "the terminal".
  public let host: String
  /// What the host does with the key instead.
  public let use: String

  /// The `key` with `modifiers` (Ctrl by default) that `host` keeps,
  /// and what it does with it, as the warning says.
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .control, host: String, use: String) {
    shortcut = KeyboardShortcut(key, modifiers: modifiers)
    self.host = host
    self.use = use
  }

  /// The terminal host's keys: raw mode hands it every control byte, and
  /// it keeps these (the rest reach the app).
  public static let terminal: [ReservedShortcut] = [
    ReservedShortcut("c", host: "the terminal", use: "it quits the app"),
    ReservedShortcut("z", host: "the terminal", use: "it suspends the app for the shell's job control"),
    ReservedShortcut("\\", host: "the terminal", use: "it is the terminal's quit-signal key and never reaches the app"),
    // The terminal sends these as the same bytes as other keys.
    ReservedShortcut("i", host: "the terminal", use: "it arrives as Tab"),
    ReservedShortcut("m", host: "the terminal", use: "it arrives as Return"),
    ReservedShortcut("h", host: "the terminal", use: "it arrives as Backspace"),
    ReservedShortcut(.f2, modifiers: [], host: "the terminal", use: "it turns the screen reader on and off"),
  ]

  /// The browser's own keys: a page never hears them.
  public static let browser: [ReservedShortcut] = [
    ReservedShortcut("w", host: "the browser", use: "it closes the browser tab"),
    ReservedShortcut("n", host: "the browser", use: "it opens a browser window"),
    ReservedShortcut("t", host: "the browser", use: "it opens a browser tab"),
  ]

  /// The keys every ``Screen`` takes before the app, whatever the host.
  package static let screen: [ReservedShortcut] = [
    ReservedShortcut(.f12, modifiers: [], host: "FocusUI", use: "it shows and hides the focus inspector")
  ]
}
