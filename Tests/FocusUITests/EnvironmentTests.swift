import FocusUITesting
import Observation
import Testing

extension EnvironmentValues {
  @Entry var greeting: String = "Hello"
  @Entry var session: TestSession?
}

@Observable final class TestSession {
  var user = "ada"
  var unread = 0
}

@MainActor @Suite struct EnvironmentTests {
  struct Greeter: View {
    @Environment(\.greeting) private var greeting
    var body: some View { Text("\(greeting), world") }
  }

  struct Greetings: View {
    @State private var formal = false
    var body: some View {
      VStack {
        Button("Formal") { formal = true }
        Greeter()
        Greeter().environment(\.greeting, formal ? "Good day" : "Hi")
      }
    }
  }

  @Test func environmentValuesFlowToDescendantsAndUpdateThem() {
    let host = TestHost(Greetings())
    #expect(host.element("Hello, world") != nil)
    #expect(host.element("Hi, world") != nil)
    host.click("Formal")
    #expect(host.element("Good day, world") != nil)
    #expect(host.element("Hello, world") != nil)
  }

  struct Sibling: View {
    var body: some View { Text("static") }
  }

  struct Scoped: View {
    @State private var greeting = "Hi"
    var body: some View {
      VStack {
        Button("Change") { greeting = "Yo" }
        VStack {
          Greeter()
          Sibling()
        }
        .environment(\.greeting, greeting)
      }
    }
  }

  @Test func anEnvironmentChangeRunsOnlyTheBodiesThatReadIt() {
    let host = TestHost(Scoped())
    let before = host.stats.bodyEvaluations
    host.click("Change")
    #expect(host.element("Yo, world") != nil)
    // Scoped (its state changed) and Greeter (it reads the key); not Sibling.
    #expect(host.stats.bodyEvaluations - before == 2)
  }

  struct UserBadge: View {
    @Environment(TestSession.self) private var session
    var body: some View { Text("User \(session.user)") }
  }

  struct UnreadBadge: View {
    @Environment(TestSession.self) private var session
    var body: some View { Text("Unread \(session.unread)") }
  }

  struct SessionRoot: View {
    let session: TestSession
    var body: some View {
      VStack {
        UserBadge()
        UnreadBadge()
        Button("Read mail") { session.unread += 1 }
      }
      .environment(session)
    }
  }

  @Test func observableObjectsReachDescendantsAndOnlyReadersUpdate() {
    let session = TestSession()
    let host = TestHost(SessionRoot(session: session))
    #expect(host.element("User ada") != nil)
    let before = host.stats.bodyEvaluations
    host.click("Read mail")
    #expect(host.element("Unread 1") != nil)
    #expect(host.stats.bodyEvaluations - before == 1)
    session.user = "grace"
    #expect(host.element("User grace") != nil)
  }

  struct OptionalSession: View {
    @Environment(TestSession.self) private var session: TestSession?
    var body: some View { Text(session == nil ? "No session" : "Session") }
  }

  @Test func optionalObjectEnvironmentIsNilWhenAbsent() {
    let host = TestHost(OptionalSession())
    #expect(host.element("No session") != nil)
  }

  struct SessionEditor: View {
    @Bindable var session: TestSession
    var body: some View {
      VStack {
        TextField("User", text: $session.user)
        Text("Hi \(session.user)")
      }
    }
  }

  @Test func bindableMakesBindingsToObservableProperties() {
    let session = TestSession()
    let host = TestHost(SessionEditor(session: session))
    host.click("User")
    host.type("!")
    #expect(session.user == "ada!")
    #expect(host.element("Hi ada!") != nil)
  }

  struct KeyPathEntry: View {
    @Environment(\.session) private var session
    var body: some View { Text(session?.user ?? "none") }
  }

  @Test func entryMacroDeclaresOptionalEntries() {
    let host = TestHost(
      VStack {
        KeyPathEntry(); KeyPathEntry().environment(\.session, TestSession())
      })
    #expect(host.elements.filter { $0.role == .text }.map(\.label) == ["none", "ada"])
  }

  struct Disabling: View {
    @State private var disabled = false
    var body: some View {
      VStack {
        Button("Lock") { disabled.toggle() }
        Group {
          TextField("Field", text: .constant(""))
          Button("Go") {}
        }
        .disabled(disabled)
      }
    }
  }

  @Test func disabledFlowsDownAndBackUp() {
    let host = TestHost(Disabling())
    #expect(host.element("Go")?.isEnabled == true)
    host.click("Lock")
    #expect(host.element("Go")?.isEnabled == false)
    #expect(host.element("Field")?.isEnabled == false)
    #expect(host.element("Lock")?.isEnabled == true)
    host.click("Lock")
    #expect(host.element("Field")?.isEnabled == true)
  }
}
