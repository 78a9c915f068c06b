import FocusUITesting
import Testing

@testable import FocusUI

/// A `Table` is a `List` whose rows are laid out in columns under a
/// header: one focus stop whose arrows move the selection, with SwiftUI's
/// spellings for columns, rows and sorting.
@MainActor @Suite struct TableTests {
  struct Person: Identifiable, Hashable {
    let id: Int
    var name: String
    var city: String
    var age: Int
  }

  static let people = [
    Person(id: 1, name: "Ada", city: "London", age: 36),
    Person(id: 2, name: "Grace", city: "New York", age: 85),
    Person(id: 3, name: "Linus", city: "Helsinki", age: 54),
    Person(id: 4, name: "Barbara", city: "Boston", age: 81),
    Person(id: 5, name: "Alan", city: "Wilmslow", age: 41),
    Person(id: 6, name: "Edsger", city: "Nuenen", age: 72),
  ]

  /// A button before and after the table, and a line with the selection.
  struct Single: View {
    @State var selection: Person.ID?

    var body: some View {
      VStack(alignment: .leading) {
        Button("Before") {}
        Table(TableTests.people, selection: $selection) {
          TableColumn("Name", value: \.name)
          TableColumn("City", value: \.city)
          TableColumn("Age") { person in Text("\(person.age)") }
            .width(40)
        }
        .frame(height: .rows(4))
        Button("After") {}
        Text("selection: \(selection.map(String.init) ?? "none")")
      }
    }
  }

  func selection(_ host: TestHost) -> String {
    host.elements.first { $0.label.hasPrefix("selection:") }?.label ?? ""
  }

  @Test func theHeaderNamesTheColumnsAndEachRowLinesUpUnderIt() {
    let host = TestHost(Single(), size: Size(width: 40, height: 8))
    let lines = host.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let header = lines.first { $0.hasPrefix("Name") } ?? ""
    let ada = lines.first { $0.hasPrefix("Ada") } ?? ""
    // Age is 40 points wide (5 cells), at the right; Name and City share
    // the rest, 2 cells apart, leaving the last cell to the scroll bar.
    #expect(header.range(of: "City")?.lowerBound.utf16Offset(in: header) == 17)
    #expect(ada.range(of: "London")?.lowerBound.utf16Offset(in: ada) == 17)
    #expect(header.range(of: "Age")?.lowerBound.utf16Offset(in: header) == 34)
    #expect(ada.range(of: "36")?.lowerBound.utf16Offset(in: ada) == 34)
    #expect(host.canvas.style(of: "City")?.isBold == true)
  }

  @Test func theTableIsOneFocusStopWhoseArrowsMoveTheSelection() {
    let host = TestHost(Single(), size: Size(width: 40, height: 8))
    host.press(.tab)
    host.press(.tab)
    #expect(selection(host) == "selection: none")
    host.press(.downArrow)
    #expect(selection(host) == "selection: 1")
    host.press(.downArrow)
    #expect(selection(host) == "selection: 2")
    host.press(.upArrow)
    #expect(selection(host) == "selection: 1")
    host.press(.end)
    #expect(selection(host) == "selection: 6")
    host.press(.home)
    #expect(selection(host) == "selection: 1")
    // Three rows show: PageDown goes to the last one that shows.
    host.press(.pageDown)
    #expect(selection(host) == "selection: 3")
    host.press(.tab)
    #expect(host.focusedElement?.label == "After")
  }

  @Test func theSelectedRowIsDrawnInvertedAndReadAsSelected() {
    let host = TestHost(Single(), size: Size(width: 40, height: 8))
    host.click("Grace")
    #expect(selection(host) == "selection: 2")
    #expect(host.canvas.style(of: "New York")?.isInverse == true)
    let row = host.accessibilityElements.first { $0.label.hasPrefix("Grace") }
    #expect(row?.label == "Grace, New York, 85")
    #expect(row?.traits.contains(.isSelected) == true)
  }

