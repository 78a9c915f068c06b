import FocusUITesting
import Testing

/// Which rows a list can select (tags, sections, disabled rows), how
/// selected rows look and read, and the list's place among other views.
@MainActor @Suite struct ListRowsTests {
  // MARK: - Tags

  struct Tagged: View {
    @State var selection: String?
    var body: some View {
      VStack(alignment: .leading) {
        List(selection: $selection) {
          Text("Inbox").tag("inbox")
          Text("Untagged")
          Text("Numbered").tag(7)
          Text("Archive").tag("archive").selectionDisabled()
          Text("Drafts").tag("drafts").disabled(true)
          Text("Sent").tag("sent")
        }
        Text("selection: \(selection ?? "none")")
      }
    }
  }

  func selection(_ host: TestHost) -> String {
    host.elements.first { $0.label.hasPrefix("selection:") }?.label ?? ""
  }

  @Test func arrowsPassOverUntaggedMistypedDisabledAndSelectionDisabledRows() {
    let host = TestHost(Tagged(), size: Size(width: 30, height: 10))
    host.press(.tab)
    host.press(.downArrow)
    #expect(selection(host) == "selection: inbox")
    host.press(.downArrow)
    #expect(selection(host) == "selection: sent")
    host.press(.upArrow)
    #expect(selection(host) == "selection: inbox")
  }

  @Test func aClickOnARowThatCannotBeSelectedSelectsNothing() {
    let host = TestHost(Tagged(), size: Size(width: 30, height: 10))
    host.click("Untagged")
    host.click("Archive")
    #expect(selection(host) == "selection: none")
    host.click("Sent")
    #expect(selection(host) == "selection: sent")
  }

  @Test func rowsSharingATagWarnOnceAndSelectTogether() {
    struct Shared: View {
      @State var selection: Int? = 1
      var body: some View {
        List(selection: $selection) {
          Text("One").tag(1)
          Text("Uno").tag(1)
          Text("Two").tag(2)
        }
      }
    }
    let host = TestHost(Shared(), size: Size(width: 20, height: 4))
    #expect(host.elements.filter(\.isSelected).map(\.label) == ["One", "Uno"])
    host.press(.tab)
    host.press(.downArrow)
    host.press(.downArrow)
    #expect(host.element("Two")?.isSelected == true)
    #expect(host.runtimeWarnings.filter { $0.contains("several rows are tagged 1") }.count == 1)
  }

  struct Sectioned: View {
    @State var selection: String?
    var body: some View {
      VStack(alignment: .leading) {
        List(selection: $selection) {
          Section("Favorites") {
            ForEach(["Inbox", "Sent"], id: \.self) { Text($0) }
          }
          Section("Smart") {
            Text("Flagged").tag("Flagged")
          }
        }
        Text("selection: \(selection ?? "none")")
      }
    }
  }

  @Test func rowsInSectionsAreSelectableAndTheirHeadersAreNot() {
    let host = TestHost(Sectioned(), size: Size(width: 30, height: 12))
    host.press(.tab)
    host.press(.downArrow)
    #expect(selection(host) == "selection: Inbox")
    host.press(.downArrow)
    host.press(.downArrow)
    #expect(selection(host) == "selection: Flagged")
    host.click("Smart")
    #expect(selection(host) == "selection: Flagged")
  }

  struct Required: View {
    @State var selection = "Sent"
    var body: some View {
      VStack(alignment: .leading) {
        List(selection: $selection) {
          ForEach(["Inbox", "Sent", "Trash"], id: \.self) { Text($0) }
        }
        Text("selection: \(selection)")
      }
    }
  }

  @Test func aNonOptionalSelectionStartsOnItsRowAndMovesFromThere() {
    let host = TestHost(Required(), size: Size(width: 30, height: 10))
    #expect(host.element("Sent")?.isSelected == true)
    host.press(.tab)
    host.press(.downArrow)
    #expect(selection(host) == "selection: Trash")
  }

  struct Editable: View {
    struct Task: Identifiable {
      let id: Int
      var title: String
    }
    @State var tasks = [Task(id: 1, title: "Write"), Task(id: 2, title: "Test")]
    @State var selection: Int?
    var body: some View {
      VStack(alignment: .leading) {
        List($tasks, selection: $selection) { $task in
          TextField("Title", text: $task.title)
        }
        Text("selection: \(selection.map(String.init) ?? "none")")
        Text("titles: \(tasks.map(\.title).joined(separator: ","))")
      }
    }
  }

  @Test func aBindingListSelectsByIdAndItsTextFieldsStayInTheFocusOrder() {
    let host = TestHost(Editable(), size: Size(width: 30, height: 10))
    host.press(.tab)
    #expect(host.focusedElement?.role == .container)
    host.press(.downArrow)
    #expect(selection(host) == "selection: 1")
    host.press(.tab)
    #expect(host.focusedElement?.role == .textField)
    host.type("s")
    #expect(host.element("titles: Writes,Test") != nil)
  }

  @Test func aClickInARowsTextFieldSelectsTheRowAndEditsTheField() {
    let host = TestHost(Editable(), size: Size(width: 30, height: 10))
    let fields = host.elements.filter { $0.role == .textField }
    host.click(at: fields[1].frame.origin)
    #expect(selection(host) == "selection: 2")
    #expect(host.focusedElement?.value == "Test")
  }

