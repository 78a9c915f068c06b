import FocusUITesting
import Testing

/// A horizontal shelf (`ScrollView(.horizontal) { LazyHStack { … } }`), as
/// media and store apps build rows of cards: focus moves along it and the
/// shelf scrolls to show the focused card.
@MainActor @Suite struct ShelfTests {
  struct Shelves: View {
    @FocusState private var focused: Int?
    var body: some View {
      VStack(alignment: .leading) {
        Text("Recently added")
        ScrollView(.horizontal) {
          LazyHStack(spacing: 8) {
            ForEach(0..<40, id: \.self) { index in
              Button("Film \(index)") {}
                .focused($focused, equals: index)
            }
          }
          .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        Text("focused: \(focused.map(String.init) ?? "none")")
      }
    }
  }

  @Test func tabMovesAlongTheShelfAndTheShelfScrollsToTheFocusedCard() {
    let host = TestHost(Shelves(), size: Size(width: 40, height: 6))
    #expect(host.screen.contains("Film 0"))
    #expect(!host.screen.contains("Film 9 "))
    for _ in 0..<10 { host.press(.tab) }
    #expect(host.element("focused: 9") != nil)
    #expect(host.screen.contains("Film 9"), "\(host.screen)")
    #expect(!host.screen.contains("Film 0 "))
  }

  @Test func arrowsMoveAlongTheShelf() {
    let host = TestHost(Shelves(), size: Size(width: 40, height: 6))
    host.press(.tab)
    host.press(.rightArrow)
    host.press(.rightArrow)
    #expect(host.element("focused: 2") != nil)
    host.press(.leftArrow)
    #expect(host.element("focused: 1") != nil)
  }
}
