import FocusUITesting
import Testing

/// Lazy stacks make only the rows near the visible area, yet Tab,
/// focus-state writes and scroll requests reach every row.
@MainActor @Suite struct LazyStackTests {
  struct Rows: View {
    let count: Int
    @FocusState private var focused: Int?
    var body: some View {
      VStack {
        Button("Before") {}
        ScrollView {
          LazyVStack(alignment: .leading) {
            ForEach(0..<count, id: \.self) { index in
              Button("Row \(index)") {}
                .focused($focused, equals: index)
            }
          }
        }
        .frame(height: .rows(7))
        Button("Last") { focused = count - 1 }
        Button("Middle") { focused = count / 2 }
      }
    }
  }

  private var size: Size { Size(width: 30, height: 10) }

  /// The labels of the rows on screen.
  private func shownRows(_ host: TestHost) -> [String] {
    host.elements.filter { $0.label.hasPrefix("Row ") && $0.frame.minY >= 1 && $0.frame.maxY <= 8 }.map(\.label)
  }

  @Test func onlyTheRowsNearTheVisibleAreaAreMade() {
    let host = TestHost(Rows(count: 100_000), size: size)
    #expect(shownRows(host) == (0..<7).map { "Row \($0)" })
    #expect(host.element("Row 30") == nil)
    // Seven rows on screen, and a margin below, rounded to whole chunks.
    #expect(host.stats.rowEvaluations <= 21)
    #expect(host.stats.liveNodes < 100)
  }

  @Test func scrollingMakesTheRowsComingIntoViewAndReleasesTheFarOnes() {
    let host = TestHost(Rows(count: 100_000), size: size)
    host.scroll(at: Point(x: 1, y: 3), lines: 500)
    #expect(shownRows(host) == (500..<507).map { "Row \($0)" })
    #expect(host.element("Row 0") == nil)
    #expect(host.stats.liveNodes < 150)
  }

  @Test func aWriteToARowNeverMadeMakesItFocusesItAndScrollsItIntoView() {
    let host = TestHost(Rows(count: 100_000), size: size)
    host.click("Last")
    #expect(host.focusedElement?.label == "Row 99999")
    #expect(shownRows(host).last == "Row 99999")
    host.click("Middle")
    #expect(host.focusedElement?.label == "Row 50000")
    #expect(shownRows(host).first == "Row 50000")
    #expect(host.runtimeWarnings.isEmpty)
  }

  struct EagerRows: View {
    let count: Int
    var body: some View {
      VStack {
        Button("Before") {}
        ScrollView {
          VStack(alignment: .leading) {
            ForEach(0..<count, id: \.self) { Button("Row \($0)") {} }
          }
        }
        .frame(height: .rows(7))
        Button("Last") {}
        Button("Middle") {}
      }
    }
  }

  /// The placements and row evaluations of the third Tab (from Row 0 to
  /// Row 1) in `view`.
  private func costOfATab(in view: some View) -> (placements: Int, rows: Int) {
    let host = TestHost(view, size: size)
    host.press(.tab)
    host.press(.tab)
    let before = host.stats
    host.press(.tab)
    #expect(host.focusedElement?.label == "Row 1")
    return (host.stats.placements - before.placements, host.stats.rowEvaluations - before.rowEvaluations)
  }

  @Test func aTabBetweenMadeRowsMakesNoRowAndPlacesWhatAnEagerStackPlaces() {
    let lazy = costOfATab(in: Rows(count: 1_000_000))
    let eager = costOfATab(in: EagerRows(count: 1_000))
    #expect(lazy.rows == 0)
    // The two buttons restyled and the containers around them, no row.
    #expect(lazy.placements == eager.placements)
  }

  @Test func tabFromTheLastMadeRowMakesTheNextOne() {
    let host = TestHost(Rows(count: 100_000), size: size)
    for _ in 0..<41 { host.press(.tab) }  // Before, then Row 0…39
    #expect(host.focusedElement?.label == "Row 39")
    #expect(shownRows(host).last == "Row 39")
    host.press(.tab, modifiers: .shift)
    #expect(host.focusedElement?.label == "Row 38")
  }

