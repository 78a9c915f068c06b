import FocusUITesting
import Testing

/// `accessibilityIdentifier(_:)`: found by tests, never spoken.
@MainActor @Suite struct AccessibilityIdentifierTests {
  struct SignIn: View {
    @State private var name = ""
    var body: some View {
      VStack {
        TextField("Name", text: $name).accessibilityIdentifier("nameField")
        Button("Sign In") {}.accessibilityIdentifier("signInButton")
        VStack {
          Text("Terms")
          Text("Privacy")
        }
        .accessibilityIdentifier("footer")
      }
    }
  }

  @Test func anElementIsFoundByItsIdentifier() {
    let host = TestHost(SignIn())
    #expect(host.accessibilityElement(identifier: "signInButton")?.label == "Sign In")
    #expect(host.accessibilityElement(identifier: "nameField")?.role == .textField)
    #expect(host.accessibilityElement(identifier: "missing") == nil)
  }

  @Test func anIdentifierOnAContainerGoesToEachElementInside() {
    let host = TestHost(SignIn())
    #expect(host.accessibilityElements.filter { $0.identifier == "footer" }.map(\.label) == ["Terms", "Privacy"])
  }

  @Test func theIdentifierIsNeverSpoken() {
    let host = TestHost(SignIn())
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    voiceOver.moveNext()
    voiceOver.moveNext()
    #expect(voiceOver.announcements == ["Name, text field, empty", "Sign In, button"])
  }
}
