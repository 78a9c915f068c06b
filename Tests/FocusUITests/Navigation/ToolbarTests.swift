import FocusUITesting
import Testing

/// `toolbar`, `ToolbarItem`, `ToolbarItemGroup` and the bar modifiers: items
/// are drawn in the container's title row or bottom row by placement and
/// take focus in tree order.
@MainActor @Suite struct ToolbarTests {
  struct Editor: View {
    @State private var log: [String] = []
    @State private var text = ""
    var hidesBar = false

    var body: some View {
      NavigationStack {
        VStack(alignment: .leading) {
          TextField("Note", text: $text)
          Text("Log: \(log.joined(separator: ","))")
        }
        .navigationTitle("Editor")
        .navigationSubtitle("draft")
        .toolbar {
          ToolbarItem(placement: .cancellationAction) { Button("Cancel") { log.append("cancel") } }
          ToolbarItem(placement: .confirmationAction) { Button("Save") { log.append("save") } }
          ToolbarItemGroup(placement: .bottomBar) {
            Button("Prev") { log.append("prev") }
            Button("Next") { log.append("next") }
          }
          ToolbarItem(placement: .keyboard) { Button("Clear") { text = "" } }
        }
        .toolbar(hidesBar ? .hidden : .visible, for: .navigationBar)
      }
    }
  }

  @Test func itemsAreDrawnByPlacementAroundTheTitle() throws {
    let host = TestHost(Editor(), size: Size(width: 50, height: 6))
    let lines = host.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0].hasPrefix("[ Cancel ] Editor draft"))
    #expect(lines[0].hasSuffix("[ Save ]"))
    #expect(lines[5].hasPrefix("[ Prev ] [ Next ]"))
  }

  @Test func itemsTakeFocusInTreeOrderTitleRowFirstBottomRowLast() {
    let host = TestHost(Editor(), size: Size(width: 50, height: 6))
    var order: [String] = []
    for _ in 0..<5 {
      host.press(.tab)
      order.append(host.focusedElement?.label ?? "")
    }
    #expect(order.prefix(3) == ["Cancel", "Save", "Note"])
    host.click("Save")
    #expect(host.screen.contains("Log: save"))
  }

  @Test func keyboardItemsShowOnlyWhileATextFieldHasFocus() {
    let host = TestHost(Editor(), size: Size(width: 50, height: 6))
    #expect(!host.screen.contains("Clear"))
    host.click("Note")
    host.type("abc")
    #expect(host.screen.contains("[ Clear ]"))
    host.press(.tab)
    #expect(host.focusedElement?.label == "Prev")
    #expect(!host.screen.contains("Clear"))
  }

  @Test func aHiddenNavigationBarDrawsNoTitleRow() {
    let host = TestHost(Editor(hidesBar: true), size: Size(width: 50, height: 6))
    #expect(!host.screen.contains("Editor"))
    #expect(host.screen.contains("Prev"))
  }

  @Test func aToolbarOutsideAContainerGetsARowOfItsOwn() {
    struct Plain: View {
      var body: some View {
        Text("Body").toolbar { Button("Act") {} }
      }
    }
    let host = TestHost(Plain(), size: Size(width: 30, height: 4))
    let lines = host.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0].contains("[ Act ]"))
    #expect(lines[1].hasPrefix("Body"))
  }

  @Test func theBackButtonCanBeHiddenAndEscapeStillPops() {
    struct Deep: View {
      var body: some View {
        NavigationStack {
          NavigationLink("Open") {
            Button("Inner") {}.navigationBarBackButtonHidden()
          }
          .navigationBarTitle("Top", displayMode: .inline)
          .navigationBarTitleDisplayMode(.large)
        }
      }
    }
    let host = TestHost(Deep(), size: Size(width: 30, height: 4))
    host.click("Open")
    #expect(host.screen.contains("Inner"))
    #expect(!host.screen.contains("‹"))
    host.press(.escape)
    #expect(host.screen.contains("Open"))
    #expect(host.screen.contains("Top"))
  }
}

/// `textFieldStyle` and the iOS text-input modifiers.
@MainActor @Suite struct TextFieldStyleTests {
  enum Look { case automatic, plain, roundedBorder }

  struct Fields: View {
    @State private var name = "Ada"
    let style: Look

    var body: some View {
      switch style {
      case .plain: field.textFieldStyle(.plain)
      case .roundedBorder: field.textFieldStyle(.roundedBorder)
      case .automatic: field.textFieldStyle(.automatic)
      }
    }

    var field: some View {
      TextField("Name", text: $name)
        .frame(width: .columns(10))
        .keyboardType(.emailAddress)
        .textContentType(.username)
        .textInputAutocapitalization(.never)
        .autocorrectionDisabled()
        .disableAutocorrection(true)
        .scrollDismissesKeyboard(.interactively)
        .submitLabel(.done)
    }
  }

