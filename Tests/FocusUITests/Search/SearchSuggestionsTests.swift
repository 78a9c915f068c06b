import FocusUITesting
import Testing

/// `searchSuggestions` and `searchCompletion`: suggestions listed under
/// the field while it is active; ↓ goes into them, ↑ from the first back
/// to the field; choosing one fills the field and hands focus back.
@MainActor @Suite struct SearchSuggestionsTests {
  struct Fruits: View {
    let fruits = ["Apple", "Apricot", "Banana"]
    @State private var query = ""

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Text("Query: \(query)")
        ForEach(fruits.filter { query.isEmpty || $0.hasPrefix(query) }, id: \.self) { Text("Row \($0)") }
      }
      .searchable(text: $query, prompt: "Fruit")
      .searchSuggestions {
        ForEach(fruits.filter { $0.hasPrefix(query) }, id: \.self) { fruit in
          Text("Try \(fruit)").searchCompletion(fruit)
        }
        Text("No completion here")
      }
    }
  }

  @Test func suggestionsShowOnlyWhileTheSearchIsActive() {
    let host = TestHost(Fruits(), size: Size(width: 30, height: 10))
    #expect(!host.screen.contains("Try Apple"))
    host.press(.tab)
    #expect(host.focusedElement?.label == "Fruit")
    #expect(host.screen.contains("Try Apple"))
    host.type("Ap")
    #expect(host.screen.contains("Try Apricot"))
    #expect(!host.screen.contains("Try Banana"))
    host.press(.escape)
    #expect(!host.screen.contains("Try Apple"))
  }

  @Test func downGoesIntoTheSuggestionsAndUpFromTheFirstReturnsToTheField() {
    let host = TestHost(Fruits(), size: Size(width: 30, height: 10))
    host.press(.tab)
    host.type("A")
    host.press(.downArrow)
    #expect(host.focusedElement?.label == "Try Apple")
    host.press(.downArrow)
    #expect(host.focusedElement?.label == "Try Apricot")
    host.press(.upArrow)
    host.press(.upArrow)
    #expect(host.focusedElement?.label == "Fruit")
    // The suggestions stayed while focus was in them.
    #expect(host.screen.contains("Try Apricot"))
  }

  @Test func choosingASuggestionCompletesTheTextAndFocusReturnsToTheField() {
    let host = TestHost(Fruits(), size: Size(width: 30, height: 10))
    host.press(.tab)
    host.type("A")
    host.press(.downArrow)
    host.press(.downArrow)
    host.press(.return)
    #expect(host.screen.contains("Query: Apricot"))
    #expect(host.focusedElement?.label == "Fruit")
    #expect(host.focusedElement?.value == "Apricot")
  }

  @Test func escapeInTheSuggestionsReturnsToTheField() {
    let host = TestHost(Fruits(), size: Size(width: 30, height: 10))
    host.press(.tab)
    host.press(.downArrow)
    #expect(host.focusedElement?.label == "Try Apple")
    host.press(.escape)
    #expect(host.focusedElement?.label == "Fruit")
  }

  @Test func aClickOnASuggestionCompletesIt() {
    let host = TestHost(Fruits(), size: Size(width: 30, height: 10))
    host.press(.tab)
    host.click("Try Banana")
    #expect(host.screen.contains("Query: Banana"))
    #expect(host.focusedElement?.label == "Fruit")
  }

  @Test func theSuggestionsParameterOfSearchableWorksTheSameWay() {
    struct Emoji: View {
      @State private var text = ""
      var body: some View {
        Text("Searching \(text)")
          .searchable(text: $text) {
            Text("🍎").searchCompletion("apple")
            Text("🍐").searchCompletion("pear")
          }
      }
    }
    let host = TestHost(Emoji(), size: Size(width: 30, height: 6))
    host.press(.tab)
    host.press(.downArrow)
    host.press(.downArrow)
    host.press(.space)
    #expect(host.screen.contains("Searching pear"))
  }

  @Test func searchCompletionOutsideSuggestionsIsAPlainView() {
    let host = TestHost(Text("Apple").searchCompletion("apple"), size: Size(width: 10, height: 1))
    #expect(host.element("Apple")?.role == .text)
    #expect(!host.elements.contains { $0.role == .button })
  }
}
