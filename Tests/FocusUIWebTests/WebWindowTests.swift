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
    (patch["set"] as? [[String: Any]])?.first { $0["n"] as? String == name }?["k"] as? String
  }
}

@MainActor @Suite struct WebWindowTests {
  @Test func theFirstPatchDrawsEveryRowAndEveryElement() {
    let page = Page(example: "login")
    let first = page.patch()
    #expect(first["size"] as? [Int] == [80, 24])
    #expect((first["rows"] as? [Any])?.count == 24)
    let kinds = (first["set"] as? [[String: Any]] ?? []).map { "\($0["t"]!) \($0["n"]!)" }
    #expect(kinds.contains("field Username"))
    #expect(kinds.contains("secure Password"))
    #expect(kinds.contains("button Sign In"))
    #expect(page.session.patch() == nil, "nothing changed, nothing is sent")
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
    let byKey = Dictionary(set.map { ($0["k"] as! String, $0) }, uniquingKeysWith: { first, _ in first })
    func parent(_ key: String?) -> [String: Any]? { (key.flatMap { byKey[$0]?["p"] as? String }).flatMap { byKey[$0] } }
    let apples = page.key(named: "Apples", in: ["set": set])
    let note = page.key(named: "Note", in: ["set": set])
    let inner = page.key(named: "Inner", in: ["set": set])
    #expect(parent(apples)?["t"] as? String == "listItem")
    #expect(parent(note)?["t"] as? String == "listItem")
    #expect(parent(apples)?["k"] as? String != parent(note)?["k"] as? String, "each row is an item of its own")
    let outer = parent(parent(apples)?["k"] as? String)
    #expect(outer?["t"] as? String == "list")
    #expect(parent(parent(note)?["k"] as? String)?["k"] as? String == outer?["k"] as? String)
    // The inner list sits in the outer list's third row.
    let innerList = parent(parent(inner)?["k"] as? String)
    #expect(innerList?["t"] as? String == "list")
    #expect(innerList?["k"] as? String != outer?["k"] as? String)
    #expect(parent(parent(innerList?["k"] as? String)?["k"] as? String)?["k"] as? String == outer?["k"] as? String)
    // Structure comes before what sits in it, as the page places it.
    let order = set.map { $0["k"] as! String }
    #expect(order.firstIndex(of: outer?["k"] as? String ?? "")! < order.firstIndex(of: apples!)!)
  }

