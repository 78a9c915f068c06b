import FocusUITesting
import Testing

@MainActor final class Draft: ObservableObject {
  @Published var words = 0
  let name: String
  init(_ name: String) { self.name = name }
}

/// `focusedObject(_:)`, `focusedSceneObject(_:)` and `@FocusedObject`.
@MainActor @Suite struct FocusedObjectTests {
  final class Log {
    var readerRuns = 0
  }

  struct Reader: View {
    @FocusedObject private var draft: Draft?
    let log: Log
    var body: some View {
      let _ = log.readerRuns += 1
      Text("draft = \(draft.map { "\($0.name) \($0.words)" } ?? "nil")")
    }
  }

  struct Editors: View {
    let first: Draft
    let second: Draft
    let log: Log
    @State private var a = ""
    @State private var b = ""
    @State private var c = ""
    var body: some View {
      VStack {
        TextField("First", text: $a).focusedObject(first)
        TextField("Second", text: $b).focusedObject(second)
        TextField("Elsewhere", text: $c)
        Reader(log: log)
      }
    }
  }

  @Test func aFocusedObjectIsReadWhileItsPublisherIsOrContainsTheFocusedView() {
    let host = TestHost(Editors(first: Draft("one"), second: Draft("two"), log: Log()))
    #expect(host.element("draft = nil") != nil)
    host.click("First")
    #expect(host.element("draft = one 0") != nil)
    host.click("Second")
    #expect(host.element("draft = two 0") != nil)
    host.click("Elsewhere")
    #expect(host.element("draft = nil") != nil)
  }

  @Test func aChangePublishedByTheFocusedObjectRunsItsReadersAgain() {
    let first = Draft("one")
    let log = Log()
    let host = TestHost(Editors(first: first, second: Draft("two"), log: log))
    host.click("First")
    let runs = log.readerRuns
    first.words = 12
    #expect(host.element("draft = one 12") != nil)
    #expect(log.readerRuns == runs + 1)
  }

  @Test func anObjectNoLongerFocusedNoLongerRunsItsFormerReaders() {
    let first = Draft("one")
    let log = Log()
    let host = TestHost(Editors(first: first, second: Draft("two"), log: log))
    host.click("First")
    host.click("Elsewhere")
    let runs = log.readerRuns
    first.words = 3
    #expect(host.element("draft = nil") != nil)
    #expect(log.readerRuns == runs)
  }

  struct Scoped: View {
    let scene: Draft
    let view: Draft
    @State private var a = ""
    @State private var b = ""
    var body: some View {
      VStack {
        TextField("Inside", text: $a).focusedObject(view)
        TextField("Outside", text: $b)
        Reader(log: Log())
      }
      .focusedSceneObject(scene)
    }
  }

  @Test func aSceneObjectIsReadWithoutFocusAndAViewObjectBeatsIt() {
    let host = TestHost(Scoped(scene: Draft("scene"), view: Draft("view")))
    #expect(host.element("draft = scene 0") != nil)
    host.click("Outside")
    #expect(host.element("draft = scene 0") != nil)
    host.click("Inside")
    #expect(host.element("draft = view 0") != nil)
  }

  struct Optional: View {
    let draft: Draft
    @State private var publishes = false
    @State private var text = ""
    var body: some View {
      VStack {
        TextField("Field", text: $text).focusedObject(publishes ? draft : nil)
        Button("Publish") { publishes = true }
        Reader(log: Log())
      }
    }
  }

  @Test func aNilObjectPublishesNothing() {
    let host = TestHost(Optional(draft: Draft("late")))
    host.click("Field")
    #expect(host.element("draft = nil") != nil)
    host.click("Publish")
    #expect(host.element("draft = late 0") != nil)
  }

  struct Counter: View {
    @FocusedObject private var draft: Draft?
    var body: some View {
      if let words = $draft?.words {
        Button("Add word") { words.wrappedValue += 1 }
      } else {
        Text("no draft")
      }
    }
  }

  @Test func aFocusedObjectsBindingsWriteItsProperties() {
    let draft = Draft("one")
    struct Content: View {
      let draft: Draft
      @State private var text = ""
      var body: some View {
        VStack {
          VStack {
            TextField("Text", text: $text)
            Counter()
          }
          .focusedObject(draft)
          Counter()
        }
      }
    }
    let host = TestHost(Content(draft: draft))
    #expect(host.elements.filter { $0.label == "no draft" }.count == 2)
    host.click("Text")
    host.press(.tab)  // to the inner Add word, still inside the publisher
    host.press(.space)
    #expect(draft.words == 1)
  }

  struct WritingApp: App {
    var body: some Scene {
      WindowGroup("Writer") { WriterWindow() }
        .commands { FormatCommands() }
    }
  }

  struct WriterWindow: View {
    @StateObject private var draft = Draft("window")
    @State private var text = ""
    @State private var other = ""
    var body: some View {
      VStack {
        TextField("Body", text: $text).focusedObject(draft)
        TextField("Notes", text: $other)
        Text("words = \(draft.words)")
      }
    }
  }

  struct FormatCommands: Commands {
    @FocusedObject private var draft: Draft?
    var body: some Commands {
      CommandMenu("Format") {
        Button("Count word") { draft?.words += 1 }
          .disabled(draft == nil)
        Button(draft.map { "Words: \($0.words)" } ?? "Words: none") {}
      }
    }
  }

  @Test func aMenuCommandsEnabledStateAndTitleFollowAFocusedObject() {
    let host = TestHost(app: WritingApp())
    #expect(host.command("Count word")?.isEnabled == false)
    host.click("Body")
    #expect(host.command("Count word")?.isEnabled == true)
    host.perform(command: "Count word")
    #expect(host.element("words = 1") != nil)
    // The object published the change: the menu reads it again.
    #expect(host.command("Words: 1") != nil)
    host.click("Notes")
    #expect(host.command("Count word")?.isEnabled == false)
    #expect(host.command("Words: none") != nil)
  }

  struct TwoWindowsApp: App {
    var body: some Scene {
      WindowGroup("Sheet") { SheetWindow() }
        .commands { SheetCommands() }
    }
  }

  struct SheetWindow: View {
    @StateObject private var draft = Draft("sheet")
    var body: some View {
      Button("Write") { draft.words += 1 }
        .focusedSceneObject(draft)
    }
  }

  struct SheetCommands: Commands {
    @FocusedObject private var draft: Draft?
    var body: some Commands {
      CommandMenu("Sheet") {
        Button(draft.map { "Sheet words: \($0.words)" } ?? "No sheet") {}
      }
    }
  }

  @Test func aSceneObjectIsTheFocusedScenesOnly() {
    let host = TestHost(app: TwoWindowsApp())
    #expect(host.command("Sheet words: 0") != nil)
    host.click("Write")
    #expect(host.command("Sheet words: 1") != nil)
    host.perform(command: "New Window")
    #expect(host.windows.count == 2)
    // The new window is the focused scene: its own object, with no words.
    #expect(host.command("Sheet words: 0") != nil)
    host.selectWindow(0)
    #expect(host.command("Sheet words: 1") != nil)
  }
}
