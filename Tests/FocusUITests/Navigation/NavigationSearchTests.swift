import FocusUITesting
import Testing

/// `searchable` inside a navigation container: the field is drawn in the
/// container's title row, and still filters, submits and dismisses.
@MainActor @Suite struct NavigationSearchTests {
  struct Fruits: View {
    @State private var query = ""
    @State private var submitted = ""
    let fruits = ["Apple", "Banana", "Cherry"]

    var body: some View {
      NavigationStack {
        VStack(alignment: .leading) {
          ForEach(fruits.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
          Text("Submitted: \(submitted)")
        }
        .navigationTitle("Fruits")
        .searchable(text: $query, prompt: "Find")
        .onSubmit(of: .search) { submitted = query }
      }
    }
  }

  @Test func theSearchFieldIsDrawnInTheTitleRowAndFilters() throws {
    let host = TestHost(Fruits(), size: Size(width: 40, height: 8))
    let field = try #require(host.element("Find"))
    #expect(field.frame.minY == 0)
    #expect(field.frame.minX > 6)
    let lines = host.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0].hasPrefix("Fruits"))
    #expect(lines[1] == "Apple")
    host.press(.tab)
    #expect(host.focusedElement?.label == "Find")
    host.type("an")
    #expect(host.screen.contains("Banana"))
    #expect(!host.screen.contains("Apple"))
    host.press(.return)
    #expect(host.screen.contains("Submitted: an"))
    host.press(.escape)
    #expect(host.screen.contains("Apple"))
  }
}
