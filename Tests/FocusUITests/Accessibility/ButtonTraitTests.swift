import FocusUITesting
import Testing

/// `accessibilityAddTraits(.isButton)` on a view with `onTapGesture`, as
/// Apple advises (a tap gesture alone adds no trait): the element is read
/// as a button and activating it is a tap.
@MainActor @Suite struct ButtonTraitTests {
  struct Card: View {
    @State private var taps = 0

    var body: some View {
      VStack {
        HStack {
          Text("★")
          Text("Favourite")
        }
        .onTapGesture { taps += 1 }
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(taps > 0 ? [.isButton, .isSelected] : .isButton)
        Text("Tapped \(taps)")
          .onTapGesture { taps += 10 }
          .accessibilityAddTraits(.isButton)
      }
    }
  }

  @Test func viewsMarkedAButtonAreReadAsButtonsAndActivatedAsATap() {
    let host = TestHost(Card(), size: Size(width: 20, height: 2))
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    voiceOver.moveNext()
    #expect(voiceOver.focusedElement?.announcement == "★, Favourite, button")
    #expect(voiceOver.focusedElement?.isActionable == true)
    voiceOver.activate()
    #expect(host.screen.contains("Tapped 1"))
    #expect(voiceOver.focusedElement?.traits.contains(.isSelected) == true)
    voiceOver.moveNext()
    #expect(voiceOver.focusedElement?.announcement == "Tapped 1, button")
    voiceOver.activate()
    #expect(host.screen.contains("Tapped 11"))
  }

  @Test func aTapGestureAloneMakesNoButton() {
    let host = TestHost(Text("Plain").onTapGesture {}, size: Size(width: 10, height: 1))
    #expect(host.accessibilityElements.first?.traits.contains(.isButton) == false)
    #expect(host.accessibilityElements.first?.isActionable == false)
  }
}
