import FocusUITesting
import Testing

/// `preferredColorScheme` and `colorScheme`: what the views inside read.
@MainActor @Suite struct ColorSchemeTests {
  struct SchemeLabel: View {
    @Environment(\.colorScheme) private var colorScheme
    var body: some View { Text(colorScheme == .dark ? "scheme: dark" : "scheme: light") }
  }

  func scheme(_ view: some View) -> String {
    TestHost(view, size: Size(width: 20, height: 1)).screen.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  @Test func theHostsReadDarkUntilAViewPrefersAScheme() {
    #expect(scheme(SchemeLabel()) == "scheme: dark")
    #expect(scheme(SchemeLabel().preferredColorScheme(.light)) == "scheme: light")
    #expect(scheme(SchemeLabel().colorScheme(.light)) == "scheme: light")
  }

  @Test func noPreferenceKeepsTheSchemeFromAbove() {
    #expect(scheme(SchemeLabel().preferredColorScheme(nil).preferredColorScheme(.light)) == "scheme: light")
    #expect(scheme(SchemeLabel().preferredColorScheme(nil)) == "scheme: dark")
  }
}