  @Test func shiftTabFromTheViewAfterTheStackReachesItsLastRow() {
    let host = TestHost(Rows(count: 100_000), size: size)
    host.press(.tab, modifiers: .shift)  // Middle
    host.press(.tab, modifiers: .shift)  // Last
    host.press(.tab, modifiers: .shift)
    #expect(host.focusedElement?.label == "Row 99999")
    #expect(shownRows(host).last == "Row 99999")
    host.press(.tab, modifiers: .shift)
    #expect(host.focusedElement?.label == "Row 99998")
  }

  @Test func tabIntoAStackScrolledAwayFromItsStartLandsOnItsFirstRow() {
    let host = TestHost(Rows(count: 100_000), size: size)
    host.scroll(at: Point(x: 1, y: 3), lines: 5_000)
    host.press(.tab)  // Before
    host.press(.tab)
    #expect(host.focusedElement?.label == "Row 0")
    #expect(shownRows(host).first == "Row 0")
  }

  @Test func theFocusedRowStaysWhenScrolledFarAwayAndTabContinuesAfterIt() {
    let host = TestHost(Rows(count: 100_000), size: size)
    host.press(.tab)
    host.press(.tab)
    host.press(.tab)
    #expect(host.focusedElement?.label == "Row 1")
    host.scroll(at: Point(x: 1, y: 3), lines: 50_000)
    #expect(host.focusedElement?.label == "Row 1")
    host.press(.tab)
    #expect(host.focusedElement?.label == "Row 2")
    #expect(shownRows(host).contains("Row 2"))
  }

  @Test func arrowKeysReachTheNeighbouringRowsOfAFocusedRowScrolledAway() {
    let host = TestHost(Rows(count: 100_000), size: size)
    host.press(.tab)
    host.press(.tab)
    host.scroll(at: Point(x: 1, y: 3), lines: 50_000)
    host.press(.downArrow)
    #expect(host.focusedElement?.label == "Row 1")
    #expect(shownRows(host).contains("Row 1"))
  }

  struct Texts: View {
    var body: some View {
      VStack {
        Button("Above") {}
        ScrollView {
          LazyVStack {
            ForEach(0..<100_000, id: \.self) { Text("Line \($0)") }
          }
        }
        .frame(height: .rows(5))
        Button("Below") {}
      }
    }
  }

  @Test func tabPassesOverARowsOfTextWithoutMakingThem() {
    let host = TestHost(Texts(), size: Size(width: 20, height: 8))
    let evaluations = host.stats.rowEvaluations
    host.press(.tab)
    host.press(.tab)
    #expect(host.focusedElement?.label == "Below")
    #expect(host.stats.rowEvaluations == evaluations)
  }

  struct Contacts: View {
    struct Contact: Identifiable, Hashable {
      let id: Int
      var name: String
    }
    enum Field: Hashable {
      case name(Contact.ID)
      case search
    }
    @State private var contacts = (0..<20_000).map { Contact(id: $0 * 10, name: "Person \($0)") }
    @FocusState private var focused: Field?
    @FocusState private var focusedContact: Contact?
    var body: some View {
      VStack {
        Button("Find 123450") { focused = .name(123_450) }
        Button("Find contact") { focusedContact = contacts[7_000] }
        Button("Find nobody") { focused = .search }
        ScrollView {
          LazyVStack {
            ForEach($contacts) { $contact in
              TextField("Name \(contact.id)", text: $contact.name)
                .focused($focused, equals: .name(contact.id))
                .focused($focusedContact, equals: contact)
            }
          }
        }
        .frame(height: .rows(5))
      }
    }
  }

  @Test func aWriteOfAnEnumCaseWhoseAssociatedValueIsARowsIdFindsTheRow() {
    let host = TestHost(Contacts(), size: Size(width: 30, height: 9))
    host.click("Find 123450")
    #expect(host.focusedElement?.label == "Name 123450")
    #expect(host.focusedElement?.value == "Person 12345")
    host.type("!")
    #expect(host.element("Name 123450")?.value == "Person 12345!")
  }

  @Test func aWriteOfAnIdentifiableElementFindsItsRowByItsID() {
    let host = TestHost(Contacts(), size: Size(width: 30, height: 9))
    host.click("Find contact")
    #expect(host.focusedElement?.label == "Name 70000")
  }

