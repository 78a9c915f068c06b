import FocusDemoExamples
import FocusUITesting
import Testing

/// `searchable(text:placement:prompt:)`, `searchFocused`, `isSearching`,
/// `dismissSearch` and `onSubmit(of: .search)`.
@MainActor @Suite struct SearchableTests {
  static let fruits = ["Apple", "Banana", "Cherry"]

  struct Fruits: View {
    @State private var query = ""
    @State private var note = ""
    @State private var submitted = "none"
    @FocusState private var isSearchFocused: Bool

    var body: some View {
      VStack {
        Results(query: query)
        TextField("Note", text: $note)
        Button("Find") { isSearchFocused = true }
        Button("Stop") { isSearchFocused = false }
        Text("focused = \(isSearchFocused)")
        Text("query = \(query)")
        Text("submitted = \(submitted)")
      }
      .searchable(text: $query, prompt: "Search fruits")
      .searchFocused($isSearchFocused)
      .onSubmit(of: .search) { submitted = "search \(query)" }
      .onSubmit(of: .text) { submitted = "text" }
    }
  }

  struct Results: View {
    let query: String
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
      VStack {
        Text("isSearching = \(isSearching)")
        ForEach(
          SearchableTests.fruits.filter { query.isEmpty || $0.lowercased().contains(query.lowercased()) }, id: \.self
        ) {
          Text("fruit \($0)")
        }
        Button("Dismiss") { dismissSearch() }
      }
    }
  }

  private func fruits(in host: TestHost) -> [String] {
    host.elements.map(\.label).filter { $0.hasPrefix("fruit ") }
  }

  @Test func theSearchFieldIsDrawnAtopTheViewWithItsPromptAndComesFirstInFocusOrder() {
    let host = TestHost(Fruits(), size: Size(width: 40, height: 12))
    let field = host.element("Search fruits")
    #expect(field?.role == .textField)
    #expect(field?.frame.minY == 0)
    #expect(host.screen.hasPrefix("Search fruits"))
    host.press(.tab)
    #expect(host.focusedElement?.label == "Search fruits")
  }

  @Test func writingTrueToSearchFocusedFocusesTheSearchField() {
    let host = TestHost(Fruits())
    host.click("Find")
    #expect(host.focusedElement?.label == "Search fruits")
    #expect(host.element("focused = true") != nil)
  }

  @Test func focusingTheFieldByClickOrTabSetsTheState() {
    let host = TestHost(Fruits())
    host.click("Search fruits")
    #expect(host.element("focused = true") != nil)
    host.click("Note")
    #expect(host.element("focused = false") != nil)
    host.press(.tab, modifiers: .shift)  // back from Note: Dismiss, then the field
    host.press(.tab, modifiers: .shift)
    #expect(host.focusedElement?.label == "Search fruits")
    #expect(host.element("focused = true") != nil)
  }

  @Test func leavingTheFieldResetsTheState() {
    let host = TestHost(Fruits())
    host.click("Find")
    host.press(.tab)
    #expect(host.focusedElement?.label != "Search fruits")
    #expect(host.element("focused = false") != nil)
  }

  @Test func writingFalseTakesFocusOutOfTheField() {
    let host = TestHost(Fruits())
    host.click("Search fruits")
    // "Stop" is a button: a click runs it without moving focus.
    host.click("Stop")
    #expect(host.focusedElement == nil)
    #expect(host.element("focused = false") != nil)
  }

  @Test func typingInTheFieldFiltersWhatTheAppFilters() {
    let host = TestHost(Fruits())
    #expect(fruits(in: host) == ["fruit Apple", "fruit Banana", "fruit Cherry"])
    host.click("Search fruits")
    host.type("an")
    #expect(host.element("Search fruits")?.value == "an")
    #expect(host.element("query = an") != nil)
    #expect(fruits(in: host) == ["fruit Banana"])
    host.press(.delete)
    host.press(.delete)
    #expect(fruits(in: host).count == 3)
  }

  @Test func isSearchingHoldsWhileTheFieldHasFocusOrText() {
    let host = TestHost(Fruits())
    #expect(host.element("isSearching = false") != nil)
    host.click("Search fruits")
    #expect(host.element("isSearching = true") != nil)
    host.type("ch")
    host.click("Note")
    // Focus left, the text stays: still searching.
    #expect(host.element("isSearching = true") != nil)
    host.click("Search fruits")
    host.press(.delete)
    host.press(.delete)
    host.click("Note")
    #expect(host.element("isSearching = false") != nil)
  }

  @Test func escapeInTheFieldClearsTheTextAndLeavesTheField() {
    let host = TestHost(Fruits())
    host.click("Search fruits")
    host.type("ban")
    host.press(.escape)
    #expect(host.element("Search fruits")?.value == "")
    #expect(host.focusedElement == nil)
    #expect(host.element("isSearching = false") != nil)
    #expect(host.element("focused = false") != nil)
    #expect(fruits(in: host).count == 3)
  }

  @Test func dismissSearchClearsTheTextAndTakesFocusOutOfTheField() {
    let host = TestHost(Fruits())
    host.click("Search fruits")
    host.type("app")
    host.click("Dismiss")
    #expect(host.element("query = ") != nil)
    #expect(host.focusedElement == nil)
    #expect(host.element("isSearching = false") != nil)
  }

  @Test func dismissSearchDoesNothingWhileNotSearching() {
    let host = TestHost(Fruits())
    host.click("Note")
    host.type("kept")
    host.click("Dismiss")
    #expect(host.focusedElement?.label == "Note")
    #expect(host.element("Note")?.value == "kept")
  }

  @Test func returnInTheFieldRunsTheSearchSubmitActionsOnly() {
    let host = TestHost(Fruits())
    host.click("Search fruits")
    host.type("cherry")
    host.press(.return)
    #expect(host.element("submitted = search cherry") != nil)
    host.click("Note")
    host.press(.return)
    #expect(host.element("submitted = text") != nil)
  }

  struct Fields: View {
    enum Field: Hashable { case search, name }
    @State private var query = ""
    @State private var name = ""
    @FocusState private var focus: Field?

    var body: some View {
      VStack {
        TextField("Name", text: $name).focused($focus, equals: .name)
        Button("Go to search") { focus = .search }
        Text("focus = \(focus.map { "\($0)" } ?? "nil")")
      }
      .searchable(text: $query)
      .searchFocused($focus, equals: .search)
    }
  }

  @Test func searchFocusedEqualsReadsAndWritesItsValue() {
    let host = TestHost(Fields())
    #expect(host.element("focus = nil") != nil)
    host.click("Go to search")
    #expect(host.focusedElement?.label == "Search")
    #expect(host.focusedElement?.role == .textField)
    #expect(host.element("focus = search") != nil)
    host.press(.tab)
    #expect(host.element("focus = name") != nil)
    host.press(.escape)  // nothing answers Escape in Name: focus stays
    host.press(.tab, modifiers: .shift)
    #expect(host.element("focus = search") != nil)
  }

  struct Nested: View {
    @State private var outer = ""
    @State private var inner = ""
    @FocusState private var isOuterFocused: Bool

    var body: some View {
      VStack {
        Button("Focus") { isOuterFocused = true }
        Text("outer focused = \(isOuterFocused)")
        VStack { Text("inner content") }
          .searchable(text: $inner, prompt: "Inner")
      }
      .searchable(text: $outer, prompt: "Outer")
      .searchFocused($isOuterFocused)
    }
  }

  @Test func searchFocusedBindsTheNearestSearchableViewOnly() {
    let host = TestHost(Nested())
    host.click("Focus")
    #expect(host.focusedElement?.label == "Outer")
    host.click("Inner")
    #expect(host.element("outer focused = false") != nil)
  }

  struct Outside: View {
    @State private var query = ""
    @Environment(\.isSearching) private var isSearching
    var body: some View {
      VStack {
        Text("outside isSearching = \(isSearching)")
        Text("content").searchable(text: $query)
      }
    }
  }

  @Test func isSearchingIsSetForTheSearchableContentOnly() {
    let host = TestHost(Outside())
    host.click("Search")
    #expect(host.focusedElement?.label == "Search")
    #expect(host.element("outside isSearching = false") != nil)
  }

  @Test func everyPlacementDrawsTheFieldAtop() {
    struct Placed: View {
      let placement: SearchFieldPlacement
      @State private var query = ""
      var body: some View {
        Text("content").searchable(text: $query, placement: placement, prompt: Text("Find"))
      }
    }
    let placements: [SearchFieldPlacement] = [
      .automatic, .toolbar, .toolbarPrincipal, .sidebar, .navigationBarDrawer,
      .navigationBarDrawer(displayMode: .always),
    ]
    for placement in placements {
      let host = TestHost(Placed(placement: placement), size: Size(width: 20, height: 4))
      #expect(host.element("Find")?.frame.minY == 0)
      #expect(host.element("content")?.frame.minY == 1)
    }
  }

  @Test func theSearchExampleFiltersPicksAndFocusesWithCtrlF() throws {
    let host = TestHost(Example.named("search")!.makeContent(), size: Size(width: 60, height: 20))
    #expect(host.element("isSearchFocused = false") != nil)
    host.press("f", modifiers: .control)
    #expect(host.element("isSearchFocused = true") != nil)
    host.type("berry")
    #expect(host.element("searching: 1 of 10") != nil)
    host.press(.return)
    #expect(host.element("picked: Blueberry") != nil)
    host.press(.escape)
    #expect(host.element("not searching") != nil)
    #expect(host.element("Apple") != nil)
    host.click("Cherry")
    #expect(host.element("picked: Cherry") != nil)
  }
}
