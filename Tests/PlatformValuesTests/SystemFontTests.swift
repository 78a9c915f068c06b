import FocusUITesting
import SwiftUI
import Testing

/// UIKit's and AppKit's fonts are SwiftUI's fonts of the same text style,
/// size and weight, and draw as those do in the terminal.
@MainActor @Suite struct SystemFontTests {
  func cell(_ font: Font) -> CellStyle {
    TestHost(Text("Dinner").font(font), size: Size(width: 10, height: 1)).canvas[0, 0].style
  }

  @Test func aTextStylesFontIsThatTextStyle() {
    #expect(Font(UIFont.preferredFont(forTextStyle: .headline)) == .headline)
    #expect(Font(UIFont.preferredFont(forTextStyle: .body)) == .body)
    #expect(Font(UIFont.preferredFont(forTextStyle: .title1)) == .title)
    #expect(Font(UIFont.preferredFont(forTextStyle: .caption1)) == .caption)
    #expect(Font(NSFont.preferredFont(forTextStyle: .largeTitle)) == .largeTitle)
    // A headline draws bold, the body regular, as `.headline` and `.body` do.
    #expect(cell(Font(UIFont.preferredFont(forTextStyle: .headline))).isBold)
    #expect(!cell(Font(UIFont.preferredFont(forTextStyle: .body))).isBold)
  }

  @Test func pointSizesAreThePlatformsDefaults() {
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    #expect(UIFont.preferredFont(forTextStyle: .caption2).pointSize == 11)
    #expect(NSFont.preferredFont(forTextStyle: .body).pointSize == 13)
    #expect(UIFont.systemFont(ofSize: 15).withSize(20).pointSize == 20)
  }

  @Test func aSystemFontKeepsItsSizeAndWeight() {
    #expect(Font(UIFont.systemFont(ofSize: 15, weight: .semibold)) == .system(size: 15, weight: .semibold))
    #expect(Font(UIFont.boldSystemFont(ofSize: 12)) == .system(size: 12, weight: .bold))
    #expect(Font(NSFont.systemFont(ofSize: 11, weight: .light)) == .system(size: 11, weight: .light))
    #expect(cell(Font(UIFont.systemFont(ofSize: 15, weight: .semibold))).isBold)
    #expect(!cell(Font(UIFont.systemFont(ofSize: 15, weight: .regular))).isBold)
    #expect(cell(Font(UIFont.systemFont(ofSize: 15, weight: .ultraLight))).isDim)
    #expect(cell(Font(UIFont.italicSystemFont(ofSize: 15))).isItalic)
  }

  @Test func aNamedFontIsAlwaysFoundAndDrawnInTheTerminalsFace() throws {
    let font = try #require(UIFont(name: "Avenir-Heavy", size: 18))
    #expect(font.fontName == "Avenir-Heavy")
    #expect(Font(font) == .custom("Avenir-Heavy", size: 18))
  }
}
