import FocusUITesting
import Testing

/// `speechSpellsOutCharacters`, `accessibilityIgnoresInvertColors` and
/// `colorSchemeContrast`.
@MainActor @Suite struct SpeechAndDisplayTests {
  @Test func spelledTextIsAnnouncedCharacterByCharacter() {
    let host = TestHost(
      VStack {
        Text("APPL").speechSpellsOutCharacters()
        Text("Code ") + Text("X7").speechSpellsOutCharacters()
        Text("25").accessibilityElement().accessibilityLabel("25").speechSpellsOutCharacters()
        Text("Plain")
      })
    #expect(host.accessibilityElements.map(\.announcement) == ["A P P L", "Code X 7", "2 5", "Plain"])
    #expect(host.accessibilityElements.map(\.label) == ["APPL", "Code X7", "25", "Plain"])
  }

  @Test func aSpelledFieldSpellsItsValue() {
    struct Code: View {
      @State private var code = "AB12"
      var body: some View { TextField("Code", text: $code).speechSpellsOutCharacters() }
    }
    let host = TestHost(Code())
    #expect(host.accessibilityElements.first?.announcement == "Code, text field, A B 1 2")
  }

  @Test func ignoringInvertColorsChangesNothingATerminalShows() {
    let plain = TestHost(Text("Sunset"), size: Size(width: 10, height: 1))
    let ignoring = TestHost(Text("Sunset").accessibilityIgnoresInvertColors(), size: Size(width: 10, height: 1))
    #expect(plain.canvas == ignoring.canvas)
    #expect(plain.accessibilityElements.map(\.announcement) == ignoring.accessibilityElements.map(\.announcement))
  }

  struct DueDate: View {
    @Environment(\.colorSchemeContrast) private var contrast
    var body: some View {
      Text(contrast == .standard ? "Standard" : "Increased")
    }
  }

  @Test func theTerminalReadsStandardContrast() {
    let host = TestHost(DueDate())
    #expect(host.element("Standard") != nil)
    #expect(ColorSchemeContrast.allCases == [.standard, .increased])
  }
}
