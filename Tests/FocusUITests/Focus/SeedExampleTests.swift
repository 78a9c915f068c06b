import FocusUITesting
import Testing

@testable import FocusDemoExamples

/// The examples of FocusState's documentation (seeds 000/001) and
/// Blueprint's (seed 003), running.
@MainActor @Suite struct SeedExampleTests {
  // The login form is the demo's own (FocusDemoExamples), as written in
  // FocusState's documentation.

  @Test func signInFocusesTheFirstEmptyFieldThenSignsIn() {
    let host = TestHost(LoginForm())
    host.click("Sign In")
    #expect(host.focusedElement?.label == "Username")
    #expect(host.element("focusedField = .username") != nil)
    host.type("bob")
    host.click("Sign In")
    #expect(host.focusedElement?.label == "Password")
    #expect(host.element("focusedField = .password") != nil)
    host.type("secret")
    host.click("Sign In")
    #expect(host.element("Signed in as bob.") != nil)
    #expect(host.runtimeWarnings.isEmpty)
  }

  @Test func userFocusSetsTheBoundValue() {
    let host = TestHost(LoginForm())
    #expect(host.element("focusedField = nil") != nil)
    host.press(.tab)
    #expect(host.element("focusedField = .username") != nil)
    host.press(.tab)
    #expect(host.element("focusedField = .password") != nil)
    host.press(.tab)
    #expect(host.focusedElement?.label == "Sign In")
    #expect(host.element("focusedField = nil") != nil)
    host.click("Password")
    #expect(host.element("focusedField = .password") != nil)
  }

  enum NameField: Hashable {
    case name
    case fullName
  }

  struct TwoBindingsOneField: View {
    @FocusState private var focusedField: NameField?
    @State private var text = ""
    var body: some View {
      VStack {
        TextField("Full Name", text: $text)
          .focused($focusedField, equals: .name)
          .focused($focusedField, equals: .fullName)
        Button("Focus name") { focusedField = .name }
        Button("Focus full name") { focusedField = .fullName }
        Button("Dismiss") { focusedField = nil }
        Text("value \(focusedField.map { "\($0)" } ?? "nil")")
      }
    }
  }

  @Test func eitherValueOfAFieldWithTwoBindingsFocusesIt() {
    let host = TestHost(TwoBindingsOneField())
    host.click("Focus full name")
    #expect(host.focusedElement?.label == "Full Name")
    #expect(host.element("value fullName") != nil)
    host.click("Dismiss")
    #expect(host.focusedElement == nil)
    host.click("Focus name")
    #expect(host.focusedElement?.label == "Full Name")
    #expect(host.element("value name") != nil)
  }

  @Test func userFocusOnAFieldWithTwoBindingsReadsTheInnermostValue() {
    let host = TestHost(TwoBindingsOneField())
    host.click("Full Name")
    #expect(host.element("value name") != nil)
  }

  struct Ambiguous: View {
    @FocusState private var focusedField: NameField?
    @State private var name = ""
    @State private var fullName = ""
    var body: some View {
      VStack {
        TextField("Name", text: $name)
          .focused($focusedField, equals: .name)
        TextField("Full Name", text: $fullName)
          .focused($focusedField, equals: .name)  // incorrect re-use of .name
        Button("Focus name") { focusedField = .name }
        Text("value \(focusedField.map { "\($0)" } ?? "nil")")
      }
    }
  }

  @Test func ambiguousBindingsFocusTheFirstCandidateAndWarnOnce() {
    let host = TestHost(Ambiguous())
    host.click("Full Name")
    #expect(host.element("value name") != nil)
    #expect(host.runtimeWarnings.isEmpty)
    host.click("Focus name")
    #expect(host.focusedElement?.label == "Name")
    #expect(host.runtimeWarnings.count == 1)
    #expect(host.runtimeWarnings.first?.contains("2 focusable views") == true)
    host.click("Full Name")
    host.click("Focus name")
    #expect(host.focusedElement?.label == "Name")
    #expect(host.runtimeWarnings.count == 1)
  }

