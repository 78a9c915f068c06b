import FocusUITesting
import Observation
import Testing

/// Where focus goes around presentations: nested sheets, replaced items,
/// writes made with the dismissal, and a presenting view that went away.
@MainActor @Suite struct PresentationFocusTests {
  struct Grocery: Identifiable, Hashable {
    var id: Int
    var name: String
  }

  @MainActor @Observable final class Model {
    var editing: Grocery?
    var showsOuter = false
    var showsInner = false
    var showsRow = true
    var dismissals: [String] = []
    var counterAppearances = 0
  }

  /// A sheet whose content keeps a counter in its own state.
  struct Counter: View {
    let grocery: Grocery
    let model: Model
    @State private var count = 0

    var body: some View {
      VStack {
        Text("Editing \(grocery.name) \(count)")
        Button("Count") { count += 1 }
        Button("Next") { model.editing = Grocery(id: grocery.id + 1, name: "Eggs") }
        Button("Rename") { model.editing = Grocery(id: grocery.id, name: grocery.name + "!") }
      }
    }
  }

  struct ItemList: View {
    let model: Model

    var body: some View {
      VStack {
        Button("Search") {}
        Button("Edit Milk") { model.editing = Grocery(id: 1, name: "Milk") }
          .sheet(item: Bindable(model).editing, onDismiss: { model.dismissals.append("item") }) { grocery in
            Counter(grocery: grocery, model: model)
          }
      }
    }
  }

  @Test func aNewItemReplacesTheSheetWithFreshStateAndFocusStillReturnsToTheFirstPresenter() {
    let model = Model()
    let host = TestHost(ItemList(model: model))
    host.press(.tab)
    host.press(.tab)
    host.press(.return)
    #expect(host.focusedElement?.label == "Count")
    host.press(.return)
    #expect(host.element("Editing Milk 1") != nil)
    host.click("Next")
    #expect(host.element("Editing Eggs 0") != nil)
    #expect(model.dismissals == ["item"])
    #expect(host.focusedElement?.label == "Count")
    host.press(.escape)
    #expect(model.editing == nil)
    #expect(model.dismissals == ["item", "item"])
    #expect(host.focusedElement?.label == "Edit Milk")
  }

  @Test func theSameItemIdKeepsTheSheetAndItsState() {
    let model = Model()
    let host = TestHost(ItemList(model: model))
    host.click("Edit Milk")
    host.press(.return)
    host.click("Rename")
    #expect(host.element("Editing Milk! 1") != nil)
    #expect(model.dismissals.isEmpty)
  }

  struct Nested: View {
    let model: Model

    var body: some View {
      VStack {
        Button("Open outer") { model.showsOuter = true }
          .sheet(isPresented: Bindable(model).showsOuter, onDismiss: { model.dismissals.append("outer") }) {
            VStack {
              Text("Outer sheet")
              Button("Outer first") {}
              Button("Open inner") { model.showsInner = true }
                .sheet(isPresented: Bindable(model).showsInner, onDismiss: { model.dismissals.append("inner") }) {
                  VStack {
                    Text("Inner sheet")
                    Button("Inner first") {}
                    Button("Inner second") {}
                  }
                }
            }
          }
        Button("Window") {}
      }
    }
  }

  @Test func aSheetFromASheetStacksAndEachEscapeClosesTheTopOne() {
    let model = Model()
    let host = TestHost(Nested(model: model))
    host.press(.tab)
    host.press(.return)
    #expect(host.focusedElement?.label == "Outer first")
    host.press(.tab)
    host.press(.return)
    #expect(host.focusedElement?.label == "Inner first")
    // Tab cycles in the inner sheet only.
    host.press(.tab)
    host.press(.tab)
    #expect(host.focusedElement?.label == "Inner first")
    host.click("Outer first")  // behind the inner sheet: nothing
    #expect(host.focusedElement?.label == "Inner first")
    host.press(.escape)
    #expect(!model.showsInner)
    #expect(model.showsOuter)
    #expect(host.focusedElement?.label == "Open inner")
    host.press(.escape)
    #expect(!model.showsOuter)
    #expect(host.focusedElement?.label == "Open outer")
    #expect(model.dismissals == ["inner", "outer"])
  }

  @Test func closingTheOuterSheetClosesBothAndFocusReturnsToTheWindow() {
    let model = Model()
    let host = TestHost(Nested(model: model))
    host.press(.tab)
    host.press(.return)
    host.press(.tab)
    host.press(.return)
    #expect(host.focusedElement?.label == "Inner first")
    model.showsOuter = false
    #expect(host.element("Inner sheet") == nil)
    #expect(host.element("Outer sheet") == nil)
    #expect(host.focusedElement?.label == "Open outer")
    #expect(Set(model.dismissals) == ["inner", "outer"])
  }

  enum Field: Hashable {
    case name, notes
  }

  struct Form: View {
    let model: Model
    @FocusState private var field: Field?

