import FocusUITesting
import Testing

/// `Image`, `Label`, `labelStyle` and `LabeledContent`.
@MainActor @Suite struct ImageAndLabelTests {
  @Test func symbolsDrawAsGlyphsAndUnknownOnesAsText() {
    let host = TestHost(
      HStack {
        Image(systemName: "star.fill")
        Image(systemName: "heart")
        Image(systemName: "figure.walk")
        Image("pancakes")
      }, size: Size(width: 30, height: 2))
    #expect(host.screen.hasPrefix("★ ♡ ‹figure› ▣"))
  }

  @Test func imagesAreReadByTheirNames() {
    let host = TestHost(
      VStack {
        Image(systemName: "star.fill")
        Image("pancakes")
        Image(decorative: "border")
      }, size: Size(width: 30, height: 4))
    let images = host.accessibilityElements.filter { $0.traits.contains(.isImage) }.map(\.label)
    #expect(images == ["star", "pancakes"])
  }

  @Test func symbolVariantFillDrawsTheFilledGlyph() {
    let host = TestHost(
      Image(systemName: "heart").symbolVariant(.fill).imageScale(.large), size: Size(width: 5, height: 1))
    #expect(host.screen.hasPrefix("♥"))
  }

  @Test func labelStylesShowTitleIconOrBoth() {
    let host = TestHost(
      VStack(alignment: .leading) {
        Label("Cart", systemImage: "cart")
        Label("Title", systemImage: "star").labelStyle(.titleOnly)
        Label("Icon", systemImage: "heart").labelStyle(.iconOnly)
        Label("Both", systemImage: "plus").labelStyle(.titleAndIcon)
      }, size: Size(width: 20, height: 5))
    #expect(host.screen.hasPrefix("⛟ Cart\nTitle\n♡\n+ Both"))
    #expect(host.accessibilityElements.map(\.label).contains("Icon"))
  }

  @Test func aLabelInAButtonIsDrawnAndTheButtonIsNamedByTheTitle() {
    let host = TestHost(
      VStack(alignment: .leading) {
        Button {
        } label: {
          Label("Add Item", systemImage: "plus")
        }
        Button {
        } label: {
          Label("Compose", systemImage: "square.and.pencil")
        }.labelStyle(.iconOnly)
      }, size: Size(width: 20, height: 3))
    #expect(host.screen.hasPrefix("[ + Add Item ]\n[ ✎ ]"))
    #expect(host.element("Add Item")?.role == .button)
    #expect(host.element("Compose")?.role == .button)
  }

  @Test func buttonsAndTogglesTakeASystemImage() {
    struct Row: View {
      @State var isFavorite = true
      var body: some View {
        VStack(alignment: .leading) {
          Button("Add", systemImage: "plus") {}
          Button("Delete", systemImage: "trash", role: .destructive) {}
          Toggle("Favorite", systemImage: "star", isOn: $isFavorite)
        }
      }
    }
    let host = TestHost(Row(), size: Size(width: 20, height: 3))
    #expect(host.screen == "[ + Add ]\n[ ⌫ Delete ]\n[x] ☆ Favorite")
    #expect(host.element("Delete")?.role == .button)
    #expect(host.element("Favorite")?.value == "on")
  }

  struct Vertical: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(alignment: .leading) {
        configuration.icon
        configuration.title
      }
    }
  }

  @Test func aCustomLabelStyleArrangesTitleAndIcon() {
    let host = TestHost(Label("Inbox", systemImage: "tray").labelStyle(Vertical()), size: Size(width: 10, height: 3))
    #expect(host.screen.hasPrefix("⊔\nInbox"))
  }

  @Test func labeledContentPutsTheValueAtTheTrailingEdgeAndReadsAsOne() {
    let host = TestHost(LabeledContent("Servings", value: "4"), size: Size(width: 16, height: 1))
    #expect(host.screen == "Servings       4")
    #expect(host.accessibilityElements.map(\.label) == ["Servings, 4"])
  }

  @Test func labeledContentHoldsAControl() {
    struct Row: View {
      @State var on = false
      var body: some View {
        LabeledContent("Sound") { Toggle("On", isOn: $on) }
      }
    }
    let host = TestHost(Row(), size: Size(width: 20, height: 1))
    #expect(host.screen == "Sound         [ ] On")
    host.press(.tab)
    #expect(host.focusedElement?.label == "On")
  }
}
