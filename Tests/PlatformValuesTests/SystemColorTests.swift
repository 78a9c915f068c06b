import FocusUITesting
import SwiftUI
import Testing

@testable import FocusUITerminal
@testable import FocusUIWeb

/// UIKit's and AppKit's colors, which `import SwiftUI` brings along as on
/// Apple's platforms, mean in the terminal and the browser what Apple's
/// semantic colors mean in the dark appearance.
@MainActor @Suite struct SystemColorTests {
  /// The style of the cell at (x, y) of `view` drawn alone.
  func style(of view: some View, at x: Int = 0, _ y: Int = 0) -> CellStyle {
    TestHost(view, size: Size(width: 12, height: 1)).canvas[x, y].style
  }

  func terminalSGR(_ style: CellStyle) -> String { FrameWriter(colors: .trueColor).sgr(style) }

  @Test func labelsAreTheForegroundAndSecondaryLabelsDrawDim() {
    #expect(Color(uiColor: .label) == .primary)
    #expect(Color(.secondaryLabel) == .secondary)
    #expect(Color(nsColor: .labelColor) == .primary)
    #expect(Color(nsColor: .secondaryLabelColor) == .secondary)
    // The terminal draws the secondary label dim in the default foreground.
    let secondary = style(of: Text("Total").foregroundColor(Color(.secondaryLabel)))
    #expect(terminalSGR(secondary) == "\u{1B}[0;2m")
    #expect(terminalSGR(style(of: Text("Total").foregroundColor(Color(.label)))) == "\u{1B}[0m")
  }

  @Test func systemTintsAreSwiftUIsColorsOfTheSameName() {
    #expect(Color(.systemBlue) == .blue)
    #expect(Color(UIColor.systemRed) == .red)
    #expect(Color(uiColor: .systemOrange) == .orange)
    #expect(Color(nsColor: .systemGreen) == .green)
    #expect(Color(nsColor: .controlAccentColor) == .accentColor)
    #expect(Color(.tintColor) == .accentColor)
    // Drawn in the terminal's palette blue, as `Color.blue` is.
    #expect(terminalSGR(style(of: Text("Go").foregroundColor(Color(.systemBlue)))) == "\u{1B}[0;34m")
  }

  @Test func theSystemBackgroundIsTheTerminalsOwnAndDrawsNothing() {
    let card = style(of: Text("Card").background(Color(.systemBackground)))
    #expect(card.background == Color(uiColor: .systemBackground))
    #expect(terminalSGR(card) == "\u{1B}[0m")
    let window = style(of: Text("Card").background(Color(nsColor: .windowBackgroundColor)))
    #expect(terminalSGR(window) == "\u{1B}[0m")
    // In the browser the page's own background shows: no background style.
    #expect(!WebPalette.css(for: card).contains("background"))
  }

  @Test func secondaryBackgroundsAreApplesDarkCardGrays() {
    // #1C1C1E and #2C2C2E over black, as Apple's dark appearance draws them.
    let card = style(of: Text("Card").background(Color(.secondarySystemBackground)))
    #expect(terminalSGR(card) == "\u{1B}[0;48;2;28;28;28m")
    let inner = style(of: Text("Card").background(Color(.tertiarySystemGroupedBackground)))
    #expect(terminalSGR(inner) == "\u{1B}[0;48;2;44;44;44m")
  }

  @Test func textInTheBackgroundColorOnAFillIsDarkAsInTheDarkAppearance() {
    let button = style(of: Text("Go").foregroundColor(Color(.systemBackground)).background(Color.blue))
    #expect(terminalSGR(button) == "\u{1B}[0;30;44m")
  }

  @Test func withAlphaComponentReplacesTheOpacity() {
    let clear = Color(UIColor.white.withAlphaComponent(0))
    #expect(clear.isClear)
    // A clear text color conceals the characters.
    #expect(terminalSGR(style(of: Text("Hidden").foregroundColor(clear))) == "\u{1B}[0;8m")
    #expect(Color(UIColor.secondaryLabel.withAlphaComponent(1)) == .primary)
    #expect(Color(UIColor.black.withAlphaComponent(0.5).withAlphaComponent(0.25)) == Color.black.opacity(0.25))
    #expect(Color(nsColor: NSColor.systemRed.withAlphaComponent(0.5)) == Color.red.opacity(0.5))
  }

  @Test func aNamedColorMeansWhatColorOfTheSameNameMeans() throws {
    #expect(Color(try #require(UIColor(named: "AccentColor"))) == .accentColor)
    #expect(Color(nsColor: try #require(NSColor(named: "red"))) == .red)
    #expect(Color(try #require(UIColor(named: "Brand"))) == Color("Brand"))
  }

  @Test func componentColorsAreTheColorsOfTheSameComponents() {
    #expect(Color(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)) == Color(red: 1, green: 0.5, blue: 0))
    #expect(Color(UIColor(white: 0.5, alpha: 0.5)) == Color(white: 0.5, opacity: 0.5))
    #expect(Color(nsColor: NSColor(calibratedRed: 0, green: 0, blue: 1, alpha: 1)) == Color(red: 0, green: 0, blue: 1))
    #expect(Color(UIColor(Color.mint)) == .mint)
  }
}
