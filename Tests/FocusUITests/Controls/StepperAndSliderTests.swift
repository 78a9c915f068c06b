import FocusUITesting
import Testing

/// `Stepper` and `Slider`: focusable, adjusted with ← and →.
@MainActor @Suite struct StepperAndSliderTests {
  struct Pane: View {
    @State var servings = 4
    @State var spice = 2.0
    @State var zoom = 0
    @State var edits: [Bool] = []
    var body: some View {
      VStack(alignment: .leading) {
        Button("Top") {}
        Stepper("Servings: \(servings)", value: $servings, in: 1...6, step: 2)
        Slider(value: $spice, in: 0...5, step: 1) {
          Text("Spice")
        } minimumValueLabel: {
          Text("mild")
        } maximumValueLabel: {
          Text("hot")
        } onEditingChanged: {
          edits.append($0)
        }
        .frame(width: .columns(20))
        Stepper("Zoom \(zoom)") {
          zoom += 1
        } onDecrement: {
          zoom -= 1
        }
        Button("Bottom") {}
        Text("spice \(spice) edits \(edits.count)")
      }
    }
  }

  @Test func aStepperDrawsItsLabelAndButtons() {
    let host = TestHost(Pane(), size: Size(width: 30, height: 7))
    #expect(host.screen.contains("Servings: 4 [ − | + ]"))
    #expect(host.element("Servings: 4")?.role == .stepper)
    #expect(host.element("Servings: 4")?.value == "4")
  }

  @Test func rightAndPlusIncrementLeftAndMinusDecrementWithinBounds() {
    let host = TestHost(Pane(), size: Size(width: 30, height: 7))
    host.press(.tab)
    host.press(.tab)
    #expect(host.focusedElement?.role == .stepper)
    host.press(.rightArrow)
    #expect(host.focusedElement?.value == "6")
    host.press("+")
    #expect(host.focusedElement?.value == "6")
    #expect(host.focusedElement?.role == .stepper)
    host.press("-")
    host.press(.leftArrow)
    host.press(.leftArrow)
    #expect(host.focusedElement?.value == "1")
  }

  @Test func upAndDownStillMoveFocusFromAStepper() {
    let host = TestHost(Pane(), size: Size(width: 30, height: 7))
    host.press(.tab)
    host.press(.tab)
    host.press(.upArrow)
    #expect(host.focusedElement?.label == "Top")
  }

  @Test func clickingTheStepperButtonsAdjustsIt() {
    let host = TestHost(Pane(), size: Size(width: 30, height: 7))
    let stepper = host.element("Servings: 4")!
    // "Servings: 4 [ − | + ]": − at 14, + at 18.
    host.click(at: Point(x: stepper.frame.minX + 14, y: stepper.frame.minY))
    #expect(host.element("Servings: 2") != nil)
    host.click(at: Point(x: stepper.frame.minX + 18, y: stepper.frame.minY))
    host.advanceClock(by: .seconds(1))
    host.click(at: Point(x: stepper.frame.minX + 18, y: stepper.frame.minY))
    #expect(host.element("Servings: 6") != nil)
  }

  @Test func aStepperWithActionsRunsThem() {
    let host = TestHost(Pane(), size: Size(width: 30, height: 7))
    for _ in 0..<4 { host.press(.tab) }
    #expect(host.focusedElement?.label == "Zoom 0")
    host.press(.rightArrow)
    host.press(.rightArrow)
    host.press(.leftArrow)
    #expect(host.element("Zoom 1") != nil)
  }

  @Test func aSliderDrawsATrackWithAThumbAtTheValue() {
    let host = TestHost(Pane(), size: Size(width: 30, height: 7))
    // "Spice mild " 11 cells, " hot" 4: a track of 5, the thumb at 2 of 5 → cell 2.
    #expect(host.screen.contains("Spice mild ━━●── hot"))
    #expect(host.element("Spice")?.role == .slider)
    #expect(host.element("Spice")?.value == "2")
  }

