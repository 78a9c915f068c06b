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

  @Test(arguments: ["Graph", "Input", "Host"])
  func theKeyPathNamesNoControl(folder: String) throws {
    let files = try Self.sources(under: folder)
    #expect(!files.isEmpty, "no sources found under Sources/FocusUI/\(folder)")
    let controls = [
      "TextFieldNode", "ButtonNode", "ToggleNode", "SliderNode", "StepperNode", "PickerNode", "MenuNode", "DropDown",
      "LinkNode",
    ]
    for file in files {
      for control in controls where file.text.contains(control) {
        Issue.record("\(folder)/\(file.name) names the control \(control): route through InteractiveControl")
      }
    }
  }
}