  @Test func aWriteWhoseValueNamesNoRowWaitsAndWarns() {
    let host = TestHost(Contacts(), size: Size(width: 30, height: 9))
    host.click("Find nobody")
    #expect(host.focusedElement == nil)
    #expect(host.device.waitingFocusWrites.count == 1)
    #expect(host.runtimeWarnings.contains { $0.contains(".search") && $0.contains("names no row of a lazy stack") })
  }

  struct Growing: View {
    @State private var items = Array(0..<1_000)
    @State private var next = 1_000
    @FocusState private var focused: Int?
    var body: some View {
      VStack {
        Button("Add") {
          items.append(next)
          focused = next
          next += 1
        }
        Button("Insert at top") {
          items.insert(-next, at: 0); next += 1
        }
        ScrollView {
          LazyVStack {
            ForEach(items, id: \.self) { item in
              Button("Item \(item)") {}.focused($focused, equals: item)
            }
          }
        }
        .frame(height: .rows(5))
      }
    }
  }

  @Test func aRowAppendedAndFocusedInOneActionIsMadeAndScrolledTo() {
    let host = TestHost(Growing(), size: Size(width: 30, height: 8))
    host.click("Add")
    #expect(host.focusedElement?.label == "Item 1000")
    #expect(host.screen.contains("Item 1000"))
  }

  @Test func madeRowsFollowTheirIdsWhenRowsAreInsertedBeforeThem() {
    let host = TestHost(Growing(), size: Size(width: 30, height: 8))
    host.press(.tab)
    host.press(.tab)
    host.press(.tab)
    #expect(host.focusedElement?.label == "Item 0")
    host.click("Insert at top")
    #expect(host.focusedElement?.label == "Item 0")
    host.press(.tab, modifiers: .shift)
    #expect(host.focusedElement?.label == "Item -1000")
  }

  struct Removable: View {
    @State private var items = Array(0..<1_000)
    @FocusState private var focused: Int?
    var body: some View {
      VStack {
        Button("Focus 500") { focused = 500 }
        Button("Remove 500…509") { items.removeSubrange(500..<510) }
        ScrollView {
          LazyVStack {
            ForEach(items, id: \.self) { item in
              Button("Item \(item)") {}.focused($focused, equals: item)
            }
          }
        }
        .frame(height: .rows(5))
      }
    }
  }

  @Test func afterTheFocusedRowIsRemovedTabResumesWithTheRowThatFollowedIt() {
    let host = TestHost(Removable(), size: Size(width: 30, height: 8))
    host.click("Focus 500")
    host.click("Remove 500…509")
    #expect(host.focusedElement == nil)
    host.press(.tab)
    #expect(host.focusedElement?.label == "Item 510")
    host.click("Focus 500")  // gone: the write waits
    host.press(.tab, modifiers: .shift)
    #expect(host.focusedElement?.label == "Item 499")
  }

  @Test func theScreenReadersCursorWalksOnPastTheRowsMadeAndScrollsThem() {
    let host = TestHost(Texts(), size: Size(width: 20, height: 8))
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    for _ in 0..<32 { voiceOver.moveNext() }  // Above, then Line 0…30
    #expect(voiceOver.focusedElement?.label == "Line 30")
    #expect(host.element("Line 30").map { $0.frame.minY >= 1 && $0.frame.maxY <= 6 } == true)
  }

  struct Appearing: View {
    @State private var appeared = 0
    @State private var disappeared = 0
    var body: some View {
      VStack {
        Text("appeared \(appeared) disappeared \(disappeared)")
        ScrollView {
          LazyVStack {
            ForEach(0..<1_000, id: \.self) { index in
              Text("Row \(index)")
                .onAppear { appeared += 1 }
                .onDisappear { disappeared += 1 }
            }
          }
        }
        .frame(height: .rows(4))
      }
    }
  }

  /// The counts the example shows: rows appeared and disappeared.
  private func counts(_ host: TestHost) -> (appeared: Int, disappeared: Int)? {
    guard let label = host.elements.first(where: { $0.label.hasPrefix("appeared") })?.label else { return nil }
    let numbers = label.split(separator: " ").compactMap { Int($0) }
    return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
  }

