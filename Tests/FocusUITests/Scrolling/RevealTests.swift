import FocusUITesting
import Testing

/// Every way focus moves scrolls the focused view into view, in every
/// scroll view around it.
@MainActor @Suite struct RevealTests {
  enum Field: Hashable { case first, far }

  struct Long: View {
    @FocusState private var focused: Field?
    @State private var text = ""
    var defaultsToFar = false
    var body: some View {
      VStack {
        Button("Far") { focused = .far }
        ScrollView {
          VStack(alignment: .leading) {
            TextField("First", text: $text).focused($focused, equals: .first)
            ForEach(0..<30, id: \.self) { Button("Button \($0)") {} }
            TextField("Far field", text: $text).focused($focused, equals: .far)
          }
        }
        .frame(height: .rows(5))
      }
      .defaultFocus($focused, defaultsToFar ? .far : .first)
    }
  }

  /// Whether the element labelled `label` lies wholly in rows 1–5, the
  /// scroll view's frame.
  private func isShown(_ label: String, in host: TestHost) -> Bool {
    guard let frame = host.element(label)?.frame else { return false }
    return frame.minY >= 1 && frame.maxY <= 6
  }

  @Test func tabAndShiftTabScrollTheFocusedViewIntoView() {
    let host = TestHost(Long(), size: Size(width: 30, height: 8))
    #expect(host.focusedElement?.label == "First")  // its default focus
    for _ in 0..<10 { host.press(.tab) }
    #expect(host.focusedElement?.label == "Button 9")
    #expect(isShown("Button 9", in: host))
    for _ in 0..<10 { host.press(.tab, modifiers: .shift) }
    #expect(host.focusedElement?.label == "First")
    #expect(isShown("First", in: host))
  }

  @Test func aFocusStateWriteScrollsItsViewIntoView() {
    let host = TestHost(Long(), size: Size(width: 30, height: 8))
    host.click("Far")
    #expect(host.focusedElement?.label == "Far field")
    #expect(isShown("Far field", in: host))
  }

  @Test func defaultFocusScrollsItsViewIntoView() {
    let host = TestHost(Long(defaultsToFar: true), size: Size(width: 30, height: 8))
    #expect(host.focusedElement?.label == "Far field")
    #expect(isShown("Far field", in: host))
  }

  @Test func aClickOnAFieldOutOfSightScrollsItIntoView() {
    let host = TestHost(Long(), size: Size(width: 30, height: 8))
    #expect(!isShown("Far field", in: host))
    host.click("Far field")
    #expect(host.focusedElement?.label == "Far field")
    #expect(isShown("Far field", in: host))
  }

  @Test func anArrowKeyMoveScrollsTheViewItReachesIntoView() {
    let host = TestHost(Long(), size: Size(width: 30, height: 8))
    host.press(.tab)  // from First to Button 0: buttons leave arrows to directional focus
    for _ in 0..<10 { host.press(.downArrow) }
    #expect(host.focusedElement?.label == "Button 10")
    #expect(isShown("Button 10", in: host))
  }

  @Test func theScreenReadersCursorScrollsItsElementIntoView() {
    let host = TestHost(Long(), size: Size(width: 30, height: 8))
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    while voiceOver.focusedElement?.label != "Button 12" { voiceOver.moveNext() }
    #expect(isShown("Button 12", in: host))
  }

  struct Announced: View {
    @AccessibilityFocusState private var isFarFocused: Bool
    var body: some View {
      VStack {
        Button("Read far") { isFarFocused = true }
        ScrollView {
          VStack {
            ForEach(0..<30, id: \.self) { Text("Line \($0)") }
            Text("Far text").accessibilityFocused($isFarFocused)
          }
        }
        .frame(height: .rows(4))
      }
    }
  }

  @Test func anAccessibilityFocusStateWriteScrollsItsElementIntoView() throws {
    let host = TestHost(Announced(), size: Size(width: 30, height: 6))
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    host.click("Read far")
    #expect(voiceOver.focusedElement?.label == "Far text")
    let frame = try #require(host.element("Far text")?.frame)
    #expect(frame.minY >= 1 && frame.maxY <= 5)
  }

  struct Nested: View {
    @FocusState private var focused: Int?
    var body: some View {
      VStack {
        Button("Deep") { focused = 19 }
        ScrollView {
          VStack {
            ForEach(0..<10, id: \.self) { Text("Outer \($0)") }
            ScrollView {
              VStack {
                ForEach(0..<20, id: \.self) { index in
                  Button("Inner \(index)") {}.focused($focused, equals: index)
                }
              }
            }
            .frame(height: .rows(4))
            ForEach(10..<20, id: \.self) { Text("Outer \($0)") }
          }
        }
        .frame(height: .rows(6))
      }
    }
  }

  @Test func focusInANestedScrollViewScrollsTheInnerAndTheOuterOnes() throws {
    let host = TestHost(Nested(), size: Size(width: 30, height: 8))
    #expect(host.element("Inner 19").map { $0.frame.minY > 7 } == true)
    host.click("Deep")
    let frame = try #require(host.element("Inner 19")?.frame)
    #expect(host.focusedElement?.label == "Inner 19")
    // Shown on screen, inside the outer scroll view's rows 1–6.
    #expect(frame.minY >= 1 && frame.maxY <= 7)
    #expect(host.screen.contains("[ Inner 19 ]"))
  }
}
