import FocusUITesting
import Testing

/// `element(_:)`, `focusedElement` and `click(_:)` answer through the
/// runtime's index exactly as a search of every element would, and build
/// only a handful of elements however many views there are.
@MainActor @Suite struct ElementLookupTests {
  /// Scroll views, a list with a selection, a lazy stack, a sheet, a menu,
  /// a focusable container, labels that change with state, rows inserted
  /// and removed, and labels shared by several views.
  struct Workbench: View {
    @State private var count = 0
    @State private var rows = [0, 1, 2, 3, 4]
    @State private var selection: Int?
    @State private var showsSheet = false
    @State private var name = ""

    var body: some View {
      VStack(alignment: .leading) {
        HStack {
          Button("Count \(count)") { count += 1 }
          Button("Add row") { rows.insert((rows.max() ?? 0) + 1, at: rows.count / 2) }
          Button("Remove row") { if !rows.isEmpty { rows.removeFirst() } }
          Button("Show sheet") { showsSheet = true }
          Menu("Actions") {
            Button("Rename") { name = "renamed" }
            Button("Edit") {}
          }
        }
        TextField("Name", text: $name)
        ScrollView {
          VStack(alignment: .leading) {
            ForEach(rows, id: \.self) { row in
              HStack {
                Text("Item \(row)")
                Button("Edit") { count += 10 }
                Button(count.isMultiple(of: 2) ? "Even \(row)" : "Odd \(row)") {}
              }
            }
          }
        }
        .frame(height: .rows(3))
        List(rows, id: \.self, selection: $selection) { row in
          HStack {
            Text("Entry \(row)")
            Text("Edit")
          }
        }
        .frame(height: .rows(3))
        ScrollView {
          LazyVStack(alignment: .leading) {
            ForEach(0..<200, id: \.self) { Text("Lazy \($0)") }
          }
        }
        .frame(height: .rows(3))
        VStack {
          Text("Card")
          Text("Edit")
        }
        .focusable()
      }
      .sheet(isPresented: $showsSheet) {
        VStack {
          Text("Sheet")
          Button("Edit") {}
          Button("Close") { showsSheet = false }
        }
      }
    }
  }

  /// Checks every lookup against a search of `elements`: each label on
  /// screen (and one that is not), and the focused element.
  func expectLookupsMatchTheScan(
    _ host: TestHost, after step: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let elements = host.elements
    for label in Set(elements.map(\.label)).union(["Nowhere", "Lazy 150"]) {
      #expect(
        host.element(label) == elements.first { $0.label == label }, "\(label) after \(step)",
        sourceLocation: sourceLocation)
    }
    #expect(
      host.focusedElement == elements.first { $0.isFocused }, "focus after \(step)", sourceLocation: sourceLocation)
  }

  @Test func lookupsGiveWhatASearchOfEveryElementGives() {
    let host = TestHost(Workbench(), size: Size(width: 90, height: 30))
    let steps: [(String, (TestHost) -> Void)] = [
      ("nothing", { _ in }),
      ("a label that changes", { $0.click("Count 0") }),
      ("another change", { $0.click("Count 1") }),
      ("a row inserted", { $0.click("Add row") }),
      ("a row removed", { $0.click("Remove row") }),
      ("scrolling the rows", { $0.scroll(at: Point(x: 1, y: 3), lines: 1) }),
      ("an Edit button clicked", { $0.click("Edit") }),
      ("Tab", { $0.press(.tab) }),
      ("Tab again", { $0.press(.tab) }),
      (
        "typing",
        {
          $0.click("Name")
          $0.type("x")
        }
      ),
      ("a list row selected", { $0.click("Entry 1, Edit") }),
      ("the list row moved by a key", { $0.press(.downArrow) }),
      ("the lazy stack scrolled", { $0.scroll(at: Point(x: 1, y: 9), lines: 3) }),
      ("the menu opened", { $0.click("Actions") }),
      ("a menu item chosen", { $0.click("Rename") }),
      ("the sheet shown", { $0.click("Show sheet") }),
      ("Tab in the sheet", { $0.press(.tab) }),
      ("the sheet closed", { $0.click("Close") }),
      (
        "rows inserted",
        {
          $0.click("Add row")
          $0.click("Add row")
        }
      ),
      (
        "Tab to the focusable card",
        {
          for _ in 0..<12 { $0.press(.tab) }
        }
      ),
    ]
    var mostScrolled = 0
    for (step, action) in steps {
      action(host)
      expectLookupsMatchTheScan(host, after: step)
      mostScrolled = max(mostScrolled, host.device.scrollOffsets.filter { $0 > 0 }.count)
    }
    #expect(mostScrolled >= 2, "two scroll views scrolled at once")
    #expect(host.runtimeWarnings.isEmpty, "\(host.runtimeWarnings)")
  }

  /// A form of `rows` rows, each with a button that bumps its own count.
  struct BigForm: View {
    let rows: Int
    var body: some View {
      Form {
        ForEach(0..<rows, id: \.self) { Row(index: $0) }
      }
    }
  }

  struct Row: View {
    let index: Int
    @State private var count = 0
    var body: some View {
      HStack {
        Text("Row \(index)")
        Button("Bump \(index)") { count += 1 }
        Text("\(count)")
      }
    }
  }

  @Test func aClickOrALookupInTenThousandRowsBuildsAHandfulOfElements() {
    let host = TestHost(BigForm(rows: 10_000), size: Size(width: 80, height: 24))
    // The first lookup files every view once.
    _ = host.element("Row 0")
    var built = host.stats.elementsBuilt
    func elementsBuilt() -> Int {
      let now = host.stats.elementsBuilt
      defer { built = now }
      return now - built
    }
    host.click("Bump 5000")
    #expect(elementsBuilt() < 20)
    #expect(host.element("Bump 5000") != nil)
    #expect(elementsBuilt() < 20)
    host.click("Bump 5000")
    #expect(elementsBuilt() < 20)
    #expect(host.element("5000") == nil)  // no row has a count of 5000
    #expect(elementsBuilt() < 20)
    host.press(.tab)
    #expect(host.focusedElement?.label == "Bump 0")
    #expect(elementsBuilt() < 20)
    // A pointer click builds the elements under the point only.
    host.click(at: Point(x: 0, y: 20))
    #expect(elementsBuilt() < 20)
    // What the counter counts: a search of every element builds them all.
    #expect(host.elements.count > 30_000)
    #expect(elementsBuilt() > 30_000)
  }
}
