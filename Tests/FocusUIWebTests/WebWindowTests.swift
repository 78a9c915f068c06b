import FocusDemoExamples
import FocusEngine
import Foundation
import Testing

@testable import FocusUIWeb

/// A session's patches, decoded as the page reads them.
@MainActor
private struct Page {
  let session: WebWindow

  init(_ view: some View) {
    session = WebWindow(screen: WebHost.screen(view))
  }

  init(example name: String) {
    self.init(Example.named(name)!.makeContent())
  }

  /// Sends `message` and returns the patch that follows (`[:]` for none).
  @discardableResult
  func send(_ message: String) throws -> [String: Any] {
    try session.receive(message)
    return patch()
  }

  func patch() -> [String: Any] {
    guard let json = session.patch() else { return [:] }
    return (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any] ?? [:]
  }

  func key(named name: String, in patch: [String: Any]) -> String? {
    (patch["set"] as? [[String: Any]])?.first { $0["name"] as? String == name }?["key"] as? String
  }
}

@MainActor @Suite struct WebWindowTests {
  @Test func theFirstPatchDrawsEveryRowAndEveryElement() {
    let page = Page(example: "login")
    let first = page.patch()
    #expect(first["size"] as? [String: Int] == ["columns": 80, "rows": 24])
    #expect((first["rows"] as? [Any])?.count == 24)
    let kinds = (first["set"] as? [[String: Any]] ?? []).map { "\($0["kind"]!) \($0["name"]!)" }
    #expect(kinds.contains("field Username"))
    #expect(kinds.contains("secure Password"))
    #expect(kinds.contains("button Sign In"))
    #expect(page.session.patch() == nil, "nothing changed, nothing is sent")
  }

  /// A Tab in the 10,000-field form sends what changed and no more: the
  /// two fields' rows and the status row, the status text's element, the
  /// new focus and caret — never the elements of fields that did not
  /// change, nor the order.
  @Test func aTabsPatchHoldsOnlyWhatTheTabChanged() throws {
    let page = Page(example: "big-form")
    _ = page.patch()
    try page.send(#"{"type":"key","key":"Tab","modifiers":[]}"#)
    let patch = try page.send(#"{"type":"key","key":"Tab","modifiers":[]}"#)
    // `exits` too: from the first field Shift-Tab left the page; from the
    // second it does not.
    #expect(Set(patch.keys) == ["set", "rows", "focus", "caret", "handled", "exits"])
    #expect(patch["exits"] as? [String] == [])
    let set = patch["set"] as? [[String: Any]] ?? []
    #expect(set.map { $0["name"] as? String } == ["focused = 1"])
    let rows = (patch["rows"] as? [[Any]] ?? []).map { $0[0] as? Int }
    #expect(rows == [0, 1, 2])
    #expect(patch["caret"] as? Int == 0)
  }

  /// Rows with a text field in one of them, and a list in the last row.
  struct Lists: View {
    @State private var note = ""
    var body: some View {
      List {
        Text("Apples")
        TextField("Note", text: $note)
        List {
          Text("Inner")
        }
      }
    }
  }

  @Test func aListsRowsAreListItemsInAListAndTheirElementsSitInThem() {
    let page = Page(Lists())
    let set = page.patch()["set"] as? [[String: Any]] ?? []
    let byKey = Dictionary(set.map { ($0["key"] as! String, $0) }, uniquingKeysWith: { first, _ in first })
    func parent(_ key: String?) -> [String: Any]? {
      (key.flatMap { byKey[$0]?["parent"] as? String }).flatMap { byKey[$0] }
    }
    let apples = page.key(named: "Apples", in: ["set": set])
    let note = page.key(named: "Note", in: ["set": set])
    let inner = page.key(named: "Inner", in: ["set": set])
    #expect(parent(apples)?["kind"] as? String == "listItem")
    #expect(parent(note)?["kind"] as? String == "listItem")
    #expect(parent(apples)?["key"] as? String != parent(note)?["key"] as? String, "each row is an item of its own")
    let outer = parent(parent(apples)?["key"] as? String)
    #expect(outer?["kind"] as? String == "list")
    #expect(parent(parent(note)?["key"] as? String)?["key"] as? String == outer?["key"] as? String)
    // The inner list sits in the outer list's third row.
    let innerList = parent(parent(inner)?["key"] as? String)
    #expect(innerList?["kind"] as? String == "list")
    #expect(innerList?["key"] as? String != outer?["key"] as? String)
    #expect(
      parent(parent(innerList?["key"] as? String)?["key"] as? String)?["key"] as? String == outer?["key"] as? String)
    // Structure comes before what sits in it, as the page places it.
    let order = set.map { $0["key"] as! String }
    #expect(order.firstIndex(of: outer?["key"] as? String ?? "")! < order.firstIndex(of: apples!)!)
  }

  @Test func aTabViewsTabsAreTabsInATabListTheSelectedOneInTheTabOrder() throws {
    let page = Page(example: "settings-tabs")
    let set = page.patch()["set"] as? [[String: Any]] ?? []
    let byKey = Dictionary(set.map { ($0["key"] as! String, $0) }, uniquingKeysWith: { first, _ in first })
    let tabs = set.filter { $0["kind"] as? String == "tab" }
    #expect(tabs.map { $0["name"] as? String } == ["⚙ General", "☀ Appearance", "☺ Accounts"])
    #expect(tabs.map { $0["selected"] as? Bool ?? false } == [true, false, false])
    #expect(
      tabs.map { $0["focusable"] as? Bool ?? false } == [true, false, false],
      "only the selected tab is in the Tab order")
    #expect(tabs.last?["value"] as? String == "2", "the badge")
    let lists = Set(tabs.compactMap { $0["parent"] as? String })
    #expect(lists.count == 1)
    #expect(lists.first.flatMap { byKey[$0]?["kind"] } as? String == "tabList")
    // Structure comes before what sits in it, as the page places it.
    let order = set.map { $0["key"] as! String }
    #expect(order.firstIndex(of: lists.first ?? "")! < order.firstIndex(of: tabs[0]["key"] as! String)!)
  }

