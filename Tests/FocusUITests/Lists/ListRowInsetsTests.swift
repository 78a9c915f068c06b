import FocusUITesting
import Testing

/// `listRowInsets`: the space around one row's content.
@MainActor @Suite struct ListRowInsetsTests {
  @Test func aRowsLeadingInsetMovesItsContentRight() throws {
    let host = TestHost(
      List {
        Text("Plain")
        Text("Inset").listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0))
        Text("Default").listRowInsets(nil)
      },
      size: Size(width: 30, height: 6))
    let plain = try #require(host.element("Plain"))
    let inset = try #require(host.element("Inset"))
    let unchanged = try #require(host.element("Default"))
    #expect(inset.frame.minX > plain.frame.minX)
    #expect(unchanged.frame.minX == plain.frame.minX)
  }

  @Test func aRowsTopInsetPushesTheRowsBelowDown() throws {
    let plain = TestHost(
      List {
        Text("A"); Text("B")
      }, size: Size(width: 20, height: 8))
    let inset = TestHost(
      List {
        Text("A").listRowInsets(EdgeInsets(top: 40, leading: 0, bottom: 0, trailing: 0))
        Text("B")
      },
      size: Size(width: 20, height: 8))
    let below = try #require(plain.element("B")).frame.minY
    #expect(try #require(inset.element("B")).frame.minY > below)
  }

  struct IndentedField: View {
    @State private var name = ""
    @State private var isIndented = true

    var body: some View {
      List {
        TextField("Name", text: $name)
          .listRowInsets(isIndented ? EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 0) : nil)
        Button("Toggle") { isIndented.toggle() }
      }
    }
  }

  /// Insets a state takes away move the row back to the list's edge, as a
  /// fresh render places it (found by the differential fuzzer, seed 1003:
  /// the row keeps its size, and its padding placed the content as if the
  /// new insets had been there before).
  @Test func rowInsetsThatAStateRemovesMoveTheRowBack() throws {
    let host = TestHost(IndentedField(), size: Size(width: 40, height: 8))
    #expect(try #require(host.element("Name")).frame.minX == 2)
    host.click("Toggle")
    #expect(try #require(host.element("Name")).frame.minX == 0)
  }
}
