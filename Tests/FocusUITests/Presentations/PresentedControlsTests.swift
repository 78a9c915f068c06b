import FocusUITesting
import Testing

/// Controls with keys of their own (a list, a menu, a search field) inside a
/// sheet: they work there, Escape reaches them before the sheet, and the
/// focus inspector tells the sheet from the window behind it.
@MainActor @Suite struct PresentedControlsTests {
  struct Picking: View {
    @State private var isPresented = false
    @State private var selection: String?
    @State private var query = ""
    @State private var log = "nothing"
    let fruits = ["Apple", "Banana", "Cherry"]

    var body: some View {
      VStack {
        Button("Choose") { isPresented = true }
        Button("Other") {}
        Text("picked \(selection ?? "none") · \(log)")
      }
      .sheet(isPresented: $isPresented) {
        VStack {
          List(fruits.filter { query.isEmpty || $0.contains(query) }, id: \.self, selection: $selection) { fruit in
            Text(fruit)
          }
          Menu("Actions") {
            Button("Shuffle") { log = "shuffled" }
          }
          Button("Done") { isPresented = false }
        }
        .searchable(text: $query)
      }
    }
  }

  private func opened() -> TestHost {
    let host = TestHost(Picking(), size: Size(width: 50, height: 16))
    host.press(.tab)
    host.press(.return)  // Choose
    return host
  }

  @Test func aListInASheetTakesTheArrowsAndTabStaysInTheSheet() {
    let host = opened()
    #expect(host.focusedElement?.label == "Search")
    host.press(.tab)  // the list
    host.press(.downArrow)
    host.press(.downArrow)
    #expect(host.screen.contains("picked Banana"))
    for _ in 0..<6 { host.press(.tab) }
    #expect(host.focusedElement?.label != "Choose")
    #expect(host.focusedElement?.label != "Other")
  }

  @Test func searchingInASheetFiltersItsList() {
    let host = opened()
    host.type("Ch")
    host.press(.tab)
    host.press(.downArrow)
    #expect(host.screen.contains("picked Cherry"))
  }

  @Test func escapeClosesTheMenusBoxFirstThenTheSheetAndFocusReturns() {
    let host = opened()
    host.click("Actions")
    #expect(host.element("Shuffle") != nil)
    host.press(.escape)
    #expect(host.element("Shuffle") == nil)
    #expect(host.element("Done") != nil)  // the sheet is still up
    host.press(.escape)  // leaves the search field's text alone: it is empty
    host.press(.escape)
    #expect(host.element("Done") == nil)
    #expect(host.focusedElement?.label == "Choose")
  }

  @Test func aMenuItemInASheetRuns() {
    let host = opened()
    host.click("Actions")
    host.click("Shuffle")
    #expect(host.screen.contains("shuffled"))
    #expect(host.element("Done") != nil)
  }

  @Test func theInspectorMarksTheViewsBehindTheSheet() {
    let host = opened()
    let report = host.focusReport
    #expect(
      report.stops.filter { $0.isBehindPresentation }.map { $0.label } == [#"button "Choose""#, #"button "Other""#])
    #expect(report.focused?.isBehindPresentation == false)
    #expect(report.description.contains(#"#1 button "Choose" at "#))
    #expect(report.description.contains("(behind a presentation)"))
    host.click("Done")
    #expect(!host.focusReport.stops.contains { $0.isBehindPresentation })
  }

  struct LazySheet: View {
    @State private var isPresented = false
    @State private var names = (0..<500).map { "name \($0)" }

    var body: some View {
      Button("Open") { isPresented = true }
        .sheet(isPresented: $isPresented) {
          ScrollView {
            LazyVStack(alignment: .leading) {
              ForEach(names.indices, id: \.self) { index in
                TextField("Row \(index)", text: $names[index])
              }
            }
          }
        }
    }
  }

  @Test func aSheetWhoseRowsAreMadeLazilyFocusesItsFirstRowWhenItOpens() {
    let host = TestHost(LazySheet(), size: Size(width: 40, height: 12))
    host.click("Open")
    #expect(host.focusedElement?.label == "Row 0")
    host.press(.tab)
    #expect(host.focusedElement?.label == "Row 1")
  }
}
