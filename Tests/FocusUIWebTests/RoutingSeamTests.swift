import Foundation
import Testing

/// The graph routes input and knows no control by type: controls handle
/// their keys, clicks and drags through `InteractiveControl`, text input
/// through `TextInputControl`, and a drop-down holds the window's input as
/// an `InputGrab`. A folder on the path a key travels (host seam, graph,
/// input routing) naming a control's node type breaks that.
@Suite struct RoutingSeamTests {
  /// Each Swift file under `Sources/FocusUI/<folder>`, with its text.
  static func sources(under folder: String) throws -> [(name: String, text: String)] {
    let base = HostSeamTests.root.appendingPathComponent("Sources/FocusUI/\(folder)")
    guard let walk = FileManager.default.enumerator(atPath: base.path) else { return [] }
    return try walk.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().map {
      ($0, try String(contentsOf: base.appendingPathComponent($0), encoding: .utf8))
    }
  }

  /// The names of the classes declared under `folder` matching `pattern`
  /// (one capture: the name).
  static func declared(under folder: String, _ pattern: String) throws -> Set<String> {
    let regex = try Regex(pattern)
    var names: Set<String> = []
    for file in try sources(under: folder) {
      for match in file.text.matches(of: regex) {
        if let name = match.output[1].substring { names.insert(String(name)) }
      }
    }
    return names
  }

  /// Whether the code of `text` (its comments left out: a doc may show
  /// a feature in use) names `type` as a whole word.
  static func names(_ text: String, _ type: String) -> Bool {
    let code = text.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
    let word = try! Regex("\\b\(type)\\b")
    return code.contains { $0.contains(word) }
  }

  @Test(arguments: ["Graph", "Input", "Host"])
  func theKeyPathNamesNoControl(folder: String) throws {
    let files = try Self.sources(under: folder)
    #expect(!files.isEmpty, "no sources found under Sources/FocusUI/\(folder)")
    // Every view's node class, but the layers the graph stacks.
    let controls = try Self.declared(under: "Views", "class (\\w+Node)\\b").union([
      "DropDown", "ScrollNode", "ListNode",
    ])
    #expect(controls.contains("TextFieldNode"))
    for file in files {
      for control in controls.sorted() where Self.names(file.text, control) {
        Issue.record("\(folder)/\(file.name) names the control \(control): route through InteractiveControl")
      }
    }
  }

  /// Input reaches key handlers, move and exit commands, gestures and
  /// hover through `InteractiveControl`, as it reaches controls: routing
  /// code casts to that protocol (or `TextInputControl`,
  /// `WheelScrollable`), never to a node class.
  @Test func inputRoutingCastsToNoNodeClass() throws {
    let nodes = try Self.declared(under: "", "class (\\w+Node)\\b")
    #expect(nodes.isSuperset(of: ["KeyPressNode", "GestureNode", "TextFieldNode"]))
    let files =
      try Self.sources(under: "Input") + [
        (
          "AppRuntime.swift",
          try String(
            contentsOf: HostSeamTests.root.appendingPathComponent("Sources/FocusUI/App/Scenes/AppRuntime.swift"),
            encoding: .utf8)
        )
      ]
    for file in files {
      for node in nodes.sorted() {
        let cast = try Regex("(as[?!]?|\\bis) \\b\(node)\\b")
        if file.text.contains(cast) { Issue.record("\(file.name) casts to \(node): route through InteractiveControl") }
      }
    }
  }

  @Test func theGraphNamesNoFeature() throws {
    let features = try Self.declared(under: "", "class (\\w+): GraphFeature")
    #expect(features.isSuperset(of: ["KeyboardFocus", "AssistiveFocus", "ScrollPositions"]))
    for file in try Self.sources(under: "Graph") {
      for feature in features.sorted() where Self.names(file.text, feature) {
        Issue.record("Graph/\(file.name) names the feature \(feature): call it through GraphFeature")
      }
    }
  }
}