  @Test func rowsAppearWhenMadeAndDisappearWhenReleased() throws {
    let host = TestHost(Appearing(), size: Size(width: 40, height: 6))
    let start = try #require(counts(host))
    // Four rows on screen, a margin below, rounded to whole chunks.
    #expect(start.disappeared == 0)
    #expect(start.appeared >= 4 && start.appeared <= 12)
    host.scroll(at: Point(x: 1, y: 2), lines: 100)
    let end = try #require(counts(host))
    #expect(end.disappeared == start.appeared)
    // Every row made now appeared once.
    #expect(end.appeared - end.disappeared == host.elements.filter { $0.label.hasPrefix("Row ") }.count)
    #expect(host.element("Row 100") != nil)
  }

  /// Rows of one height and one width (a `VStack` takes the width of
  /// its widest row, a lazy stack the width offered).
  struct SameRows: View {
    let lazy: Bool
    var body: some View {
      ScrollView {
        if lazy {
          LazyVStack(spacing: .rows(1)) { rows }
        } else {
          VStack(spacing: .rows(1)) { rows }
        }
      }
    }

    @ViewBuilder var rows: some View {
      Text("Header!")
      ForEach(100..<400, id: \.self) { Text("Row \($0)") }
      Text("Footer!")
    }
  }

  @Test(arguments: [0, 1, 57, 300, 598])
  func aLazyStackOfRowsOfOneHeightDrawsAsAVStackDoes(offset: Int) {
    let lazy = TestHost(SameRows(lazy: true), size: Size(width: 20, height: 6))
    let eager = TestHost(SameRows(lazy: false), size: Size(width: 20, height: 6))
    lazy.scroll(at: Point(x: 1, y: 1), lines: offset)
    eager.scroll(at: Point(x: 1, y: 1), lines: offset)
    #expect(lazy.screen == eager.screen)
  }

  @Test func endInALazyStackGoesToItsLastRow() {
    let host = TestHost(SameRows(lazy: true), size: Size(width: 20, height: 6))
    host.press(.end)
    #expect(host.screen.split(separator: "\n").last?.contains("Footer!") == true)
    host.press(.home)
    #expect(host.screen.split(separator: "\n").first?.contains("Header!") == true)
  }

  struct Sideways: View {
    @FocusState private var focused: Int?
    var body: some View {
      VStack {
        Button("Jump") { focused = 5_000 }
        ScrollView(.horizontal) {
          LazyHStack {
            ForEach(0..<10_000, id: \.self) { Button("\($0)") {}.focused($focused, equals: $0) }
          }
        }
      }
    }
  }

  @Test func aLazyHStackMakesOnlyTheColumnsNearTheVisibleArea() {
    let host = TestHost(Sideways(), size: Size(width: 30, height: 4))
    #expect(host.element("0") != nil)
    #expect(host.element("100") == nil)
    host.click("Jump")
    #expect(host.focusedElement?.label == "5000")
    #expect(host.screen.contains("[ 5000 ]"))
  }

  struct Unscrolled: View {
    var body: some View {
      LazyVStack {
        ForEach(0..<10_000, id: \.self) { Text("Row \($0)") }
      }
    }
  }

  @Test func aLazyStackOutsideAScrollViewMakesTheRowsOnScreen() {
    let host = TestHost(Unscrolled(), size: Size(width: 20, height: 5))
    #expect(host.screen.hasPrefix("       Row 0"))
    // Five rows on screen, a margin below, rounded to whole chunks.
    #expect(host.stats.rowEvaluations <= 15)
  }

  struct Sections: View {
    var body: some View {
      ScrollView {
        LazyVStack(alignment: .leading, pinnedViews: .sectionHeaders) {
          ForEach(0..<5, id: \.self) { group in
            Section {
              ForEach(0..<10, id: \.self) { Text("Item \(group).\($0)") }
            } header: {
              Text("Group \(group)")
            }
          }
        }
      }
    }
  }

  @Test func aPinnedSectionHeaderStaysAtTheTopWhileItsSectionScrolls() {
    let host = TestHost(Sections(), size: Size(width: 20, height: 5))
    host.scroll(at: Point(x: 1, y: 1), lines: 3)
    #expect(host.screen.hasPrefix("Group 0"))
    #expect(host.screen.contains("Item 0.3"))
    // Past the first section (header, ten items, blank row), the next header.
    host.scroll(at: Point(x: 1, y: 1), lines: 10)
    #expect(host.screen.hasPrefix("Group 1"))
  }
}