  @Test func theAutomaticStyleFillsTheFieldWithUnderscores() {
    let host = TestHost(Fields(style: .automatic), size: Size(width: 20, height: 1))
    #expect(host.screen.hasPrefix("Ada_______"))
  }

  @Test func thePlainStyleDrawsTheTextAlone() {
    let host = TestHost(Fields(style: .plain), size: Size(width: 20, height: 1))
    #expect(host.screen.hasPrefix("Ada"))
    #expect(!host.screen.contains("_"))
  }

  @Test func theRoundedBorderStyleDrawsBracketsAndEditsInside() {
    let host = TestHost(Fields(style: .roundedBorder), size: Size(width: 20, height: 1))
    #expect(host.screen.hasPrefix("[Ada     ]"))
    host.click("Name")
    host.type("!")
    #expect(host.screen.hasPrefix("[Ada!    ]"))
    #expect(host.textCursor == Point(x: 5, y: 0))
  }
}

/// `NavigationView`: a stack with one view, a split view with two.
@MainActor @Suite struct NavigationViewTests {
  @Test func withOneViewItIsAStack() {
    struct One: View {
      var body: some View {
        NavigationView {
          NavigationLink("Open", destination: Text("Opened"))
            .navigationTitle("Home")
        }
      }
    }
    let host = TestHost(One(), size: Size(width: 60, height: 5))
    host.click("Open")
    #expect(host.screen.contains("Opened"))
    #expect(host.screen.contains("‹ Home"))
  }

  @Test func withTwoViewsItIsASplitViewAndTheStackStyleMakesItAStack() {
    struct Two: View {
      var stack = false
      var body: some View {
        if stack {
          NavigationView {
            Text("Sidebar"); Text("Detail")
          }.navigationViewStyle(.stack)
        } else {
          NavigationView {
            Text("Sidebar"); Text("Detail")
          }
        }
      }
    }
    let host = TestHost(Two(), size: Size(width: 60, height: 5))
    #expect(host.screen.contains("│"))
    #expect(host.element("Detail")?.frame.minX == 25)
    let stacked = TestHost(Two(stack: true), size: Size(width: 60, height: 5))
    #expect(!stacked.screen.contains("│"))
    #expect(stacked.element("Detail")?.frame.minY == 1)
  }
}

/// Toolbar content written as custom `ToolbarContent` with conditions, and
/// `navigationDestination(item:)`.
@MainActor @Suite struct ToolbarContentTests {
  struct ShareItems: ToolbarContent {
    let isShared: Bool

    var body: some ToolbarContent {
      ToolbarItem(placement: .navigation) { Text("Nav") }
      if isShared {
        ToolbarItem(placement: .status) { Text("Shared") }
      } else {
        ToolbarItem(placement: .status) { Text("Private") }
      }
    }
  }

  struct Document: View {
    @State private var isShared = false
    @State private var opened: String?

    var body: some View {
      NavigationStack {
        VStack(alignment: .leading) {
          Button("Share") { isShared = true }
          Button("Open notes") { opened = "notes" }
          Text(opened ?? "closed")
        }
        .toolbar { ShareItems(isShared: isShared) }
        .navigationDestination(item: $opened) { name in Text("Opened \(name)") }
      }
    }
  }

  @Test func customToolbarContentWithConditionsIsDrawnAndFollowsState() {
    let host = TestHost(Document(), size: Size(width: 40, height: 6))
    #expect(host.screen.hasPrefix("Nav"))
    #expect(host.screen.contains("Private"))
    host.click("Share")
    #expect(host.screen.contains("Shared"))
    #expect(!host.screen.contains("Private"))
  }

  @Test func anItemDestinationIsPushedWhileItsItemIsSetAndPoppingClearsIt() {
    let host = TestHost(Document(), size: Size(width: 40, height: 6))
    host.click("Open notes")
    #expect(host.screen.contains("Opened notes"))
    host.press(.escape)
    #expect(host.screen.contains("closed"))
  }

  struct NotesApp: App {
    var body: some Scene {
      WindowGroup {
        NavigationStack {
          Text("Body text")
            .navigationTitle("Notes")
            .toolbar {
              ToolbarItem(placement: .primaryAction) { Button("Share") {} }
            }
        }
      }
      .commands { ToolbarCommands() }
    }
  }

  @Test func hideToolbarHidesTheBarsAndShowToolbarBringsThemBack() {
    let host = TestHost(app: NotesApp(), size: Size(width: 60, height: 12))
    #expect(host.screen.contains("Share"))
    host.perform(command: "Hide Toolbar")
    #expect(!host.screen.contains("Share"))
    #expect(host.screen.contains("Body text"))
    #expect(host.command("Show Toolbar")?.isEnabled == true)
    host.perform(command: "Show Toolbar")
    #expect(host.screen.contains("Share"))
  }
}
