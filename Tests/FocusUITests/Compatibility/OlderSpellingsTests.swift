import FocusUITesting
import Testing

/// The focus API's older and platform spellings, as public samples use
/// them: `focusable(_:onFocusChange:)`, the card button style, hover
/// effects, and text fields with `onCommit`, `onEditingChanged` or a view
/// for a label.
@MainActor @Suite struct OlderSpellingsTests {
  @MainActor @Observable final class Log {
    var lines: [String] = []
  }

  struct Posters: View {
    let log: Log
    var body: some View {
      VStack {
        Text("Dune").focusable(true) { log.lines.append("Dune \($0)") }
        Text("Alien").focusable { log.lines.append("Alien \($0)") }
      }
    }
  }

  @Test func focusableWithOnFocusChangeReportsGainingAndLosingFocus() {
    let log = Log()
    let host = TestHost(Posters(log: log))
    #expect(log.lines.isEmpty, "nothing is reported for the focus a view appears with")
    host.press(.tab)
    #expect(log.lines == ["Dune true"])
    host.press(.tab)
    #expect(log.lines == ["Dune true", "Dune false", "Alien true"])
  }

  struct Shelf: View {
    @State private var played = "nothing"
    var body: some View {
      VStack {
        Button("Play") { played = "Play" }.buttonStyle(.card).hoverEffect(.lift)
        Button("Trailer") { played = "Trailer" }.buttonStyle(CardButtonStyle()).hoverEffect()
        Text("played: \(played)")
      }
    }
  }

  @Test func aCardButtonIsABorderedFocusStopAndAHoverEffectChangesNothing() {
    let host = TestHost(Shelf())
    #expect(host.screen.contains("[ Play ]"))
    host.press(.tab)
    host.press(.tab)
    #expect(host.focusedElement?.label == "Trailer")
    host.press(.return)
    #expect(host.element("played: Trailer") != nil)
  }

  struct OldForm: View {
    let log: Log
    @State private var name = ""
    @State private var email = ""
    var body: some View {
      VStack {
        TextField("Name", text: $name, onEditingChanged: { log.lines.append("editing \($0)") }) {
          log.lines.append("commit \(name)")
        }
        TextField("Email", text: $email, onCommit: { log.lines.append("commit \(email)") })
          .onSubmit { log.lines.append("submit") }
        TextField(text: $email, prompt: Text("Required")) { Text("Work email") }
        TextField(text: $email) { Label("Backup email", systemImage: "envelope") }
      }
    }
  }

  @Test func onEditingChangedHearsFocusComingAndGoingAndOnCommitHearsReturn() {
    let log = Log()
    let host = TestHost(OldForm(log: log))
    host.press(.tab)
    host.type("Ada")
    host.press(.return)
    host.press(.tab)
    #expect(log.lines == ["editing true", "commit Ada", "editing false"])
    host.type("a@b")
    host.press(.return)
    #expect(log.lines.suffix(2) == ["commit a@b", "submit"], "onCommit runs before the onSubmit around it")
  }

  @Test func aFieldLabelledByAViewIsTitledByItsText() {
    let host = TestHost(OldForm(log: Log()))
    #expect(host.element("Work email")?.role == .textField)
    #expect(host.element("Backup email")?.role == .textField)
    #expect(host.screen.contains("Required"), "the prompt shows while the field is empty")
  }

  struct Effects: View {
    let isAffected: Bool
    var body: some View {
      let card = Text("Card").frame(width: 64)
      if isAffected {
        card.scaleEffect(1.2).rotationEffect(.degrees(15)).ignoresSafeArea().scrollClipDisabled()
          .scrollTargetBehavior(.viewAligned).edgesIgnoringSafeArea(.all)
      } else {
        card
      }
    }
  }

  @Test func effectsATerminalCannotDrawLeaveTheViewAsItIs() {
    #expect(TestHost(Effects(isAffected: true)).screen == TestHost(Effects(isAffected: false)).screen)
  }

  struct Masked: View {
    let isMasked: Bool
    var body: some View {
      let text = Text("Longer than its frame").lineLimit(1).fixedSize().frame(width: 48, alignment: .leading)
      HStack(spacing: 0) {
        if isMasked { text.mask { Rectangle() } } else { text.clipped() }
        Text("|")
      }
    }
  }

  @Test func aMaskClipsTheViewToItsFrameAsClippedDoes() {
    #expect(TestHost(Masked(isMasked: true)).screen == TestHost(Masked(isMasked: false)).screen)
    #expect(TestHost(Masked(isMasked: true)).screen.hasPrefix("Longer|"))
  }

  struct Carousel: View {
    var body: some View {
      ScrollView(.horizontal) {
        LazyHStack(spacing: 8) {
          ForEach(0..<6, id: \.self) { index in
            Text("Card \(index)").focusable().containerRelativeFrame(.horizontal, count: 3, spacing: 8)
          }
        }
      }
      .frame(width: .columns(32), height: .rows(1))
    }
  }

  @Test func containerRelativeFrameSharesTheScrollViewsWidth() {
    let host = TestHost(Carousel(), size: Size(width: 32, height: 3))
    let starts = host.elements.filter { $0.label.hasPrefix("Card") }.map(\.frame.minX)
    // (32 columns − 2 gaps of 1) / 3 = 10 columns a card, 11 from one to
    // the next; each label (6 columns) centered in its 10.
    // (A card's text and its focusable wrapper are two elements.)
    #expect(Array(Set(starts)).sorted().prefix(3) == [2, 13, 24])
  }
}
