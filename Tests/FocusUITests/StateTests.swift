import FocusUITesting
import Testing

@testable import FocusUI

@MainActor @Suite struct StateTests {
  struct Counter: View {
    let title: String
    @State private var count = 0

    var body: some View {
      Button("\(title) \(count)") { count += 1 }
    }
  }

  struct Parent: View {
    @State private var generation = 0
    @State private var showCounter = true
    @State private var counterID = 0

    var body: some View {
      VStack {
        Button("Rerun parent \(generation)") { generation += 1 }
        Button("Toggle counter") { showCounter.toggle() }
        Button("New identity") { counterID += 1 }
        if showCounter {
          Counter(title: "Kept")
        }
        Counter(title: "Identified").id(counterID)
      }
    }
  }

  @Test func stateSurvivesTheParentsBodyRunningAgain() {
    let host = TestHost(Parent())
    host.click("Kept 0")
    host.click("Kept 1")
    host.click("Rerun parent 0")
    #expect(host.element("Kept 2") != nil)
    #expect(host.element("Rerun parent 1") != nil)
  }

  @Test func stateIsDroppedWhenTheViewLeavesAndComesBack() {
    let host = TestHost(Parent())
    host.click("Kept 0")
    #expect(host.element("Kept 1") != nil)
    host.click("Toggle counter")
    #expect(host.element("Kept 1") == nil)
    host.click("Toggle counter")
    #expect(host.element("Kept 0") != nil)
  }

  @Test func stateIsDroppedWhenTheExplicitIdentityChanges() {
    let host = TestHost(Parent())
    host.click("Identified 0")
    host.click("Identified 1")
    host.click("Rerun parent 0")
    #expect(host.element("Identified 2") != nil)
    host.click("New identity")
    #expect(host.element("Identified 0") != nil)
  }

  struct Branches: View {
    @State private var flag = true
    var body: some View {
      VStack {
        Button("Flip") { flag.toggle() }
        if flag {
          Counter(title: "A")
        } else {
          Counter(title: "A")
        }
      }
    }
  }

  @Test func ifAndElseBranchesHaveDistinctIdentities() {
    let host = TestHost(Branches())
    host.click("A 0")
    #expect(host.element("A 1") != nil)
    host.click("Flip")
    #expect(host.element("A 0") != nil)
  }

  struct Profile: Equatable {
    var name = ""
    var address = Address()
  }

  struct Address: Equatable {
    var city = ""
  }

  struct CityField: View {
    @Binding var city: String
    var body: some View {
      TextField("City", text: $city)
    }
  }

  struct ProfileEditor: View {
    @State private var profile = Profile()
    var body: some View {
      VStack {
        TextField("Name", text: $profile.name)
        CityField(city: $profile.address.city)
        Text("\(profile.name) of \(profile.address.city)")
      }
    }
  }

  @Test func bindingProjectionsWriteThroughToTheOwnersState() {
    let host = TestHost(ProfileEditor())
    host.click("Name")
    host.type("Ada")
    host.click("City")
    host.type("London")
    #expect(host.element("Ada of London") != nil)
    #expect(host.element("City")?.value == "London")
  }

  struct ClosureBinding: View {
    @State private var log: [String] = []
    var body: some View {
      VStack {
        TextField(
          "Upper",
          text: Binding(
            get: { log.last ?? "" },
            set: { log.append($0.uppercased()) }))
        Toggle("Fixed", isOn: .constant(true))
        Text("\(log.count) writes")
      }
    }
  }

  @Test func customAndConstantBindingsWork() {
    let host = TestHost(ClosureBinding())
    host.click("Upper")
    host.type("a")
    host.type("b")
    #expect(host.element("Upper")?.value == "AB")
    #expect(host.element("2 writes") != nil)
    host.click("Fixed")
    #expect(host.element("Fixed")?.value == "on")
  }

  @Test func stateReadOutsideAViewWarnsAndKeepsItsInitialValue() {
    let host = TestHost(Text("x"))
    let state = State(wrappedValue: 3)
    state.wrappedValue = 4
    #expect(state.wrappedValue == 4)
    #expect(host.runtimeWarnings.contains { $0.contains("outside of being installed on a View") })
  }

  struct Draft: DynamicProperty {
    @State var text = ""
    @Environment(\.isEnabled) var isEnabled
    var canSend = false

    mutating func update() {
      canSend = isEnabled && !text.isEmpty
    }
  }

  struct Composer: View {
    var draft = Draft()
    var body: some View {
      VStack {
        TextField("Message", text: draft.$text)
        Text(draft.canSend ? "Ready" : "Empty")
      }
    }
  }

  @Test func customDynamicPropertiesAreInstalledAndUpdatedBeforeBody() {
    let host = TestHost(Composer())
    #expect(host.element("Empty") != nil)
    host.click("Message")
    host.type("hi")
    #expect(host.element("Ready") != nil)
  }

  struct WritesInBody: View {
    @State private var count = 0
    var body: some View {
      count = 1
      return Text("\(count)")
    }
  }

  @Test func writingStateInBodyIsAWarningNotACrash() {
    let host = TestHost(WritesInBody())
    #expect(host.runtimeWarnings.contains { $0.contains("Modifying state during view update") })
  }

  final class Storage {}
  struct Buffer: Equatable {
    var storage = Storage()
    var edits = 0
    static func == (lhs: Buffer, rhs: Buffer) -> Bool { lhs.storage === rhs.storage && lhs.edits == rhs.edits }
  }

  /// Hands its state's binding out, for the test to edit through.
  struct Editor: View {
    @State var buffer = Buffer()
    let take: (Binding<Buffer>) -> Void
    var body: some View {
      let _ = take($buffer)
      Text("edits \(buffer.edits)")
    }
  }

  @Test func aBindingToStateIsUpdatedInPlaceWithoutACopyAndReadersRunAgain() throws {
    var binding: Binding<Buffer>?
    let host = TestHost(Editor { binding = $0 })
    let buffer = try #require(binding)
    buffer.wrappedValue = Buffer()  // the state no longer shares its first value
    var unique = false
    buffer.update { value in
      unique = isKnownUniquelyReferenced(&value.storage)
      value.edits += 1
    }
    #expect(unique)
    #expect(host.screen.contains("edits 1"))
  }
}
