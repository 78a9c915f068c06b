import FocusUITesting
import Testing

/// `accessibilityLabeledPair(role:id:in:)`: the label names the content.
@MainActor @Suite struct AccessibilityLabeledPairTests {
  struct Settings: View {
    @Namespace private var pairs
    @State private var notifies = true
    @State private var nickname = ""
    var body: some View {
      VStack {
        HStack {
          Text("Notifications")
            .accessibilityLabeledPair(role: .label, id: "notifications", in: pairs)
          Toggle("", isOn: $notifies)
            .accessibilityLabeledPair(role: .content, id: "notifications", in: pairs)
        }
        HStack {
          Text("Nickname")
            .accessibilityLabeledPair(role: .label, id: "nickname", in: pairs)
          TextField("", text: $nickname)
            .accessibilityLabel("Display name")
            .accessibilityLabeledPair(role: .content, id: "nickname", in: pairs)
        }
      }
    }
  }

  @Test func theContentIsNamedByItsLabel() {
    let host = TestHost(Settings())
    let toggle = host.accessibilityElements.first { $0.role == .toggle }
    #expect(toggle?.label == "Notifications")
    #expect(toggle?.announcement == "Notifications, switch, on")
  }

  @Test func theLabelIsStillReadWhereItIs() {
    let host = TestHost(Settings())
    #expect(host.accessibilityElements.map(\.label).prefix(2) == ["Notifications", "Notifications"])
  }

  @Test func anAccessibilityLabelOfTheContentWinsOverThePair() {
    let host = TestHost(Settings())
    #expect(host.accessibilityElements.first { $0.role == .textField }?.label == "Display name")
  }
}
