import FocusUITesting
import Foundation
import Observation
import Testing

/// `popover`: a small box beside its anchor, closed by Escape or a click
/// outside.
@MainActor @Suite struct PopoverTests {
  @MainActor @Observable final class Model {
    var showsInfo = false
    var inspected: Item?
    var events: [String] = []
  }

  struct Item: Identifiable, Hashable {
    var id: Int
    var name: String
  }

  struct Toolbar: View {
    let model: Model
    var arrowEdge: Edge?
    var anchor = PopoverAttachmentAnchor.rect(.bounds)
    var rowsAbove = 3

    var body: some View {
      VStack(alignment: .leading) {
        ForEach(0..<rowsAbove, id: \.self) { row in
          Text(row == 0 ? "Title" : "Row \(row)")
        }
        HStack {
          Button("Back") { model.events.append("back") }
          Button("Info") { model.showsInfo = true }
            .popover(isPresented: Bindable(model).showsInfo, attachmentAnchor: anchor, arrowEdge: arrowEdge) {
              VStack(alignment: .leading) {
                Text("Saved")
                Button("Close") { model.showsInfo = false }
              }
            }
        }
        TextField("Footer", text: .constant(""))
      }
    }
  }

  private func box(_ host: TestHost) -> Rect? {
    host.elements.last { $0.role == .container && $0.label.isEmpty && $0.frame.minY > 0 }?.frame
  }

  @Test func aPopoverSitsBelowItsAnchorWithAnArrowAndTheWindowUndimmed() throws {
    let model = Model()
    let host = TestHost(Toolbar(model: model), size: Size(width: 40, height: 12))
    host.click("Info")
    let info = try #require(host.element("Info"))
    let saved = try #require(host.element("Saved"))
    #expect(saved.frame.minY == info.frame.maxY + 1)  // below, inside the border
    let lines = host.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[info.frame.maxY].contains("▲"))
    #expect(!host.canvas[0, 0].style.isDim)
    #expect(host.focusedElement?.label == "Close")
  }

  @Test func theTopArrowEdgePutsItAboveTheAnchor() throws {
    let model = Model()
    let host = TestHost(Toolbar(model: model, arrowEdge: .top, rowsAbove: 6), size: Size(width: 40, height: 12))
    host.click("Info")
    let info = try #require(host.element("Info"))
    let close = try #require(host.element("Close"))
    #expect(close.frame.maxY == info.frame.minY - 1)
    let lines = host.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[info.frame.minY - 1].contains("▼"))
  }

  @Test func withoutRoomOnItsEdgeItGoesToTheOppositeSide() throws {
    let model = Model()
    // Three rows above the anchor; the box needs four.
    let host = TestHost(Toolbar(model: model, arrowEdge: .top), size: Size(width: 40, height: 12))
    host.click("Info")
    let info = try #require(host.element("Info"))
    let saved = try #require(host.element("Saved"))
    #expect(saved.frame.minY == info.frame.maxY + 1)
  }

  @Test func anAnchorRectangleMovesThePopover() throws {
    let model = Model()
    let anchor = PopoverAttachmentAnchor.rect(.rect(CGRect(x: 4, y: 0, width: 1, height: 1)))
    let host = TestHost(Toolbar(model: model, anchor: anchor), size: Size(width: 40, height: 12))
    host.click("Info")
    let info = try #require(host.element("Info"))
    let saved = try #require(host.element("Saved"))
    #expect(saved.frame.minX == info.frame.minX + 4 + 2)  // border and a column of space
  }

  @Test func aClickOutsideClosesThePopoverWithoutReachingTheWindow() throws {
    let model = Model()
    let host = TestHost(Toolbar(model: model), size: Size(width: 40, height: 12))
    host.click("Info")
    host.click("Back")
    #expect(!model.showsInfo)
    #expect(model.events.isEmpty)
    host.click("Info")
    host.click(at: Point(x: 39, y: 0))
    #expect(!model.showsInfo)
    #expect(host.focusedElement == nil)
  }

  @Test func aClickOnThePopoversOwnMarginKeepsItOpen() throws {
    let model = Model()
    let host = TestHost(Toolbar(model: model), size: Size(width: 40, height: 12))
    host.click("Info")
    let saved = try #require(host.element("Saved"))
    // The box's top border lies over the window's Footer field.
    host.click(at: Point(x: saved.frame.minX, y: saved.frame.minY - 1))
    host.click(at: Point(x: saved.frame.maxX + 1, y: saved.frame.minY))
    #expect(model.showsInfo)
    #expect(host.focusedElement?.label == "Close")
  }

  @Test func escapeClosesThePopoverAndFocusReturns() {
    let model = Model()
    let host = TestHost(Toolbar(model: model), size: Size(width: 40, height: 12))
    host.press(.tab)
    host.press(.tab)
    host.press(.return)
    #expect(host.focusedElement?.label == "Close")
    host.press(.tab)
    #expect(host.focusedElement?.label == "Close")
    host.press(.escape)
    #expect(!model.showsInfo)
    #expect(host.focusedElement?.label == "Info")
  }

  @Test func anItemPopoverShowsItsItem() {
    struct Probe: View {
      let model: Model
      var body: some View {
        Button("Inspect") { model.inspected = Item(id: 1, name: "Milk") }
          .popover(item: Bindable(model).inspected) { item in
            Text("Notes for \(item.name)")
          }
      }
    }
    let model = Model()
    let host = TestHost(Probe(model: model))
    host.click("Inspect")
    #expect(host.element("Notes for Milk") != nil)
    host.press(.escape)
    #expect(model.inspected == nil)
    #expect(host.element("Notes for Milk") == nil)
  }
}
