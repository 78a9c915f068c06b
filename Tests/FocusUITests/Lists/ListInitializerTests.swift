import FocusUITesting
import Testing

/// Every way of making a list, a picker, a menu and a disclosure group
/// compiles with SwiftUI's spelling and selects, opens or expands.
@MainActor @Suite struct ListInitializerTests {
  struct Fruit: Identifiable, Hashable {
    let id: Int
    var name: String
  }

  static let fruits = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]

  /// Shows `list` and a line with `value`, the selection.
  struct Harness<Content: View>: View {
    let content: Content
    let value: String

    var body: some View {
      VStack(alignment: .leading) {
        content
        Text("value: \(value)")
      }
    }
  }

  func pressTabAndDown(_ host: TestHost) -> String {
    host.press(.tab)
    host.press(.downArrow)
    host.press(.downArrow)
    return host.elements.first { $0.label.hasPrefix("value:") }?.label ?? ""
  }

  struct RangeSingle: View {
    @State var selection: Int?
    var body: some View {
      Harness(content: List(0..<3, selection: $selection) { Text("Row \($0)") }, value: "\(selection ?? -1)")
    }
  }

  struct RangeMultiple: View {
    @State var selection = Set<Int>()
    var body: some View {
      Harness(content: List(0..<3, selection: $selection) { Text("Row \($0)") }, value: "\(selection.sorted())")
    }
  }

  struct IdentifiableMultiple: View {
    @State var selection = Set<Int>()
    var body: some View {
      Harness(
        content: List(ListInitializerTests.fruits, selection: $selection) { Text($0.name) },
        value: "\(selection.sorted())")
    }
  }

  struct BindingWithID: View {
    @State var fruits = ListInitializerTests.fruits
    @State var selection: String?
    var body: some View {
      Harness(
        content: List($fruits, id: \.name, selection: $selection) { $fruit in Text(fruit.name) },
        value: selection ?? "none")
    }
  }

  struct BindingMultiple: View {
    @State var fruits = ListInitializerTests.fruits
    @State var selection = Set<Int>()
    var body: some View {
      Harness(
        content: List($fruits, selection: $selection) { $fruit in Text(fruit.name) }, value: "\(selection.sorted())")
    }
  }

  struct BindingWithIDMultiple: View {
    @State var fruits = ListInitializerTests.fruits
    @State var selection = Set<String>()
    var body: some View {
      Harness(
        content: List($fruits, id: \.name, selection: $selection) { $fruit in Text(fruit.name) },
        value: "\(selection.sorted())")
    }
  }

  struct IDMultipleStatic: View {
    @State var selection = Set<String>()
    var body: some View {
      Harness(
        content: List(selection: $selection) {
          Text("A").tag("a")
          Text("B").tag("b")
        }, value: "\(selection.sorted())")
    }
  }

  @Test func everySelectingListInitializerSelectsByItsRowsIds() {
    #expect(pressTabAndDown(TestHost(RangeSingle())) == "value: 1")
    #expect(pressTabAndDown(TestHost(RangeMultiple())) == "value: [1]")
    #expect(pressTabAndDown(TestHost(IdentifiableMultiple())) == "value: [2]")
    #expect(pressTabAndDown(TestHost(BindingWithID())) == "value: Pear")
    #expect(pressTabAndDown(TestHost(BindingMultiple())) == "value: [2]")
    #expect(pressTabAndDown(TestHost(BindingWithIDMultiple())) == "value: [\"Pear\"]")
    #expect(pressTabAndDown(TestHost(IDMultipleStatic())) == "value: [\"b\"]")
  }

  @Test func commandAAlsoSelectsEveryRow() {
    let host = TestHost(RangeMultiple())
    host.press(.tab)
    host.press("a", modifiers: .command)
    #expect(host.element("value: [0, 1, 2]") != nil)
  }

  struct Plain: View {
    @State var fruits = ListInitializerTests.fruits
    var body: some View {
      VStack {
        List(ListInitializerTests.fruits) { Text($0.name) }
        List(0..<1) { Text("Number \($0)") }
        List($fruits) { $fruit in TextField("Name", text: $fruit.name) }
        List($fruits, id: \.id) { $fruit in Text(fruit.name + "!") }
      }
    }
  }

  @Test func listsWithoutASelectionShowTheirRowsAndAreNoFocusStop() {
    let host = TestHost(Plain(), size: Size(width: 30, height: 12))
    #expect(host.element("Apple") != nil)
    #expect(host.element("Number 0") != nil)
    #expect(host.element("Pear!") != nil)
    host.press(.tab)
    #expect(host.focusedElement?.value == "Apple")
  }

  struct Labelled: View {
    @State var choice = 1
    @State var other = 1
    @State var expanded = false
    @State var log = ""
    var body: some View {
      VStack(alignment: .leading) {
        Picker(selection: $choice) {
          Text("One").tag(1)
          Text("Two").tag(2)
        } label: {
          Text("New spelling")
        }
        Picker(selection: $other, label: Text("Old spelling")) {
          Text("One").tag(1)
          Text("Two").tag(2)
        }
        DisclosureGroup(isExpanded: $expanded) {
          Text("Inside")
        } label: {
          Text("Custom label")
        }
        DisclosureGroup {
          Text("Own state")
        } label: {
          Text("Second")
        }
        Menu {
          Button("Item") { log = "item" }
        } label: {
          Text("Custom menu")
        }
        Menu {
          Button("Other") { log = "other" }
        } label: {
          Text("Split")
        } primaryAction: {
          log = "primary"
        }
        Text("choices \(choice) \(other) log \(log)")
      }
    }
  }

  @Test func labelViewInitializersWork() {
    let host = TestHost(Labelled(), size: Size(width: 40, height: 14))
    #expect(host.screen.contains("New spelling [ One ▾ ]"))
    #expect(host.screen.contains("Old spelling [ One ▾ ]"))
    host.press(.tab)
    host.press(.downArrow)
    host.press(.tab)
    host.press(.downArrow)
    host.press(.tab)
    host.press(.rightArrow)
    host.press(.tab)
    host.press(.space)
    #expect(host.screen.contains("▾ Custom label\n  Inside"))
    #expect(host.screen.contains("▾ Second\n  Own state"))
    host.press(.tab)
    host.press(.return)
    host.press(.return)
    #expect(host.element("choices 2 2 log item") != nil)
    host.click("Split")
    #expect(host.element("choices 2 2 log primary") != nil)
  }
}
