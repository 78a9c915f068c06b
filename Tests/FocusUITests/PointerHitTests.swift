import FocusUITesting
import Testing

@testable import FocusUI

/// A pointer click lands on the element a search of every element finds
/// (the last one there that is no container, else the last list there),
/// though the search now starts from the end and builds only the
/// elements under the point. Only what is drawn at the point counts: a
/// row scrolled out of its scroll view is not under the cell it would
/// cover (a button above the scroll view, a list below it).
@MainActor @Suite struct PointerHitTests {
  struct Board: View {
    let showsSheet: Bool
    @State private var selection: Int? = 2

    var body: some View {
      VStack(alignment: .leading) {
        HStack {
          Button("One") {}
          Text("Two")
          Toggle("Three", isOn: .constant(true))
        }
        ScrollView {
          VStack(alignment: .leading) {
            ForEach(0..<8, id: \.self) { row in
              HStack {
                Text("Item \(row)")
                Button("Edit") {}
              }
            }
          }
        }
        .frame(height: .rows(3))
        List(0..<6, id: \.self, selection: $selection) { Text("Entry \($0)") }
          .frame(width: 30, height: .rows(3))
        ZStack {
          Text("Under")
          Button("Over") {}
        }
      }
      .sheet(isPresented: .constant(showsSheet)) {
        VStack {
          Text("Sheet")
          Button("Close") {}
        }
      }
    }
  }

  /// The element a search of every element drawn at `point` picks.
  func searched(in graph: ViewGraph, at point: Point) -> Element? {
    let modal = graph.modalLayer
    let elements = graph.elements().filter { element in
      guard let node = graph.node(element.id) else { return false }
      // A scroll view draws its content inside its own frame only.
      let isShown = node.ancestors.allSatisfy { !($0 is ScrollNode) || $0.screenFrame.contains(point) }
      return isShown && (modal.map { node.isInside($0) } ?? true)
    }
    return elements.last { $0.frame.contains(point) && $0.role != .container }
      ?? elements.last { $0.frame.contains(point) && graph.node($0.id) is ListNode }
  }

  @Test(arguments: [false, true])
  func everyCellHitsWhatASearchOfEveryElementHits(showsSheet: Bool) {
    let size = Size(width: 40, height: 12)
    let graph = ViewGraph(Board(showsSheet: showsSheet))
    graph.update()
    graph.layout(in: size)
    graph.scrollOffsets = [2, 1]
    graph.update()
    graph.layout(in: size)
    #expect(graph.scrollOffsets == [2, 1])
    var hits = 0
    for y in 0..<size.height {
      for x in 0..<size.width {
        let point = Point(x: x, y: y)
        let expected = searched(in: graph, at: point)
        #expect(graph.hitElement(at: point, modal: graph.modalLayer) == expected, "at \(point)")
        if expected != nil { hits += 1 }
      }
    }
    #expect(hits > (showsSheet ? 10 : 40), "enough cells hold an element")
  }
}
