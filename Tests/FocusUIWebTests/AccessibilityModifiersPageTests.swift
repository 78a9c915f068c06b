import FocusEngine
import Foundation
import Testing

@testable import FocusUIWeb

/// What accessibility modifiers put on the browser's page: test ids,
/// descriptions, labelled-by links, action buttons, representations and
/// reading order.
@MainActor @Suite struct AccessibilityModifiersPageTests {
  @MainActor final class Log {
    var lines: [String] = []
  }

  struct Inbox: View {
    let log: Log
    @Namespace private var pairs
    @State private var notifies = true
    @State private var volume = 4.0

    var body: some View {
      VStack {
        Text("Footer").accessibilitySortPriority(-1)
        Text("Lunch?")
          .accessibilityIdentifier("message-1")
          .accessibilityHint("From your team")
          .accessibilityCustomContent("From", "Ada")
          .accessibilityCustomContent("Sent", "Yesterday", importance: .high)
          .accessibilityAction { log.lines.append("open") }
          .accessibilityAction(named: "Archive") { log.lines.append("archive") }
          .accessibilityAction(named: "Delete") { log.lines.append("delete") }
        HStack {
          Text("Notifications")
            .accessibilityLabeledPair(role: .label, id: "n", in: pairs)
          Toggle("", isOn: $notifies)
            .accessibilityLabeledPair(role: .content, id: "n", in: pairs)
        }
        Text("Volume \(Int(volume))")
          .accessibilityRepresentation {
            Slider(value: $volume, in: 0...10) { Text("Volume") }
          }
        _Canvas { context, size in
          context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.red))
        }
        .frame(width: 32, height: 16)  // 4 × 1 cells
        .accessibilityLabel("Logo")
      }
    }
  }

  @MainActor struct Page {
    let session: WebWindow
    var nodes: [[String: Any]] = []
    var order: [String] = []

    init(_ view: some View) {
      session = WebWindow(screen: WebHost.screen(view))
      read()
    }

    mutating func read() {
      guard let json = session.patch(),
        let patch = (try? JSONSerialization.jsonObject(with: Data(json.utf8))) as? [String: Any]
      else { return }
      for node in patch["set"] as? [[String: Any]] ?? [] {
        nodes.removeAll { $0["key"] as? String == node["key"] as? String }
        nodes.append(node)
      }
      if let order = patch["order"] as? [String] { self.order = order }
    }

    func node(_ name: String, kind: String? = nil) -> [String: Any]? {
      nodes.first { $0["name"] as? String == name && (kind == nil || $0["kind"] as? String == kind) }
    }
  }

  @Test func theIdentifierIsTheElementsTestID() {
    let page = Page(Inbox(log: Log()))
    #expect(page.node("Lunch?")?["testID"] as? String == "message-1")
  }

  @Test func customContentDescribesTheElementAfterItsHint() {
    let page = Page(Inbox(log: Log()))
    #expect(page.node("Lunch?")?["hint"] as? String == "From your team")
    #expect(page.node("Lunch?")?["customContent"] as? [String] == ["From: Ada", "Sent: Yesterday"])
  }

  @Test func theContentOfALabeledPairIsLabelledByTheLabelsElement() {
    let page = Page(Inbox(log: Log()))
    let label = page.node("Notifications", kind: "text")?["key"] as? String
    let toggle = page.node("Notifications", kind: "toggle")
    #expect(label != nil)
    #expect(toggle?["labeledBy"] as? String == label)
  }

  @Test func namedActionsAreButtonsAfterTheElementThatRunThem() throws {
    let log = Log()
    var page = Page(Inbox(log: log))
    let lunch = try #require(page.node("Lunch?")?["key"] as? String)
    let archive = try #require(page.node("Archive", kind: "action")?["key"] as? String)
    let delete = try #require(page.node("Delete", kind: "action")?["key"] as? String)
    let index = try #require(page.order.firstIndex(of: lunch))
    #expect(Array(page.order[(index + 1)...].prefix(2)) == [archive, delete])
    try page.session.receive(#"{"type":"action","element":"\#(delete)"}"#)
    page.read()
    #expect(log.lines == ["delete"])
  }

  @Test func aScreenReadersClickOnAnElementWithADefaultActionRunsIt() throws {
    let log = Log()
    let page = Page(Inbox(log: log))
    let lunch = try #require(page.node("Lunch?"))
    #expect(lunch["activates"] as? Bool == true)
    try page.session.receive(#"{"type":"activate","element":"\#(lunch["key"] as! String)"}"#)
    #expect(log.lines == ["open"])
  }

  @Test func anActionOrActivationOfAnElementNotOnThePageIsRefused() {
    let page = Page(Inbox(log: Log()))
    #expect(throws: ClientEvent.Refusal.self) { try page.session.receive(#"{"type":"action","element":"a99999-0"}"#) }
    #expect(throws: ClientEvent.Refusal.self) { try page.session.receive(#"{"type":"activate","element":"x"}"#) }
  }

  @Test func aRepresentationIsOnThePageWithItsOwnRoleOverTheViewDrawn() {
    let page = Page(Inbox(log: Log()))
    let slider = page.node("Volume", kind: "slider")
    #expect(slider?["value"] as? String == "4")
    let drawn = page.node("Volume 4", kind: "text")
    #expect(drawn?["hidden"] as? Bool == true)  // aria-hidden: the slider stands in
    #expect(slider?["x"] as? Int == drawn?["x"] as? Int)
    #expect(slider?["y"] as? Int == drawn?["y"] as? Int)
  }

  @Test func aCanvasWithALabelIsAnImage() {
    let page = Page(Inbox(log: Log()))
    #expect(page.node("Logo")?["kind"] as? String == "image")
  }

  @Test func thePageIsInReadingOrderWhenSortPrioritiesChangeIt() throws {
    let page = Page(Inbox(log: Log()))
    let footer = try #require(page.node("Footer")?["key"] as? String)
    let lunch = try #require(page.node("Lunch?")?["key"] as? String)
    let footerIndex = try #require(page.order.firstIndex(of: footer))
    let lunchIndex = try #require(page.order.firstIndex(of: lunch))
    #expect(lunchIndex < footerIndex)
  }
}