  @Test func arrowsMoveTheSliderByItsStepAndCallOnEditingChanged() {
    let host = TestHost(Pane(), size: Size(width: 30, height: 7))
    for _ in 0..<3 { host.press(.tab) }
    #expect(host.focusedElement?.label == "Spice")
    host.press(.rightArrow)
    #expect(host.element("spice 3.0 edits 2") != nil)
    host.press(.end)
    #expect(host.focusedElement?.value == "5")
    host.press(.rightArrow)
    #expect(host.focusedElement?.value == "5")
    host.press(.home)
    host.press(.leftArrow)
    #expect(host.focusedElement?.value == "0")
    #expect(host.screen.contains("Spice mild ●──── hot"))
  }

  @Test func upAndDownMoveFocusPastASlider() {
    let host = TestHost(Pane(), size: Size(width: 30, height: 7))
    for _ in 0..<3 { host.press(.tab) }
    host.press(.downArrow)
    #expect(host.focusedElement?.label == "Zoom 0")
  }

  @Test func aClickOnTheTrackSetsTheValueUnderIt() {
    let host = TestHost(Pane(), size: Size(width: 30, height: 7))
    let slider = host.element("Spice")!
    host.click(at: Point(x: slider.frame.minX + 11 + 4, y: slider.frame.minY))
    #expect(host.element("Spice")?.value == "5")
    host.click(at: Point(x: slider.frame.minX + 11 + 1, y: slider.frame.minY))
    #expect(host.element("Spice")?.value == "1")
  }

  @Test func voiceOverReadsAndAdjustsAStepperAndASlider() {
    let host = TestHost(Pane(), size: Size(width: 30, height: 7))
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    voiceOver.moveNext()
    voiceOver.moveNext()
    #expect(voiceOver.focusedElement?.announcement == "Servings: 4, stepper, 4")
    voiceOver.increment()
    #expect(host.element("Servings: 6") != nil)
    voiceOver.moveNext()
    #expect(voiceOver.focusedElement?.announcement == "Spice, slider, 2")
    voiceOver.decrement()
    #expect(host.element("Spice")?.value == "1")
  }

  @Test func altArrowsAdjustTheSliderUnderTheScreenReader() {
    let host = TestHost(Pane(), size: Size(width: 30, height: 8))
    host.press(.f2)
    for _ in 0..<3 { host.press(.downArrow, modifiers: .option) }
    host.press(.rightArrow, modifiers: .option)
    #expect(host.element("Spice")?.value == "3")
  }

  @Test func draggingFromAPressOnTheTrackMovesTheThumb() {
    let host = TestHost(Pane(), size: Size(width: 30, height: 7))
    let slider = host.element("Spice")!
    let y = slider.frame.minY
    host.drag(to: Point(x: slider.frame.minX + 11 + 4, y: y))
    #expect(host.element("Spice")?.value == "2")  // no press on it yet
    host.click(at: Point(x: slider.frame.minX + 11, y: y))
    host.drag(to: Point(x: slider.frame.minX + 11 + 3, y: y + 3))
    #expect(host.element("Spice")?.value == "4")
    host.drag(to: Point(x: slider.frame.minX + 29, y: y))
    #expect(host.element("Spice")?.value == "5")
    host.click("Top")
    host.drag(to: Point(x: slider.frame.minX + 11, y: y))
    #expect(host.element("Spice")?.value == "5")
  }

  @Test func aSliderWithoutAStepMovesByATwentiethOfItsRange() {
    struct Volume: View {
      @State var volume = 0.0
      var body: some View {
        VStack {
          Slider(value: $volume, in: 0...10)
          Text("volume \(volume)")
        }
      }
    }
    let host = TestHost(Volume(), size: Size(width: 30, height: 3))
    host.press(.tab)
    host.press(.rightArrow)
    #expect(host.element("volume 0.5") != nil)
  }

  @Test func aSliderSurvivesBadStepsAndValuesAndAnEmptyRange() {
    struct Bad: View {
      @State var nan = Double.nan
      @State var flat = 3.0
      var body: some View {
        VStack {
          Slider(value: $nan, in: 0...1, step: -1)
          Slider(value: $flat, in: 3...3)
        }
      }
    }
    let host = TestHost(Bad(), size: Size(width: 10, height: 3))
    host.press(.tab)
    host.press(.rightArrow)
    host.press(.tab)
    host.press(.rightArrow)
    host.click(at: Point(x: 5, y: 1))
    #expect(host.runtimeWarnings.contains { $0.contains("step -1.0") })
    #expect(host.screen.contains("●"))
  }
}
