import FocusUITesting
import Testing

/// The rest of the surface focus apps use: GroupBox, badges, full-screen
/// covers, and rows deleted and moved by keyboard.
@MainActor @Suite struct SurfaceTailTests {
  struct Settings: View {
    @State private var sounds = true
    var body: some View {
      GroupBox("Notifications") {
        Toggle("Sounds", isOn: $sounds)
      }
    }
  }

  @Test func aGroupBoxDrawsABoxTitledByItsLabelAndReadsAsAGroup() {
    let host = TestHost(Settings(), size: Size(width: 30, height: 6))
    let lines = host.screen.split(separator: "\n")
    #expect(lines.first?.hasPrefix("╭") == true, "\(host.screen)")
    #expect(lines.dropFirst().first?.contains("Notifications") == true)
    #expect(host.accessibilityElements.contains { $0.label == "Notifications" })
    host.press(.tab)
    #expect(host.focusedElement?.label == "Sounds")
  }

  struct Mailboxes: View {
    var body: some View {
      List {
        Text("Inbox").badge(3)
        Text("Drafts").badge(0)
        Text("Updates").badge("New")
      }
    }
  }

  @Test func aBadgeShowsAtTheRowsTrailingEdgeAndZeroShowsNone() {
    let host = TestHost(Mailboxes(), size: Size(width: 20, height: 5))
    let lines = host.screen.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("Inbox") && $0.hasSuffix("3") }, "\(host.screen)")
    #expect(lines.contains { $0.hasPrefix("Drafts") && !$0.contains("0") })
    #expect(lines.contains { $0.hasPrefix("Updates") && $0.hasSuffix("New") })
  }

  struct Player: View {
    @State private var isPlaying = false
    var body: some View {
      VStack {
        Button("Play") { isPlaying = true }
        Text("Behind")
      }
      .fullScreenCover(isPresented: $isPlaying) {
        VStack {
          Text("Now playing")
          Button("Pause") {}
        }
      }
    }
  }

  @Test func aFullScreenCoverFillsTheWindowTakesFocusAndGivesItBack() {
    let host = TestHost(Player(), size: Size(width: 30, height: 6))
    host.press(.tab)
    host.press(.return)
    #expect(host.screen.hasPrefix("Now playing"), "no border: it starts at the top left\n\(host.screen)")
    #expect(!host.screen.contains("Behind"))
    #expect(host.focusedElement?.label == "Pause")
    host.press(.escape)
    #expect(host.element("Behind") != nil)
    #expect(host.focusedElement?.label == "Play")
  }

  struct Steps: View {
    @State private var steps = ["Boil", "Salt", "Pasta", "Drain"]
    var body: some View {
      VStack {
        ForEach(steps, id: \.self) { step in
          Text(step).focusable()
        }
        .onDelete { steps.remove(atOffsets: $0) }
        .onMove { steps.move(fromOffsets: $0, toOffset: $1) }
        Text(steps.joined(separator: ","))
      }
    }
  }

  @Test func deleteRemovesTheFocusedRow() {
    let host = TestHost(Steps())
    host.press(.tab)
    host.press(.tab)  // Salt
    host.press(.delete)
    #expect(host.element("Boil,Pasta,Drain") != nil)
  }

  @Test func optionArrowsMoveTheFocusedRowAndFocusStaysOnIt() {
    let host = TestHost(Steps())
    host.press(.tab)  // Boil
    host.press(.downArrow, modifiers: .option)
    #expect(host.element("Salt,Boil,Pasta,Drain") != nil)
    #expect(host.focusedElement?.label == "Boil")
    host.press(.downArrow, modifiers: .option)
    host.press(.downArrow, modifiers: .option)
    host.press(.downArrow, modifiers: .option)  // already last: nothing
    #expect(host.element("Salt,Pasta,Drain,Boil") != nil)
    host.press(.upArrow, modifiers: .option)
    #expect(host.element("Salt,Pasta,Boil,Drain") != nil)
  }
}

/// `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`, as SwiftUI's
/// collection extensions behave.
@Suite struct CollectionEditingTests {
  @Test func moveKeepsTheMovedElementsInOrderBeforeTheDestination() {
    var letters = ["a", "b", "c", "d", "e"]
    letters.move(fromOffsets: [0, 2], toOffset: 4)
    #expect(letters == ["b", "d", "a", "c", "e"])
    letters.move(fromOffsets: [4], toOffset: 0)
    #expect(letters == ["e", "b", "d", "a", "c"])
    letters.move(fromOffsets: [1], toOffset: 5)
    #expect(letters == ["e", "d", "a", "c", "b"])
  }

  @Test func removeAtOffsetsRemovesEachOnce() {
    var numbers = [0, 1, 2, 3, 4]
    numbers.remove(atOffsets: [0, 3, 4])
    #expect(numbers == [1, 2])
  }
}
