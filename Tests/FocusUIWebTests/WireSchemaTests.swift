import FocusEngine
import FocusUI
import Foundation
import Testing

@testable import FocusDemoExamples
@testable import FocusUIWeb

/// The Swift side of the wire protocol against its one schema,
/// `Client/protocol.json`: a kind, a field or a key name added, renamed or
/// dropped on one side only fails here. (`Tests/Browser/test_wire_schema.py`
/// checks `client.js` and the browser tests against the same file.)
@Suite struct WireSchemaTests {
  let schema: WireProtocol.Schema

  init() throws {
    schema = try WireProtocol.schema()
  }

  @Test func theVersionIsTheSchemasVersion() {
    #expect(schema.version == WireProtocol.version)
  }

  @Test func elementKindsAreTheSchemasKinds() {
    #expect(Set(schema.kinds.keys) == Set(DOMNode.Kind.allCases.map(\.rawValue)))
  }

  @Test func nodePatchSizeAndShortcutFieldsAreTheSchemasFields() {
    #expect(schema.node == DOMNode.CodingKeys.allCases.map(\.stringValue))
    #expect(schema.patch == WebPatch.CodingKeys.allCases.map(\.stringValue))
    #expect(schema.size == WebPatch.PageSize.CodingKeys.allCases.map(\.stringValue))
    #expect(schema.shortcut == WireShortcut.CodingKeys.allCases.map(\.stringValue))
  }

  @Test func eventTypesAndFieldsAreTheSchemasEvents() {
    #expect(Set(schema.events.keys) == Set(ClientEvent.Kind.allCases.map(\.rawValue)))
    let fields = Set(schema.events.values.joined()).union(["type"])
    #expect(fields == Set(ClientEvent.CodingKeys.allCases.map(\.stringValue)))
  }

  /// Each event, with the fields the schema gives it, is read as that
  /// event: a field Swift names otherwise is refused as missing.
  @Test func everyEventTheSchemaDescribesIsRead() throws {
    let samples: [String: Any] = [
      "key": "Tab", "modifiers": ["shift"], "text": "a", "x": 1, "y": 2, "lines": 3, "columns": 40, "rows": 10,
      "active": false,
    ]
    for (type, fields) in schema.events {
      var message: [String: Any] = ["type": type]
      for field in fields { message[field] = samples[field] ?? (type == "action" ? "a1-0" : "n1") }
      let json = String(decoding: try JSONSerialization.data(withJSONObject: message), as: UTF8.self)
      let event = try ClientEvent.parse(json)
      #expect(String(describing: event).hasPrefix(type + "("), "\(json) is read as \(event)")
      #expect(throws: Never.self, "\(json)") { try event.request() }
    }
  }

  @Test func modifiersAreTheSchemasModifiers() throws {
    #expect(Set(schema.modifiers.keys) == Set(ClientEvent.Modifier.allCases.map(\.rawValue)))
    for (name, modifier) in schema.modifiers {
      let wire = try #require(ClientEvent.Modifier(rawValue: name))
      for word in modifier.script {
        #expect(KeyScript.modifierNames[Substring(word)] == wire.eventModifier, "\(word)")
      }
    }
    let scriptWords = schema.modifiers.values.flatMap(\.script)
    #expect(Set(KeyScript.modifierNames.keys.map(String.init)) == Set(scriptWords))
  }

  /// The browser's key names, the server's and the KeyScript words the
  /// browser walk presses are one table.
  @Test func namedKeysAreTheSchemasKeys() throws {
    #expect(schema.keys.map(\.browser) == ClientEvent.namedKeys.map(\.name))
    for key in schema.keys {
      let equivalent = try #require(ClientEvent.keyEquivalent(key.browser))
      for word in key.script {
        #expect(KeyScript.keys[word]?.0 == equivalent, "\(word) is \(key.browser)")
        #expect(KeyScript.keys[word]?.1 == [], "\(word)")
      }
    }
    for (word, parts) in schema.scriptShortcuts {
      let modifiers = parts.dropLast().compactMap(ClientEvent.Modifier.init(rawValue:))
      #expect(modifiers.count == parts.count - 1, "\(word)")
      #expect(KeyScript.keys[word]?.0 == parts.last.flatMap(ClientEvent.keyEquivalent), "\(word)")
      #expect(KeyScript.keys[word]?.1 == modifiers.reduce(into: []) { $0.insert($1.eventModifier) }, "\(word)")
    }
    let scriptWords = schema.keys.flatMap(\.script) + schema.scriptShortcuts.keys
    #expect(Set(KeyScript.keys.keys) == Set(scriptWords))
  }

  @Test func aMenuShortcutTravelsAsKeysNotAsText() throws {
    let shortcut = WireShortcut(KeyboardShortcut("s", modifiers: [.command, .shift]))
    #expect(shortcut.key == "S")
    #expect(shortcut.modifiers == ["command", "shift"])
    #expect(WireShortcut(KeyboardShortcut(.upArrow, modifiers: .option)).key == "ArrowUp")
    #expect(Set(shortcut.modifiers).isSubset(of: schema.modifiers.keys))
  }

  @Test func thePageCarriesTheSchema() throws {
    let page = try WebPage(title: "Wire")
    let embedded = try #require(page.html.firstRange(of: #"<script type="application/json" id="protocol">"#))
    #expect(page.html[embedded.upperBound...].hasPrefix("{"))
    #expect(page.html.contains(#""version": \#(WireProtocol.version)"#))
  }

  @MainActor @Test func aConnectionsFirstPatchSaysTheVersion() throws {
    let window = WebWindow(screen: WebHost.screen(Example.named("login")!.makeContent()))
    window.greet(window: "w1", attachment: .new)
    let patch = try #require(window.patch())
    let first = try JSONSerialization.jsonObject(with: Data(patch.utf8)) as? [String: Any]
    #expect(first?["version"] as? Int == WireProtocol.version)
    #expect(window.patch() == nil, "only the first patch")
  }
}