  @Test func aLongCellIsCutShortOnOneLine() {
    struct Long: View {
      let people = [Person(id: 1, name: "Ada Augusta King, Countess of Lovelace", city: "London", age: 36)]
      var body: some View {
        Table(people) {
          TableColumn("Name", value: \.name)
          TableColumn("City", value: \.city)
        }
      }
    }
    let host = TestHost(Long(), size: Size(width: 30, height: 4))
    let row = host.screen.split(separator: "\n").first { $0.hasPrefix("Ada") } ?? ""
    #expect(row.contains("…"))
    #expect(row.contains("London"))
  }

  struct Multiple: View {
    @State var selection = Set<Person.ID>()

    var body: some View {
      VStack(alignment: .leading) {
        Table(TableTests.people, selection: $selection) {
          TableColumn("Name", value: \.name)
        }
        .frame(height: .rows(7))
        Text("selection: \(selection.sorted())")
      }
    }
  }

  @Test func aSetSelectionExtendsWithShiftAndSelectsAllWithCtrlA() {
    let host = TestHost(Multiple(), size: Size(width: 30, height: 9))
    host.press(.tab)
    host.press(.downArrow)
    host.press(.downArrow, modifiers: .shift)
    host.press(.downArrow, modifiers: .shift)
    #expect(selection(host) == "selection: [1, 2, 3]")
    host.press(KeyEquivalent("a"), modifiers: .control)
    #expect(selection(host) == "selection: [1, 2, 3, 4, 5, 6]")
  }

  struct Rows: View {
    @State var selection: Person.ID?

    var body: some View {
      VStack(alignment: .leading) {
        Table(of: Person.self, selection: $selection) {
          TableColumn("Name", value: \.name)
        } rows: {
          TableRow(Person(id: 0, name: "You", city: "Here", age: 1))
          ForEach(TableTests.people.prefix(2)) { person in
            TableRow(person)
          }
        }
        Text("selection: \(selection.map(String.init) ?? "none")")
      }
    }
  }

  @Test func rowsWrittenWithTableRowAndForEachAreRowsInOrder() {
    let host = TestHost(Rows(), size: Size(width: 30, height: 8))
    let names = host.screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(Array(names.dropFirst().prefix(3)) == ["You", "Ada", "Grace"])
    host.press(.tab)
    host.press(.downArrow)
    host.press(.downArrow)
    #expect(selection(host) == "selection: 1")
  }

  struct Sortable: View {
    @State var people = TableTests.people
    @State var sortOrder = [KeyPathComparator(\Person.name)]

    var body: some View {
      VStack(alignment: .leading) {
        Table(people, sortOrder: $sortOrder) {
          TableColumn("Name", value: \.name)
          TableColumn("Age", value: \.age) { Text("\($0.age)") }
          TableColumn("Note") { _ in Text("-") }
        }
        .onChange(of: sortOrder) { people.sort(using: sortOrder) }
      }
    }
  }

  @Test func aClickOnASortableTitleSortsByItAndASecondClickReverses() {
    let host = TestHost(Sortable(), size: Size(width: 40, height: 9))
    #expect(host.screen.contains("Name ▲"))
    host.click("Age")
    #expect(host.screen.contains("Age ▲"))
    #expect(!host.screen.contains("Name ▲"))
    var first = host.screen.split(separator: "\n").dropFirst().first ?? ""
    #expect(first.hasPrefix("Ada"))
    host.click("Age")
    #expect(host.screen.contains("Age ▼"))
    first = host.screen.split(separator: "\n").dropFirst().first ?? ""
    #expect(first.hasPrefix("Grace"))
    // A column that does not sort ignores the click.
    host.click("Note")
    #expect(host.screen.contains("Age ▼"))
  }

  @Test func widthsAreTakenThenSharedAndTheLastFlexibleColumnTakesTheRest() {
    typealias Width = TableColumnWidth
    #expect(Width.layout([Width(), Width()], in: 21, spacing: 2) == [9, 10])
    #expect(Width.layout([Width(), .fixed(5)], in: 20, spacing: 2) == [13, 5])
    #expect(Width.layout([Width(min: 12), Width()], in: 20, spacing: 2) == [12, 6])
    #expect(Width.layout([Width(ideal: 4), Width(max: 3)], in: 20, spacing: 2) == [15, 3])
    #expect(Width.layout([], in: 20, spacing: 2) == [])
  }
}
