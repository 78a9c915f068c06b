import FocusUITesting
import Testing

/// `Picker` in its three terminal presentations: a drop-down menu, a
/// segmented row and inline rows.
@MainActor @Suite struct PickerTests {
  enum Flavor: String, CaseIterable, Identifiable {
    case chocolate, vanilla, strawberry
    var id: Self { self }
  }

  struct Flavors: View {
    @State var flavor = Flavor.vanilla
    let style: PickerPresentationChoice

    var body: some View {
      VStack(alignment: .leading) {
        Button("Before") {}
        picker
        Text("flavor: \(flavor.rawValue)")
      }
    }

    @ViewBuilder private var picker: some View {
      let picker = Picker("Flavor", selection: $flavor) {
        ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
      }
      switch style {
      case .automatic: picker
      case .segmented: picker.pickerStyle(.segmented)
      case .inline: picker.pickerStyle(.inline)
      }
    }
  }

  enum PickerPresentationChoice {
    case automatic, segmented, inline
  }

  func flavor(_ host: TestHost) -> String {
    host.elements.first { $0.label.hasPrefix("flavor:") }?.label ?? ""
  }

  // MARK: - Menu

  @Test func aMenuPickerShowsItsValueAndUpAndDownChooseWithoutOpening() {
    let host = TestHost(Flavors(style: .automatic), size: Size(width: 40, height: 12))
    #expect(host.screen.contains("Flavor [ Vanilla ▾ ]"))
    host.press(.tab)
    host.press(.tab)
    #expect(host.focusedElement?.role == .picker)
    #expect(host.focusedElement?.value == "Vanilla")
    host.press(.downArrow)
    #expect(flavor(host) == "flavor: strawberry")
    host.press(.downArrow)
    #expect(flavor(host) == "flavor: strawberry")
    host.press(.upArrow)
    host.press(.upArrow)
    #expect(flavor(host) == "flavor: chocolate")
  }

  @Test func returnOpensTheOptionsWithTheCurrentOneCheckedAndAChoiceCloses() {
    let host = TestHost(Flavors(style: .automatic), size: Size(width: 40, height: 12))
    host.press(.tab)
    host.press(.tab)
    host.press(.return)
    #expect(host.screen.contains("✓ Vanilla"))
    #expect(host.element("Vanilla")?.isFocused == true)
    host.press(.downArrow)
    host.press(.return)
    #expect(flavor(host) == "flavor: strawberry")
    #expect(host.screen.contains("Flavor [ Strawberry ▾ ]"))
    #expect(host.focusedElement?.role == .picker)
  }

  @Test func escapeLeavesTheValue() {
    let host = TestHost(Flavors(style: .automatic), size: Size(width: 40, height: 12))
    host.press(.tab)
    host.press(.tab)
    host.press(.space)
    host.press(.downArrow)
    host.press(.escape)
    #expect(flavor(host) == "flavor: vanilla")
  }

  @Test func aClickOnAnOptionChoosesIt() {
    let host = TestHost(Flavors(style: .automatic), size: Size(width: 40, height: 12))
    host.click("Flavor")
    host.click("Chocolate")
    #expect(flavor(host) == "flavor: chocolate")
  }

  // MARK: - Segmented

  @Test func aSegmentedPickerDrawsARowAndLeftAndRightChoose() {
    let host = TestHost(Flavors(style: .segmented), size: Size(width: 50, height: 12))
    #expect(host.screen.contains("Flavor [ Chocolate | Vanilla | Strawberry ]"))
    host.press(.tab)
    host.press(.tab)
    host.press(.rightArrow)
    #expect(flavor(host) == "flavor: strawberry")
    host.press(.leftArrow)
    host.press(.leftArrow)
    #expect(flavor(host) == "flavor: chocolate")
    // Up and down are left to directional focus.
    host.press(.upArrow)
    #expect(host.focusedElement?.label == "Before")
  }

  @Test func theChosenSegmentIsInvertedWithFocusAndUnderlinedWithout() {
    let host = TestHost(Flavors(style: .segmented), size: Size(width: 50, height: 12))
    let row = host.element("Flavor")!.frame.minY
    let vanilla = "Flavor [ Chocolate | ".count
    #expect(host.canvas[vanilla, row].style.isUnderlined)
    #expect(!host.canvas[vanilla, row].style.isInverse)
    host.press(.tab)
    host.press(.tab)
    #expect(host.canvas[vanilla, row].style.isInverse)
    #expect(!host.canvas[2, row].style.isInverse)
  }

