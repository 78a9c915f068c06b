import FocusUITesting
import SwiftUI
import Testing

/// UIKit's feedback generators compile as an iOS app calls them and play
/// nothing: no host has a haptic engine.
@MainActor @Suite struct FeedbackGeneratorTests {
  struct Saver: View {
    @State private var saves = 0
    var body: some View {
      VStack {
        Button("Save") {
          let impact = UIImpactFeedbackGenerator(style: .rigid)
          impact.prepare()
          impact.impactOccurred()
          impact.impactOccurred(intensity: 0.5)
          UINotificationFeedbackGenerator().notificationOccurred(.success)
          UISelectionFeedbackGenerator().selectionChanged()
          saves += 1
        }
        Text("saves: \(saves)")
      }
    }
  }

  @Test func feedbackGeneratorsPlayNothingAndTheActionRunsOn() {
    let host = TestHost(Saver(), size: Size(width: 20, height: 3))
    host.press(.tab)
    let before = host.screen
    host.press(.return)
    #expect(host.screen == before.replacingOccurrences(of: "saves: 0", with: "saves: 1"))
    #expect(host.focusedElement?.label == "Save")
  }

  @Test func anImpactGeneratorKeepsItsStyleAndDefaultsToMedium() {
    #expect(UIImpactFeedbackGenerator(style: .heavy).style == .heavy)
    #expect(UIImpactFeedbackGenerator().style == .medium)
  }
}
