import FocusUITesting
import Testing

/// `focusScope(_:)`, `prefersDefaultFocus(_:in:)`, `@Namespace` and
/// `resetFocus(in:)`.
@MainActor @Suite struct FocusScopeTests {
  @MainActor final class Journal {
    var namespaces: [Namespace.ID] = []
  }

  struct Editor: View {
    var journal = Journal()
    @Namespace private var editor
    @Namespace private var other
    @State private var renders = 0
    @Environment(\.resetFocus) private var resetFocus

    var body: some View {
      let _ = journal.namespaces.append(contentsOf: [editor, other])
      TextField("Outside", text: .constant(""))
      VStack {
        TextField("Title", text: .constant(""))
        TextField("Body", text: .constant(""))
          .prefersDefaultFocus(in: editor)
        TextField("Tags", text: .constant(""))
        Button("Reset focus") { resetFocus(in: editor) }
      }
      .focusScope(editor)
      Button("Reset from outside") { resetFocus(in: editor) }
      Button("Render again") { renders += 1 }
      Text("renders \(renders)")
    }
  }

  @Test func thePreferredViewHasFocusWhenTheWindowOpens() {
    let host = TestHost(Editor())
    #expect(host.focusedElement?.label == "Body")
  }

  @Test func resetFocusReturnsFocusToTheScopesPreferredView() {
    let host = TestHost(Editor())
    host.click("Tags")
    host.click("Reset focus")  // a click takes no focus: Tags keeps it until the reset
    #expect(host.focusedElement?.label == "Body")
    host.press(.tab)
    host.press(.tab)
    #expect(host.focusedElement?.label == "Reset focus")
    host.press(.return)
    #expect(host.focusedElement?.label == "Body")
  }

  @Test func resetFocusLeavesFocusOutsideTheScopeAlone() {
    let host = TestHost(Editor())
    host.click("Outside")
    host.click("Reset from outside")
    #expect(host.focusedElement?.label == "Outside")
  }

  struct Resignable: View {
    @Namespace private var scope
    @FocusState private var firstIsFocused: Bool
    @Environment(\.resetFocus) private var resetFocus

    var body: some View {
      Button("Resign") { firstIsFocused = false }
      Button("Reset") { resetFocus(in: scope) }
      VStack {
        TextField("First", text: .constant(""))
          .focused($firstIsFocused)
        TextField("Preferred", text: .constant(""))
          .prefersDefaultFocus(in: scope)
      }
      .focusScope(scope)
    }
  }

  @Test func resetFocusWithNothingFocusedFocusesThePreferredView() {
    let host = TestHost(Resignable())
    host.click("First")
    host.click("Resign")
    #expect(host.focusedElement == nil)
    host.click("Reset")
    #expect(host.focusedElement?.label == "Preferred")
  }

  @Test func aNamespaceKeepsItsIdentifierAcrossRendersAndDiffersFromOthers() {
    let journal = Journal()
    let host = TestHost(Editor(journal: journal))
    host.click("Render again")
    #expect(host.element("renders 1") != nil)
    #expect(journal.namespaces.count == 4)
    #expect(journal.namespaces[0] == journal.namespaces[2])
    #expect(journal.namespaces[1] == journal.namespaces[3])
    #expect(journal.namespaces[0] != journal.namespaces[1])
  }

  /// A namespace declared in one view, its scope in a second, its preferred
  /// view in a third, and the reset in a fourth.
  struct Screen: View {
    @Namespace private var settings

    var body: some View {
      Panel(namespace: settings)
      ResetBar(namespace: settings)
    }
  }

  struct Panel: View {
    let namespace: Namespace.ID
    var body: some View {
      VStack {
        TextField("Theme", text: .constant(""))
        Row(namespace: namespace)
      }
      .focusScope(namespace)
    }
  }

  struct Row: View {
    let namespace: Namespace.ID
    var body: some View {
      TextField("Font", text: .constant(""))
        .prefersDefaultFocus(in: namespace)
    }
  }

  struct ResetBar: View {
    let namespace: Namespace.ID
    @Environment(\.resetFocus) private var resetFocus
    var body: some View {
      Button("Start over") { resetFocus(in: namespace) }
    }
  }

  @Test func aNamespacePassedToOtherViewsNamesOneScope() {
    let host = TestHost(Screen())
    #expect(host.focusedElement?.label == "Font")
    host.click("Theme")
    host.click("Start over")  // from outside, but with a click: focus stays in the scope
    #expect(host.focusedElement?.label == "Font")
  }

  struct Unscoped: View {
    @Namespace private var namespace
    @Namespace private var undeclared
    @Environment(\.resetFocus) private var resetFocus

    var body: some View {
      TextField("Name", text: .constant(""))
        .prefersDefaultFocus(in: namespace)
      Button("Reset") { resetFocus(in: undeclared) }
    }
  }

  @Test func prefersDefaultFocusWithoutAScopeWarnsAndIsIgnored() {
    let host = TestHost(Unscoped())
    #expect(host.focusedElement == nil)
    #expect(host.runtimeWarnings.contains { $0.hasPrefix("prefersDefaultFocus(_:in:): no focusScope(_:)") })
  }

  @Test func resetFocusInANamespaceNoScopeDeclaresWarns() {
    let host = TestHost(Unscoped())
    host.click("Reset")
    #expect(host.runtimeWarnings.contains { $0.hasPrefix("resetFocus(in:): no view declares focusScope(_:)") })
  }

  @Test func readingANamespaceOutsideABodyWarns() {
    let host = TestHost(Text("Idle"))
    let namespace = Namespace()
    let first = namespace.wrappedValue
    #expect(first != namespace.wrappedValue)
    #expect(host.runtimeWarnings.contains { $0.hasPrefix("Reading a Namespace property outside View.body") })
  }

  struct TwoPreferred: View {
    @Namespace private var scope
    @Environment(\.resetFocus) private var resetFocus

    var body: some View {
      VStack {
        TextField("A", text: .constant("")).prefersDefaultFocus(in: scope)
        TextField("B", text: .constant("")).prefersDefaultFocus(in: scope)
        Button("Reset") { resetFocus(in: scope) }
      }
      .focusScope(scope)
    }
  }

  @Test func severalPreferredViewsInOneScopeWarnAndTheFirstWins() {
    let host = TestHost(TwoPreferred())
    host.click("B")
    host.click("Reset")
    #expect(host.focusedElement?.label == "A")
    #expect(host.runtimeWarnings.contains { $0.contains("2 views prefer default focus in one focus scope") })
  }
}