  @Test func aTabViewsTabsAreTabsInATabListTheSelectedOneInTheTabOrder() throws {
    let page = Page(example: "settings-tabs")
    let set = page.patch()["set"] as? [[String: Any]] ?? []
    let byKey = Dictionary(set.map { ($0["k"] as! String, $0) }, uniquingKeysWith: { first, _ in first })
    let tabs = set.filter { $0["t"] as? String == "tab" }
    #expect(tabs.map { $0["n"] as? String } == ["⚙ General", "☀ Appearance", "☺ Accounts"])
    #expect(tabs.map { $0["s"] as? Bool ?? false } == [true, false, false])
    #expect(
      tabs.map { $0["f"] as? Bool ?? false } == [true, false, false], "only the selected tab is in the Tab order")
    #expect(tabs.last?["v"] as? String == "2", "the badge")
    let lists = Set(tabs.compactMap { $0["p"] as? String })
    #expect(lists.count == 1)
    #expect(lists.first.flatMap { byKey[$0]?["t"] } as? String == "tabList")
    // Structure comes before what sits in it, as the page places it.
    let order = set.map { $0["k"] as! String }
    #expect(order.firstIndex(of: lists.first ?? "")! < order.firstIndex(of: tabs[0]["k"] as! String)!)
  }

  @Test func elementsOutsideListsSitInNoRow() {
    let page = Page(example: "login")
    let set = page.patch()["set"] as? [[String: Any]] ?? []
    #expect(!set.isEmpty)
    #expect(set.allSatisfy { $0["p"] == nil && !["list", "listItem"].contains($0["t"] as? String) })
  }

  @Test func anEventThatChangesNothingIsAnsweredWithTheCountOfEventsHandled() throws {
    let page = Page(example: "login")
    _ = page.patch()
    try page.session.receive(#"{"e":"move","x":70,"y":20}"#)
    #expect(page.session.patch() == #"{"n":1}"#)
    #expect(page.session.patch() == nil)
    try page.session.receive(#"{"e":"move","x":71,"y":20}"#)
    try page.session.receive(#"{"e":"move","x":72,"y":20}"#)
    #expect(page.session.patch() == #"{"n":3}"#, "one answer for the events since the last patch")
  }

  @Test func tabMovesTheBrowsersFocusToTheFieldTheWindowFocused() throws {
    let page = Page(example: "login")
    let first = page.patch()
    let username = try #require(page.key(named: "Username", in: first))
    let password = try #require(page.key(named: "Password", in: first))
    #expect(try page.send(#"{"e":"key","key":"Tab","m":""}"#)["focus"] as? String == username)
    #expect(try page.send(#"{"e":"key","key":"Tab","m":""}"#)["focus"] as? String == password)
    #expect(try page.send(#"{"e":"key","key":"Tab","m":"s"}"#)["focus"] as? String == username)
  }

  @Test func signInMovesFocusToTheEmptyField() throws {
    let page = Page(example: "login")
    let first = page.patch()
    let username = try #require(page.key(named: "Username", in: first))
    let password = try #require(page.key(named: "Password", in: first))
    try page.send(#"{"e":"key","key":"Tab","m":""}"#)
    let typed = try page.send(#"{"e":"text","text":"bob"}"#)
    #expect(typed["caret"] as? Int == 3)
    #expect((typed["set"] as? [[String: Any]])?.first { $0["k"] as? String == username }?["v"] as? String == "bob")
    try page.send(#"{"e":"key","key":"Tab","m":""}"#)
    try page.send(#"{"e":"key","key":"Tab","m":""}"#)
    #expect(try page.send(#"{"e":"key","key":"Enter","m":""}"#)["focus"] as? String == password)
  }

  @Test func theBrowsersOwnFocusMovesTheWindowsFocus() throws {
    let page = Page(example: "login")
    let password = try #require(page.key(named: "Password", in: page.patch()))
    let patch = try page.send(#"{"e":"focus","id":"\#(password)"}"#)
    // The patch confirms the page's focus, and the window's focus state
    // now says .password.
    #expect(patch["focus"] as? String == password)
    #expect(page.session.screen.content.elements().first { $0.isFocused }?.label == "Password")
  }

  @Test func aFocusForAnElementNoLongerOnThePageIsRefused() {
    let page = Page(example: "login")
    _ = page.patch()
    #expect(throws: ClientEvent.Refusal.self) { try page.session.receive(#"{"e":"focus","id":"n999999"}"#) }
  }

  @Test func aRefusalReachesThePageWithTheNextPatch() {
    let page = Page(example: "login")
    _ = page.patch()
    page.session.refuse("unknown event kind \"warp\"")
    #expect(page.patch()["errors"] as? [String] == ["unknown event kind \"warp\""])
  }

  @Test func anAccessibilityFocusWriteMovesAccessibilityFocusAndIsAnnounced() throws {
    let page = Page(example: "notification")
    let first = page.patch()
    let post = try #require(page.key(named: "Post priority", in: first))
    try page.send(#"{"e":"focus","id":"\#(post)"}"#)
    let patch = try page.send(#"{"e":"key","key":"Enter","m":""}"#)
    let target = try #require(patch["af"] as? String)
    let node = (patch["set"] as? [[String: Any]])?.first { $0["k"] as? String == target }
    #expect((node?["n"] as? String)?.contains("Priority notification 1") == true)
    #expect((patch["say"] as? [String])?.first?.contains("Priority notification 1") == true)
  }

  @Test func eachAccessibilityFocusWriteMovesAccessibilityFocusAgain() throws {
    let page = Page(example: "notification")
    let post = try #require(page.key(named: "Post priority", in: page.patch()))
    try page.send(#"{"e":"focus","id":"\#(post)"}"#)
    #expect(try page.send(#"{"e":"key","key":"Enter","m":""}"#)["af"] != nil)
    // The next key brings the browser's focus back to the button; so the
    // second notification must take it again.
    try page.send(#"{"e":"key","key":"Tab","m":""}"#)
    try page.send(#"{"e":"key","key":"Tab","m":"s"}"#)
    let second = try page.send(#"{"e":"key","key":"Enter","m":""}"#)
    let target = try #require(second["af"] as? String)
    let node = (second["set"] as? [[String: Any]])?.first { $0["k"] as? String == target }
    #expect((node?["n"] as? String)?.contains("Priority notification 2") == true)
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
      try page.session.receive(#"{"e":"key","key":"Tab","m":""}"#)
      // Every third Tab: the whole tree is slow to build in a debug build.
      guard step % 3 == 2 else { continue }
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

  @Test func aResizeRedrawsEveryRowAtTheNewSize() throws {
    let page = Page(example: "login")
    _ = page.patch()
    let patch = try page.send(#"{"e":"resize","w":40,"h":10}"#)
    #expect(patch["size"] as? [Int] == [40, 10])
    #expect((patch["rows"] as? [Any])?.count == 10)
  }
}
