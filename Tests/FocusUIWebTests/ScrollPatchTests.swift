import FocusDemoExamples
import Foundation
import Testing

@testable import FocusUIWeb

/// A Tab that scrolls a form moves the form's box on the page: one node
/// (the scroll box's offset) and a shift of its rows of cells, plus the
/// row that came into view — not every element and every row again.
@MainActor @Suite struct ScrollPatchTests {
  /// The 10,000-field form's session, and its patches as the page reads
  /// them.
  @MainActor struct Page {
    let session = WebWindow(screen: WebHost.screen(Example.named("big-form")!.makeContent()))

    func patch() -> (json: String, fields: [String: Any]) {
      guard let json = session.patch() else { return ("", [:]) }
      return (json, (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any] ?? [:])
    }

    func tab() throws -> (json: String, fields: [String: Any]) {
      try session.receive(#"{"type":"key","key":"Tab","modifiers":[]}"#)
      return patch()
    }
  }

  @Test func aTabThatScrollsTheFormMovesItsBoxNotEveryRow() throws {
    let page = Page()
    let first = page.patch().fields
    let firstSet = first["set"] as? [[String: Any]] ?? []
    // The fields sit in the form's scroll box, in its content.
    let box = try #require(firstSet.first { $0["kind"] as? String == "scroll" })
    let boxKey = try #require(box["key"] as? String)
    #expect(box["offset"] as? [Int] == [0, 0])
    let fields = firstSet.filter { $0["kind"] as? String == "field" }
    #expect(!fields.isEmpty)
    #expect(fields.allSatisfy { $0["parent"] as? String == boxKey })
    // Tab down to the last field on the screen; the next Tabs scroll.
    var scrolling: [(json: String, fields: [String: Any])] = []
    for _ in 0..<40 {
      let patch = try page.tab()
      if patch.fields["shift"] != nil { scrolling.append(patch) }
    }
    #expect(scrolling.count >= 10, "\(scrolling.count) of 40 Tabs scrolled the form")
    for (json, patch) in scrolling.suffix(10) {
      let set = patch["set"] as? [[String: Any]] ?? []
      // The box with its new offset, the field that came into view and
      // the status line: no field that was on the page already.
      #expect(set.contains { $0["key"] as? String == boxKey }, "\(json)")
      #expect(set.filter { $0["kind"] as? String == "field" }.count <= 1, "\(json)")
      #expect(set.count <= 3, "\(json)")
      #expect((patch["remove"] as? [String] ?? []).count <= 1, "\(json)")
      #expect(patch["shift"] as? [[Int]] == [[1, 24, 1]], "\(json)")
      // The row that came in, the rows whose focus ring moved, the status
      // line and the scroll bar's, at most: not the screenful.
      #expect((patch["rows"] as? [[Any]] ?? []).count <= 6, "\(json)")
      #expect(json.utf8.count < 1_200, "\(json.utf8.count) bytes: \(json)")
    }
  }
}