  @Test func aClickOnASegmentChoosesIt() {
    let host = TestHost(Flavors(style: .segmented), size: Size(width: 50, height: 12))
    let frame = host.element("Flavor")!.frame
    host.click(at: Point(x: frame.minX + "Flavor [ Chocolate | Vanilla | ".count + 1, y: frame.minY))
    #expect(flavor(host) == "flavor: strawberry")
  }

  // MARK: - Inline

  @Test func anInlinePickerListsItsOptionsAndUpAndDownChoose() {
    let host = TestHost(Flavors(style: .inline), size: Size(width: 40, height: 12))
    #expect(host.screen.contains("Flavor\n( ) Chocolate\n(•) Vanilla\n( ) Strawberry"))
    host.press(.tab)
    host.press(.tab)
    host.press(.downArrow)
    #expect(flavor(host) == "flavor: strawberry")
    #expect(host.screen.contains("(•) Strawberry"))
  }

  @Test func aClickOnAnInlineOptionChoosesIt() {
    let host = TestHost(Flavors(style: .inline), size: Size(width: 40, height: 12))
    let frame = host.element("Flavor")!.frame
    host.click(at: Point(x: frame.minX + 4, y: frame.minY + 1))
    #expect(flavor(host) == "flavor: chocolate")
  }

  // MARK: - Options

  @Test func explicitTagsOptionalSelectionsAndDisabledOptions() {
    struct Sizes: View {
      @State var size: String? = nil
      var body: some View {
        VStack {
          Picker("Size", selection: $size) {
            Text("None").tag(String?.none)
            Text("Small").tag("S")
            Text("Medium").tag("M").disabled(true)
            Text("Large").tag("L")
          }
          .pickerStyle(.inline)
          Text("size: \(size ?? "nil")")
        }
      }
    }
    let host = TestHost(Sizes(), size: Size(width: 30, height: 10))
    #expect(host.screen.contains("(•) None"))
    host.press(.tab)
    host.press(.downArrow)
    host.press(.downArrow)
    #expect(host.element("size: L") != nil)
    host.press(.upArrow)
    #expect(host.element("size: S") != nil)
  }

  @Test func aSelectionMatchingNoOptionWarnsOnce() {
    struct Unmatched: View {
      @State var choice = 9
      var body: some View {
        Picker("Choice", selection: $choice) {
          Text("One").tag(1)
          Text("Two").tag(2)
        }
      }
    }
    let host = TestHost(Unmatched(), size: Size(width: 30, height: 4))
    #expect(host.screen.contains("Choice [  ▾ ]"))
    host.resize(to: Size(width: 31, height: 4))
    #expect(host.runtimeWarnings.filter { $0.contains("matches no option") }.count == 1)
  }

  @Test func optionsAreNotInTheFocusOrderAndThePickerIsSkippedWithKeyboardNavigationOff() {
    struct Skipped: View {
      @State var flavor = Flavor.vanilla
      var body: some View {
        VStack {
          Picker("Flavor", selection: $flavor) {
            ForEach(Flavor.allCases) { Text($0.rawValue) }
          }
          TextField("Name", text: .constant(""))
        }
        .environment(\.keyboardNavigation, .textFieldsOnly)
      }
    }
    let host = TestHost(Skipped(), size: Size(width: 30, height: 6))
    host.press(.tab)
    #expect(host.focusedElement?.role == .textField)
  }

  @Test func aPickerReadsAsAPopUpButtonWithItsValue() {
    let host = TestHost(Flavors(style: .automatic), size: Size(width: 40, height: 12))
    let picker = host.accessibilityElements.first { $0.label == "Flavor" }
    #expect(picker?.announcement == "Flavor, pop up button, Vanilla")
  }

  @Test func aPickerInAMenuIsASubmenuWithTheValueChecked() {
    struct InMenu: View {
      @State var flavor = Flavor.vanilla
      var body: some View {
        VStack {
          Menu("Options") {
            Picker("Flavor", selection: $flavor) {
              ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
            }
          }
          Text("flavor: \(flavor.rawValue)")
        }
      }
    }
    let host = TestHost(InMenu(), size: Size(width: 40, height: 12))
    host.press(.tab)
    host.press(.return)
    host.press(.rightArrow)
    #expect(host.element("Vanilla")?.isSelected == true)
    host.press(.upArrow)
    host.press(.return)
    #expect(host.element("flavor: chocolate") != nil)
  }
}
