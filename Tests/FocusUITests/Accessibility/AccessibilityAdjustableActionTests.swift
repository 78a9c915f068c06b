import FocusUITesting
import Testing

/// `accessibilityAdjustableAction`: a view drawn by hand adjusted as a
/// slider is, by a test's driver and by the terminal reader's Alt-→/←.
@MainActor @Suite struct AccessibilityAdjustableActionTests {
  struct Knob: View {
    @State private var level = 3

    var body: some View {
      VStack {
        Text("◉")
          .accessibilityLabel("Level")
          .accessibilityValue("\(level)")
          .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: level += 1
            case .decrement: level -= 1
            }
          }
        Text("Level \(level)")
      }
    }
  }

  @Test func anAdjustableViewIsIncrementedAndDecrementedByAScreenReader() {
    let host = TestHost(Knob(), size: Size(width: 20, height: 2))
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    voiceOver.moveNext()
    #expect(voiceOver.focusedElement?.announcement == "Level, adjustable, 3")
    voiceOver.increment()
    voiceOver.increment()
    #expect(host.screen.contains("Level 5"))
    voiceOver.decrement()
    #expect(host.screen.contains("Level 4"))
    #expect(voiceOver.focusedElement?.value == "4")
  }

  @Test func theTerminalReadersAltArrowsAdjustIt() {
    let reader = ScreenReader(isOn: true)
    let screen = Screen(Knob(), screenReader: reader)
    _ = screen.frame(in: Size(width: 20, height: 3))
    screen.press(.downArrow, modifiers: .option)
    screen.press(.rightArrow, modifiers: .option)
    screen.press(.rightArrow, modifiers: .option)
    screen.press(.leftArrow, modifiers: .option)
    #expect(screen.frame(in: Size(width: 20, height: 3)).canvas.text.contains("Level 4"))
  }

  @Test func anAdjustableActionComesBeforeASlidersOwnStep() {
    struct Tuned: View {
      @State private var value = 5.0
      @State private var log = "none"
      var body: some View {
        VStack {
          Slider(value: $value, in: 0...10)
            .accessibilityLabel("Tune")
            .accessibilityAdjustableAction { log = $0 == .increment ? "up" : "down" }
          Text("Log \(log) \(Int(value))")
        }
      }
    }
    let host = TestHost(Tuned(), size: Size(width: 30, height: 2))
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    voiceOver.moveNext()
    voiceOver.increment()
    #expect(host.screen.contains("Log up 5"))
  }
}