  // MARK: - Focus

  @Test func aDisabledListTakesNoFocus() {
    struct Disabled: View {
      @State var selection: Int?
      var body: some View {
        VStack {
          List(0..<3, id: \.self, selection: $selection) { Text("Row \($0)") }.disabled(true)
          Button("After") {}
        }
      }
    }
    let host = TestHost(Disabled(), size: Size(width: 30, height: 10))
    host.press(.tab)
    #expect(host.focusedElement?.label == "After")
  }

  @Test func aListTakesFocusWithKeyboardNavigationOff() {
    struct TextFieldsOnly: View {
      @State var selection: Int?
      var body: some View {
        VStack {
          Button("Before") {}
          List(0..<3, id: \.self, selection: $selection) { Text("Row \($0)") }
        }
        .environment(\.keyboardNavigation, .textFieldsOnly)
      }
    }
    let host = TestHost(TextFieldsOnly(), size: Size(width: 30, height: 10))
    host.press(.tab)
    #expect(host.focusedElement?.role == .container)
  }

  @Test func aListWithoutASelectionIsNoFocusStopAndItsButtonsAre() {
    struct Plain: View {
      var body: some View {
        List(0..<2, id: \.self) { Button("Row \($0)") {} }
      }
    }
    let host = TestHost(Plain(), size: Size(width: 30, height: 10))
    host.press(.tab)
    #expect(host.focusedElement?.label == "Row 0")
  }

  @Test func leftAndRightGoOnToDirectionalFocus() {
    struct SideBySide: View {
      @State var selection: Int?
      var body: some View {
        HStack(alignment: .top) {
          List(0..<3, id: \.self, selection: $selection) { Text("Row \($0)") }
            .frame(width: .columns(10))
          Button("Detail") {}
        }
      }
    }
    let host = TestHost(SideBySide(), size: Size(width: 30, height: 10))
    host.press(.tab)
    host.press(.rightArrow)
    #expect(host.focusedElement?.label == "Detail")
  }

  @Test func rightAndLeftExpandAndCollapseTheDisclosureGroupOfTheSelectedRow() {
    struct Outline: View {
      @State var selection: String?
      var body: some View {
        List(selection: $selection) {
          DisclosureGroup("Fruit") { Text("Apple") }.tag("fruit")
          Text("Bread").tag("bread")
        }
        .listStyle(.sidebar)
      }
    }
    let host = TestHost(Outline(), size: Size(width: 30, height: 6))
    host.press(.tab)
    host.press(.downArrow)
    host.press(.rightArrow)
    #expect(host.screen.contains("▾ Fruit\n  Apple"))
    #expect(host.focusedElement?.role == .container)
    host.press(.leftArrow)
    #expect(!host.screen.contains("Apple"))
  }

  // MARK: - How selected rows look and read

  struct Looks: View {
    @State var selection: Int? = 1
    var body: some View {
      VStack(alignment: .leading) {
        List(0..<3, id: \.self, selection: $selection) { Text("Row \($0)") }
          .frame(height: .rows(3))
        Button("Elsewhere") {}
      }
    }
  }

  func style(_ host: TestHost, row: Int) -> CellStyle {
    host.canvas[0, row].style
  }

  @Test func selectedRowsAreInvertedWithFocusAndDimmedWithout() {
    let host = TestHost(Looks(), size: Size(width: 20, height: 6))
    #expect(style(host, row: 1).isInverse && style(host, row: 1).isDim)
    #expect(!style(host, row: 0).isInverse)
    host.press(.tab)
    #expect(style(host, row: 1).isInverse && !style(host, row: 1).isDim)
    // The band spans the list's width, past the row's text.
    #expect(host.canvas[15, 1].style.isInverse)
  }

  @Test func withFocusAndNothingSelectedTheRowTheNextKeyActsOnIsUnderlined() {
    struct Nothing: View {
      @State var selection: Int?
      var body: some View {
        List(0..<3, id: \.self, selection: $selection) { Text("Row \($0)") }
      }
    }
    let host = TestHost(Nothing(), size: Size(width: 20, height: 4))
    #expect(!style(host, row: 0).isUnderlined)
    host.press(.tab)
    #expect(style(host, row: 0).isUnderlined)
    host.press(.space)
    #expect(style(host, row: 0).isInverse)
  }

  @Test func selectedRowsAreSelectedElementsAndAccessibilityElements() {
    let host = TestHost(Looks(), size: Size(width: 20, height: 6))
    #expect(host.element("Row 1")?.isSelected == true)
    #expect(host.element("Row 0")?.isSelected == false)
    let row = host.accessibilityElements.first { $0.label == "Row 1" }
    #expect(row?.traits.contains(.isSelected) == true)
    #expect(row?.announcement == "Row 1, selected")
    #expect(host.accessibilityElements.filter { $0.label == "Row 1" }.count == 1)
  }

  @Test func activatingARowWithAScreenReaderSelectsIt() {
    let host = TestHost(Looks(), size: Size(width: 20, height: 6))
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    voiceOver.moveNext()
    voiceOver.moveNext()
    voiceOver.moveNext()
    voiceOver.activate()
    #expect(host.element("Row 2")?.isSelected == true)
  }
}
