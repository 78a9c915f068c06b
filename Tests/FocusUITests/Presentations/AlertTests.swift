import FocusUITesting
import Observation
import Testing

/// `alert` and `confirmationDialog`: a title, a message and buttons in a
/// row; every button closes it; Escape presses the cancel button.
@MainActor @Suite struct AlertTests {
  @MainActor @Observable final class Model {
    var isAlerting = false
    var isConfirming = false
    var selected: String?
    var events: [String] = []
  }

  struct Groceries: View {
    let model: Model
    var withCancel = true
    var titleVisibility = Visibility.automatic

    var body: some View {
      VStack(alignment: .leading) {
        Button("Delete") { model.isAlerting = true }
          .alert("Delete “Milk”?", isPresented: Bindable(model).isAlerting) {
            Button("Delete", role: .destructive) { model.events.append("deleted") }
            if withCancel {
              Button("Cancel", role: .cancel) { model.events.append("cancelled") }
            }
          } message: {
            Text("This cannot be undone.")
          }
        Button("Discard") { model.isConfirming = true }
          .confirmationDialog(
            "Discard changes?", isPresented: Bindable(model).isConfirming, titleVisibility: titleVisibility
          ) {
            Button("Discard", role: .destructive) { model.events.append("discarded") }
            if withCancel {
              Button("Keep editing", role: .cancel) { model.events.append("kept") }
            }
          }
        Text("Footer")
      }
    }
  }

  @Test func anAlertShowsItsTitleMessageAndButtonsInARowInABox() throws {
    let model = Model()
    let host = TestHost(Groceries(model: model), size: Size(width: 50, height: 12))
    model.isAlerting = true
    let lines = host.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let title = try #require(lines.firstIndex { $0.contains("│ Delete “Milk”?") })
    #expect(lines[title - 1].contains("┌"))
    #expect(lines[title + 1].contains("│ This cannot be undone."))
    #expect(lines[title + 3].contains("│ [ Delete ]  [ Cancel ] │"))
    #expect(lines[title + 4].contains("└"))
    // Centered over the window, which is dimmed; the box is not.
    let canvas = host.canvas
    #expect(canvas[0, 11].style.isDim || canvas[0, 0].style.isDim)
    let boxColumn = try #require(lines[title].firstIndex(of: "│")).utf16Offset(in: lines[title])
    #expect(!canvas[boxColumn + 2, title].style.isDim)
    #expect(canvas[boxColumn + 2, title].style.isBold)
  }

  @Test func aDestructiveButtonIsRed() throws {
    let model = Model()
    let host = TestHost(Groceries(model: model), size: Size(width: 50, height: 12))
    model.isAlerting = true
    let delete = try #require(host.elements.last { $0.label == "Delete" })
    #expect(host.canvas[delete.frame.minX + 2, delete.frame.minY].style.foreground == .red)
  }

  @Test func theFirstButtonHasFocusAndTabStaysAmongTheButtons() {
    let model = Model()
    let host = TestHost(Groceries(model: model))
    host.click("Delete")
    #expect(model.isAlerting)
    #expect(host.focusedElement?.label == "Delete")
    host.press(.tab)
    #expect(host.focusedElement?.label == "Cancel")
    host.press(.tab)
    #expect(host.focusedElement?.label == "Delete")
    host.press(.rightArrow)
    #expect(host.focusedElement?.label == "Cancel")
  }

  @Test func everyButtonClosesTheAlertAfterItsAction() {
    let model = Model()
    let host = TestHost(Groceries(model: model))
    host.press(.tab)
    host.press(.return)
    #expect(host.focusedElement?.label == "Delete")
    host.press(.return)
    #expect(model.events == ["deleted"])
    #expect(!model.isAlerting)
    // Focus is back on the window's Delete button.
    #expect(host.focusedElement?.label == "Delete")
    #expect(host.elements.filter { $0.label == "Delete" }.count == 1)
  }

  @Test func escapePressesTheCancelButton() {
    let model = Model()
    let host = TestHost(Groceries(model: model))
    model.isAlerting = true
    #expect(host.focusedElement?.label == "Delete")
    host.press(.escape)
    #expect(model.events == ["cancelled"])
    #expect(!model.isAlerting)
  }

  @Test func escapeClosesAnAlertWithoutACancelButton() {
    let model = Model()
    let host = TestHost(Groceries(model: model, withCancel: false))
    model.isAlerting = true
    #expect(host.element("Delete “Milk”?") != nil)
    host.press(.escape)
    #expect(model.events.isEmpty)
    #expect(!model.isAlerting)
  }

  @MainActor @Observable final class Flag {
    var isOn = true
  }

  @Test func anAlertWithoutButtonsGetsAnOKButton() {
    let flag = Flag()
    let host = TestHost(Text("Saved").alert("Saved", isPresented: Bindable(flag).isOn) {})
    #expect(host.focusedElement?.label == "OK")
    host.press(.return)
    #expect(!flag.isOn)
    #expect(host.element("OK") == nil)
  }

  @Test func anAlertWithButtonsGetsNoOKButton() {
    let model = Model()
    let host = TestHost(Groceries(model: model, withCancel: false))
    model.isAlerting = true
    #expect(host.element("OK") == nil)
  }

  @Test func aPresentingAlertNeedsDataAndMakesItsContentFromIt() {
    struct Probe: View {
      let model: Model
      var body: some View {
        Text("List")
          .alert("Delete item?", isPresented: Bindable(model).isAlerting, presenting: model.selected) { item in
            Button("Delete \(item)", role: .destructive) { model.events.append(item) }
          } message: { item in
            Text("\(item) will be removed.")
          }
      }
    }
    let model = Model()
    let host = TestHost(Probe(model: model))
    model.isAlerting = true
    #expect(host.element("Delete item?") == nil)
    model.selected = "Milk"
    #expect(host.element("Milk will be removed.") != nil)
    host.click("Delete Milk")
    #expect(model.events == ["Milk"])
    #expect(!model.isAlerting)
  }

  @Test func aConfirmationDialogWithoutACancelButtonGetsOne() {
    let model = Model()
    let host = TestHost(Groceries(model: model, withCancel: false))
    model.isConfirming = true
    #expect(host.element("Discard changes?") != nil)
    #expect(host.element("Cancel") != nil)
    host.press(.escape)
    #expect(!model.isConfirming)
    #expect(model.events.isEmpty)
  }

  @Test func aConfirmationDialogWithACancelButtonGetsNoOtherAndEscapePressesIt() {
    let model = Model()
    let host = TestHost(Groceries(model: model))
    model.isConfirming = true
    #expect(host.element("Cancel") == nil)
    #expect(host.focusedElement?.label == "Discard")
    host.press(.escape)
    #expect(model.events == ["kept"])
    #expect(!model.isConfirming)
  }

  @Test func aHiddenTitleIsLeftOut() {
    let model = Model()
    let host = TestHost(Groceries(model: model, titleVisibility: .hidden))
    model.isConfirming = true
    #expect(host.element("Discard changes?") == nil)
    #expect(host.element("Keep editing") != nil)
  }

  @Test func tinyTerminalsShowWhatFits() {
    let model = Model()
    let host = TestHost(Groceries(model: model), size: Size(width: 10, height: 3))
    model.isAlerting = true
    #expect(host.screen.split(separator: "\n").first?.hasPrefix("┌") == true)
    for size in [Size(width: 1, height: 1), Size(width: 0, height: 0), Size(width: 5, height: 2)] {
      host.resize(to: size)
      _ = host.screen
      host.press(.tab)
    }
    host.press(.escape)
    #expect(!model.isAlerting)
  }
}
