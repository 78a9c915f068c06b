import FocusUI

/// A menu item's keyboard shortcut on the wire: the key by its
/// `KeyboardEvent.key` and the modifiers by their schema names, so that
/// the page builds `aria-keyshortcuts` from keys, not from the text the
/// menu shows.
///
/// ```swift
/// WireShortcut(KeyboardShortcut("s", modifiers: [.command, .shift]))
/// // {"key":"S","modifiers":["command","shift"]}
/// ```
struct WireShortcut: Encodable, Equatable {
  var key: String
  var modifiers: [String]

  /// The field names: the schema's `shortcut`, checked by a test.
  enum CodingKeys: String, CodingKey, CaseIterable {
    case key, modifiers
  }

  init(_ shortcut: KeyboardShortcut) {
    key = ClientEvent.browserName(of: shortcut.key)
    // The order `aria-keyshortcuts` lists them in: Control, Alt, Shift.
    modifiers = ClientEvent.Modifier.ordered.filter { shortcut.modifiers.contains($0.eventModifier) }.map(\.rawValue)
  }
}

extension ClientEvent.Modifier {
  /// The order a shortcut's modifiers are listed in.
  static let ordered: [Self] = [.command, .control, .option, .shift]
}
