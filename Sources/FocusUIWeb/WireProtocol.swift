import Foundation

/// The browser wire protocol's one schema, `Client/protocol.json`: the
/// version, the events a page sends, the fields of patches and nodes the
/// server sends back, the element kinds and the key and modifier names.
///
/// The page reads the same file (``WebPage`` embeds it), so its tables of
/// element kinds and keys come from here; the Swift types (``ClientEvent``,
/// ``WebPatch``, ``DOMNode``, ``WireShortcut``) are checked against it by
/// `WireSchemaTests`, and the browser tests take key names from it and
/// check `client.js` against it.
///
/// ```swift
/// let schema = try WireProtocol.schema()
/// schema.version == WireProtocol.version   // true, or a test fails
/// ```
enum WireProtocol {
  /// The version a connection's first patch carries; the page compares it
  /// with its own schema's. Raise it, here and in the schema, when a
  /// field or a message changes meaning.
  static let version = 4

  /// The schema file as it is: its JSON text.
  static func text() throws -> String {
    guard let url = Bundle.module.url(forResource: "protocol", withExtension: "json", subdirectory: "Client"),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else { throw WebPage.MissingResource(name: "Client/protocol.json") }
    return text
  }

  /// The schema, read.
  static func schema() throws -> Schema {
    try JSONDecoder().decode(Schema.self, from: Data(text().utf8))
  }

  /// What the schema says, as the Swift side checks it.
  struct Schema: Decodable {
    var version: Int
    /// Event types and each one's fields.
    var events: [String: [String]]
    var patch: [String]
    var size: [String]
    var node: [String]
    var shortcut: [String]
    var kinds: [String: Kind]
    var modifiers: [String: Modifier]
    var keys: [Key]
    /// KeyScript words that hold a modifier themselves: `shift-tab`.
    var scriptShortcuts: [String: [String]]

    struct Kind: Decodable {
      var tag: String
    }

    struct Modifier: Decodable {
      var browser: String
      var script: [String]
    }

    struct Key: Decodable {
      /// The `KeyboardEvent.key`.
      var browser: String
      /// The KeyScript words for it.
      var script: [String]
    }
  }
}