  struct AmbiguousBlueprint: View {
    @FocusState private var focusedField: NameField?
    @State private var name = ""
    var body: some View {
      VStack {
        TextField("Name", text: $name)
          .focused(when: $focusedField, equals: .name)
        TextField("Full Name", text: $name)
          .focused(when: $focusedField, equals: .name)
        Button("Focus name") { focusedField = .name }
      }
    }
  }

  @Test func ambiguousBlueprintBindingsFocusTheLastBound() {
    let host = TestHost(AmbiguousBlueprint())
    host.click("Focus name")
    #expect(host.focusedElement?.label == "Full Name")
  }

  struct ReplacedBlueprintBinding: View {
    @FocusState private var focusedField: NameField?
    @State private var name = ""
    var body: some View {
      VStack {
        TextField("Name", text: $name)
          .focused(when: $focusedField, equals: .name)
          .focused(when: $focusedField, equals: .fullName)
        Button("Focus name") { focusedField = .name }
        Button("Focus full name") { focusedField = .fullName }
        Text("value \(focusedField.map { "\($0)" } ?? "nil")")
      }
    }
  }

  @Test func aSecondBlueprintBindingReplacesTheFirst() {
    let host = TestHost(ReplacedBlueprintBinding())
    host.click("Focus name")
    #expect(host.focusedElement == nil)
    host.click("Focus full name")
    #expect(host.focusedElement?.label == "Name")
    #expect(host.element("value fullName") != nil)
  }

  struct NestedBools: View {
    @FocusState private var fieldIsFocused: Bool
    @FocusState private var containerIsFocused: Bool
    var body: some View {
      VStack {
        VStack {
          TextField("Name", text: .constant(""))
            .focused($fieldIsFocused)
        }
        .focusable()
        .focused($containerIsFocused)
        Text("field \(fieldIsFocused) container \(containerIsFocused)")
      }
    }
  }

  @Test func nestedBoolStatesAreBothTrueWhenTheFieldIsFocused() {
    let host = TestHost(NestedBools())
    host.press(.tab)
    #expect(host.element("field false container true") != nil)
    host.press(.tab)
    #expect(host.focusedElement?.label == "Name")
    #expect(host.element("field true container true") != nil)
    host.press(.tab)
    #expect(host.focusedElement?.role == .container)
    #expect(host.element("field false container true") != nil)
  }

  struct NestedEnum: View {
    enum Focus: Hashable {
      case container
      case field
    }
    @FocusState private var focused: Focus?
    var body: some View {
      VStack {
        VStack {
          TextField("Name", text: .constant(""))
            .focused($focused, equals: .field)
        }
        .focusable()
        .focused($focused, equals: .container)
        Text("focused \(focused.map { "\($0)" } ?? "nil")")
        Button("Dismiss") { focused = nil }
      }
    }
  }

  @Test func oneEnumStateTellsTheContainerFromTheField() {
    let host = TestHost(NestedEnum())
    host.press(.tab)
    #expect(host.element("focused container") != nil)
    host.press(.tab)
    #expect(host.element("focused field") != nil)
    host.click("Dismiss")
    #expect(host.focusedElement == nil)
    #expect(host.element("focused nil") != nil)
  }

  struct DismissBool: View {
    @FocusState private var isFocused: Bool
    var body: some View {
      VStack {
        TextField("Search", text: .constant(""))
          .focused($isFocused)
        Button("Done") { isFocused = false }
        Button("Search again") { isFocused = true }
        Text("isFocused \(isFocused)")
      }
    }
  }

  @Test func settingFalseRemovesFocusAndTrueRestoresIt() {
    let host = TestHost(DismissBool())
    host.click("Search")
    #expect(host.element("isFocused true") != nil)
    host.click("Done")
    #expect(host.focusedElement == nil)
    #expect(host.element("isFocused false") != nil)
    host.click("Search again")
    #expect(host.focusedElement?.label == "Search")
  }

  struct AutoFocus: View {
    @FocusState var isFocused: Bool
    var body: some View {
      TextField("Query", text: .constant(""))
        .focused(when: $isFocused)
        .onAppear {
          isFocused = true
        }
    }
  }

  @Test func settingFocusInOnAppearFocusesInTheFirstFrame() {
    let host = TestHost(AutoFocus())
    #expect(host.focusedElement?.label == "Query")
    #expect(host.stats.layoutPasses == 1)
  }
}