    var body: some View {
      VStack {
        TextField("Name", text: .constant(""))
          .focused($field, equals: .name)
        TextField("Notes", text: .constant(""))
          .focused($field, equals: .notes)
        if model.showsRow {
          Button("Open") { model.showsOuter = true }
            .sheet(
              isPresented: Bindable(model).showsOuter,
              onDismiss: { if model.dismissals.contains("focus notes") { field = .notes } }
            ) {
              VStack {
                Button("Save and go to notes") {
                  field = .notes
                  model.showsOuter = false
                }
                Button("Remove the row") { model.showsRow = false }
                Button("Close") { model.showsOuter = false }
              }
            }
        }
        Button("Open another") { model.showsInner = true }
          .sheet(isPresented: Bindable(model).showsInner) {
            Button("Open with a write") {
              model.showsInner = false
              model.showsOuter = true
            }
          }
      }
      .defaultFocus($field, .name)
    }
  }

  @Test func aWriteMadeWithTheDismissalWinsOverTheReturn() {
    let model = Model()
    let host = TestHost(Form(model: model))
    host.click("Open")
    host.click("Save and go to notes")
    #expect(!model.showsOuter)
    #expect(host.focusedElement?.label == "Notes")
  }

  @Test func aWriteInOnDismissWinsOverTheReturn() {
    let model = Model()
    model.dismissals = ["focus notes"]
    let host = TestHost(Form(model: model))
    #expect(host.focusedElement?.label == "Name")
    host.press(.tab)
    host.press(.tab)
    #expect(host.focusedElement?.label == "Open")
    host.press(.return)
    host.click("Close")
    #expect(host.focusedElement?.label == "Notes")
  }

  @Test func whenThePresentingViewIsGoneFocusFollowsTheWindowsDefault() {
    let model = Model()
    let host = TestHost(Form(model: model))
    host.press(.tab)
    host.press(.tab)
    #expect(host.focusedElement?.label == "Open")
    host.press(.return)
    host.click("Remove the row")
    // The row took the sheet with it; the window's defaultFocus applies.
    #expect(host.element("Close") == nil)
    #expect(host.focusedElement?.label == "Name")
  }

  @Test func aSheetOpenedAsAnotherClosesReturnsFocusWhereTheFirstWould() {
    let model = Model()
    let host = TestHost(Form(model: model))
    host.press(.tab)
    host.press(.tab)
    host.press(.tab)
    #expect(host.focusedElement?.label == "Open another")
    host.press(.return)
    host.press(.return)  // closes this sheet and opens the first one
    #expect(model.showsOuter)
    #expect(host.focusedElement?.label == "Save and go to notes")
    host.press(.escape)
    #expect(host.focusedElement?.label == "Open another")
  }

  @Test func aSheetWithoutFocusableViewsTakesFocusAwayUntilItCloses() {
    let model = Model()
    let host = TestHost(
      Button("Open") { model.showsOuter = true }
        .sheet(isPresented: Bindable(model).showsOuter) { Text("Nothing to focus") })
    host.press(.tab)
    host.press(.return)
    #expect(host.focusedElement == nil)
    host.press(.tab)
    #expect(host.focusedElement == nil)
    host.press(.escape)
    #expect(host.focusedElement?.label == "Open")
  }

  @Test func aFocusableContainerAroundThePresenterDoesNotHoldTheSheetsFocus() {
    struct Probe: View {
      let model: Model
      @FocusState private var inCard: Bool

      var body: some View {
        VStack {
          Text(inCard ? "card focused" : "card not focused")
          VStack {
            Button("Open") { model.showsOuter = true }
              .sheet(isPresented: Bindable(model).showsOuter) { Button("In sheet") {} }
          }
          .focused($inCard)
        }
      }
    }
    let model = Model()
    let host = TestHost(Probe(model: model))
    host.press(.tab)
    #expect(host.element("card focused") != nil)
    host.press(.return)
    #expect(host.focusedElement?.label == "In sheet")
    #expect(host.element("card not focused") != nil)
  }

  struct Siblings: View {
    let model: Model

    var body: some View {
      VStack {
        Button("First") { model.showsOuter = true }
          .sheet(isPresented: Bindable(model).showsOuter) { Button("In first") {} }
        Button("Second") { model.showsInner = true }
          .sheet(isPresented: Bindable(model).showsInner) { Button("In second") {} }
      }
    }
  }

  @Test func twoViewsPresentingAtOnceStackInTreeOrderWhicheverCameFirst() {
    let model = Model()
    let host = TestHost(Siblings(model: model))
    host.click("Second")
    #expect(host.focusedElement?.label == "In second")
    model.showsOuter = true
    // The first view's sheet goes below the second's: focus stays on top.
    #expect(host.element("In first") != nil)
    #expect(host.focusedElement?.label == "In second")
    host.click("In first")
    #expect(host.focusedElement?.label == "In second")
    host.press(.escape)
    #expect(!model.showsInner)
    // The view that had focus before is behind the first sheet: focus goes
    // to that sheet's first view.
    #expect(host.focusedElement?.label == "In first")
    host.press(.escape)
    #expect(!model.showsOuter)
    #expect(host.runtimeWarnings.contains { $0.hasPrefix("sheet: presented while another view's presentation is up") })
  }

  @Test func aSheetFromASheetIsNoMistake() {
    let model = Model()
    let host = TestHost(Nested(model: model))
    model.showsOuter = true
    model.showsInner = true
    #expect(host.element("Inner sheet") != nil)
    #expect(host.runtimeWarnings.isEmpty)
  }
}