  @Test func elementsOutsideListsSitInNoRow() {
    let page = Page(example: "login")
    let set = page.patch()["set"] as? [[String: Any]] ?? []
    #expect(!set.isEmpty)
    // On the page itself, or in a scroll view's box.
    let boxes = Set(set.filter { $0["kind"] as? String == "scroll" }.compactMap { $0["key"] as? String })
    #expect(
      set.allSatisfy {
        ($0["parent"] == nil || boxes.contains($0["parent"] as? String ?? ""))
          && !["list", "listItem"].contains($0["kind"] as? String)
      })
  }

  @Test func anEventThatChangesNothingIsAnsweredWithTheCountOfEventsHandled() throws {
    let page = Page(example: "login")
    _ = page.patch()
    try page.session.receive(#"{"type":"move","x":70,"y":20}"#)
    #expect(page.session.patch() == #"{"handled":1}"#)
    #expect(page.session.patch() == nil)
    try page.session.receive(#"{"type":"move","x":71,"y":20}"#)
    try page.session.receive(#"{"type":"move","x":72,"y":20}"#)
    #expect(page.session.patch() == #"{"handled":3}"#, "one answer for the events since the last patch")
  }

  @Test func tabMovesTheBrowsersFocusToTheFieldTheWindowFocused() throws {
    let page = Page(example: "login")
    let first = page.patch()
    let username = try #require(page.key(named: "Username", in: first))
    let password = try #require(page.key(named: "Password", in: first))
    #expect(try page.send(#"{"type":"key","key":"Tab","modifiers":[]}"#)["focus"] as? String == username)
    #expect(try page.send(#"{"type":"key","key":"Tab","modifiers":[]}"#)["focus"] as? String == password)
    #expect(try page.send(#"{"type":"key","key":"Tab","modifiers":["shift"]}"#)["focus"] as? String == username)
  }

  @Test func signInMovesFocusToTheEmptyField() throws {
    let page = Page(example: "login")
    let first = page.patch()
    let username = try #require(page.key(named: "Username", in: first))
    let password = try #require(page.key(named: "Password", in: first))
    try page.send(#"{"type":"key","key":"Tab","modifiers":[]}"#)
    let typed = try page.send(#"{"type":"text","text":"bob"}"#)
    #expect(typed["caret"] as? Int == 3)
    #expect(
      (typed["set"] as? [[String: Any]])?.first { $0["key"] as? String == username }?["value"] as? String == "bob")
    try page.send(#"{"type":"key","key":"Tab","modifiers":[]}"#)
    try page.send(#"{"type":"key","key":"Tab","modifiers":[]}"#)
    #expect(try page.send(#"{"type":"key","key":"Enter","modifiers":[]}"#)["focus"] as? String == password)
  }

  @Test func theBrowsersOwnFocusMovesTheWindowsFocus() throws {
    let page = Page(example: "login")
    let password = try #require(page.key(named: "Password", in: page.patch()))
    let patch = try page.send(#"{"type":"focus","element":"\#(password)"}"#)
    // The patch confirms the page's focus, and the window's focus state
    // now says .password.
    #expect(patch["focus"] as? String == password)
    #expect(page.session.screen.content.elements().first { $0.isFocused }?.label == "Password")
  }

  @Test func aFocusForAnElementNoLongerOnThePageIsRefused() {
    let page = Page(example: "login")
    _ = page.patch()
    #expect(throws: ClientEvent.Refusal.self) { try page.session.receive(#"{"type":"focus","element":"n999999"}"#) }
  }

  @Test func aRefusalReachesThePageWithTheNextPatch() {
    let page = Page(example: "login")
    _ = page.patch()
    page.session.refuse("unknown event type \"warp\"")
    #expect(page.patch()["errors"] as? [String] == ["unknown event type \"warp\""])
  }

  @Test func anAccessibilityFocusWriteMovesAccessibilityFocusAndIsAnnounced() throws {
    let page = Page(example: "notification")
    let first = page.patch()
    let post = try #require(page.key(named: "Post priority", in: first))
    try page.send(#"{"type":"focus","element":"\#(post)"}"#)
    let patch = try page.send(#"{"type":"key","key":"Enter","modifiers":[]}"#)
    let target = try #require(patch["accessibilityFocus"] as? String)
    let node = (patch["set"] as? [[String: Any]])?.first { $0["key"] as? String == target }
    #expect((node?["name"] as? String)?.contains("Priority notification 1") == true)
    #expect((patch["say"] as? [String])?.first?.contains("Priority notification 1") == true)
  }

  @Test func eachAccessibilityFocusWriteMovesAccessibilityFocusAgain() throws {
    let page = Page(example: "notification")
    let post = try #require(page.key(named: "Post priority", in: page.patch()))
    try page.send(#"{"type":"focus","element":"\#(post)"}"#)
    #expect(try page.send(#"{"type":"key","key":"Enter","modifiers":[]}"#)["accessibilityFocus"] != nil)
    // The next key brings the browser's focus back to the button; so the
    // second notification must take it again.
    try page.send(#"{"type":"key","key":"Tab","modifiers":[]}"#)
    try page.send(#"{"type":"key","key":"Tab","modifiers":["shift"]}"#)
    let second = try page.send(#"{"type":"key","key":"Enter","modifiers":[]}"#)
    let target = try #require(second["accessibilityFocus"] as? String)
    let node = (second["set"] as? [[String: Any]])?.first { $0["key"] as? String == target }
    #expect((node?["name"] as? String)?.contains("Priority notification 2") == true)
  }

  /// The elements the page gets are those of the whole semantic tree that
  /// show (or have focus), in the same order, however a window scrolls:
  /// only what a scroll view clips away is left out.
  @Test(arguments: Example.all.map(\.name))
  func theVisibleElementsAreThoseOfTheWholeTreeThatShow(example name: String) throws {
    let page = Page(example: name)
    let graph = page.session.screen.content
    for step in 0..<30 {
      _ = page.patch()
      try page.session.receive(#"{"type":"key","key":"Tab","modifiers":[]}"#)
      // Every third Tab: the whole tree is slow to build in a debug build.
      guard step % 3 == 2 else { continue }
      // Laid out as the next patch lays it out (events leave the layout to
      // the frame).
      page.session.screen.layout()
      let area = Rect(x: 0, y: 0, width: page.session.screen.size.width, height: page.session.screen.size.height)
      let visible = graph.elements(in: area)
      let ids = Set(visible.map(\.id))
      #expect(graph.elements().filter { ids.contains($0.id) } == visible, "each as the whole tree has it, in order")
      #expect(visible.allSatisfy { $0.isFocused || !$0.frame.intersection(area).isEmpty })
      let focused = graph.elements().first(where: \.isFocused)
      #expect(focused.map { ids.contains($0.id) } ?? true, "the focused element is always there")
      let expected = graph.elements().filter { $0.isFocused || !$0.frame.intersection(area).isEmpty }
      let accessibility = Dictionary(graph.accessibilityElements().map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
      #expect(expected.count - visible.count <= 2 * area.size.height, "at most what scroll views clip away")
      for element in graph.accessibilityElements(around: expected.map(\.id)) {
        #expect(accessibility[element.id] == element)
      }
    }
  }

  struct LongForm: View {
    let rows: Int
    @FocusState private var focused: Int?
    var body: some View {
      Form {
        ForEach(0..<rows, id: \.self) { row in
          TextField("Field \(row)", text: .constant("")).focused($focused, equals: row)
        }
      }
    }
  }

  /// A form's scroll view stacks its rows itself: the page's elements
  /// test a screenful of frames, whether it holds 1,000 rows or 4,000,
  /// and wherever it is scrolled.
  @Test func theVisibleElementsOfAFormTestAScreenfulOfFrames() {
    func framesTested(rows: Int) -> [Int] {
      let screen = Screen(LongForm(rows: rows), size: Size(width: 80, height: 24))
      let graph = screen.content
      var counts: [Int] = []
      for _ in 0..<40 {
        _ = screen.frame(in: Size(width: 80, height: 24), semantics: true)
        let before = graph.stats.elementFramesTested
        _ = graph.elements(in: Rect(x: 0, y: 0, width: 80, height: 24))
        counts.append(graph.stats.elementFramesTested - before)
        screen.press(.tab)
      }
      return counts
    }
    let small = framesTested(rows: 1_000)
    #expect(small == framesTested(rows: 4_000))
    #expect(small.allSatisfy { $0 <= 2 * 24 })
  }

  @Test func aResizeRedrawsEveryRowAtTheNewSize() throws {
    let page = Page(example: "login")
    _ = page.patch()
    let patch = try page.send(#"{"type":"resize","columns":40,"rows":10}"#)
    #expect(patch["size"] as? [String: Int] == ["columns": 40, "rows": 10])
    #expect((patch["rows"] as? [Any])?.count == 10)
  }
}
