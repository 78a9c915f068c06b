import FocusUITesting
import Foundation
import Testing

@MainActor @Suite struct TextStylingTests {
  @Test func concatenatedTextKeepsEachPartsStyle() {
    let host = TestHost(
      Text("Total ") + Text("12").bold().foregroundColor(.green) + Text(" EUR").italic(),
      size: Size(width: 20, height: 1))
    #expect(host.screen == "Total 12 EUR")
    #expect(host.canvas.style(of: "Total")?.isBold == false)
    #expect(host.canvas.style(of: "12") == CellStyle(foreground: .green, isBold: true))
    #expect(host.canvas.style(of: "EUR")?.isItalic == true)
    #expect(host.element("Total 12 EUR")?.role == .text)
  }

  @Test func aModifierOnJoinedTextStylesOnlyThePartsThatSetNothing() {
    let host = TestHost(
      (Text("red").foregroundColor(.red) + Text(" blue")).foregroundColor(.blue), size: Size(width: 10, height: 1))
    #expect(host.canvas.style(of: "red")?.foreground == .red)
    #expect(host.canvas.style(of: "blue")?.foreground == .blue)
  }

  @Test func concatenatedTextWrapsAsOneString() {
    let host = TestHost(Text("one two ") + Text("three").bold(), size: Size(width: 9, height: 2))
    #expect(host.screen == "one two\nthree")
    #expect(host.canvas.style(of: "three")?.isBold == true)
  }

  @Test func interpolatedTextKeepsItsStyleAndFormatsValues() {
    let count = 3
    let host = TestHost(Text("Bake \(count) trays for \(Text("20 min").bold())"), size: Size(width: 30, height: 1))
    #expect(host.screen == "Bake 3 trays for 20 min")
    #expect(host.canvas.style(of: "20 min")?.isBold == true)
    #expect(host.canvas.style(of: "Bake")?.isBold == false)
  }

  @Test func verbatimTextShowsItsCharactersAsTheyAre() {
    let host = TestHost(Text(verbatim: "**not bold** \\(x)"), size: Size(width: 20, height: 1))
    #expect(host.screen == "**not bold** \\(x)")
  }

  @Test func formattedTextUsesTheFormatStyle() {
    let host = TestHost(
      VStack(alignment: .leading) {
        Text(0.25, format: .percent)
        Text(1234, format: .number)
        Text(["flour", "eggs", "milk"], format: .list(type: .and))
        Text("\(2.5, specifier: "%.2f") kg")
      }, size: Size(width: 30, height: 4))
    let lines = host.screen.split(separator: "\n").map(String.init)
    #expect(lines[0] == "25%")
    #expect(lines[1] == "1,234")
    #expect(lines[2] == "flour, eggs, and milk")
    #expect(lines[3] == "2.50 kg")
  }

  @Test func currencyFormatShowsTheCurrency() {
    let host = TestHost(Text(4.5, format: .currency(code: "USD")), size: Size(width: 20, height: 1))
    #expect(host.screen.contains("4.50"))
    #expect(host.screen.contains("$") || host.screen.contains("USD"))
  }

  @Test func dateStylesShowTheDateOrADistanceFromNow() {
    // Distances with room for the time the test takes: two units are shown.
    let host = TestHost(
      VStack(alignment: .leading) {
        Text(Date().addingTimeInterval(7530), style: .relative)
        Text(Date().addingTimeInterval(-(86400 + 3600 + 20)), style: .offset)
        Text(Date(timeIntervalSince1970: 86400 * 365), style: .date)
        Text("due \(Date().addingTimeInterval(7530), style: .relative)")
      }, size: Size(width: 30, height: 4))
    let lines = host.screen.split(separator: "\n").map(String.init)
    #expect(lines[0] == "2 hours, 5 minutes")
    #expect(lines[1] == "-1 day, 1 hour")
    #expect(lines[2].contains("1971"))
    #expect(lines[3] == "due 2 hours, 5 minutes")
  }

  @Test func titleFontsAndHeavyWeightsDrawBoldLightWeightsDim() {
    let host = TestHost(
      VStack(alignment: .leading) {
        Text("Title").font(.title)
        Text("Head").font(.headline)
        Text("Body").font(.body)
        Text("Semi").fontWeight(.semibold)
        Text("Light").font(.system(size: 13, weight: .light))
        Text("Caption").font(.caption.bold())
        Text("Regular").font(.title).fontWeight(.regular)
      }, size: Size(width: 10, height: 7))
    #expect(host.canvas.style(of: "Title")?.isBold == true)
    #expect(host.canvas.style(of: "Head")?.isBold == true)
    #expect(host.canvas.style(of: "Body")?.isBold == false)
    #expect(host.canvas.style(of: "Semi")?.isBold == true)
    #expect(host.canvas.style(of: "Light")?.isDim == true)
    #expect(host.canvas.style(of: "Caption")?.isBold == true)
    #expect(host.canvas.style(of: "Regular")?.isBold == false)
  }

  @Test func fontOnAContainerReachesTheTextInside() {
    let host = TestHost(
      VStack(alignment: .leading) {
        Text("A")
        Text("B").font(.body)
      }.font(.largeTitle), size: Size(width: 4, height: 2))
    #expect(host.canvas[0, 0].style.isBold)
    #expect(!host.canvas[0, 1].style.isBold)
  }

  @Test func italicUnderlineAndStrikethroughBecomeCellAttributes() {
    let host = TestHost(
      VStack(alignment: .leading) {
        Text("it").italic()
        Text("un").underline()
        Text("st").strikethrough()
        Text("no").strikethrough(false)
        Text("vi").italic().underline(true, color: .red)
      }.strikethrough(false), size: Size(width: 4, height: 5))
    #expect(host.canvas.style(of: "it")?.isItalic == true)
    #expect(host.canvas.style(of: "un")?.isUnderlined == true)
    #expect(host.canvas.style(of: "st")?.isStrikethrough == true)
    #expect(host.canvas.style(of: "no")?.isStrikethrough == false)
    #expect(host.canvas.style(of: "vi")?.isUnderlined == true)
  }

  @Test func viewModifiersStyleTheTextBelow() {
    let host = TestHost(
      VStack(alignment: .leading) {
        Text("a")
        Text("b")
      }
      .italic().underline().fontWeight(.bold), size: Size(width: 2, height: 2))
    for row in 0..<2 {
      let style = host.canvas[0, row].style
      #expect(style.isItalic && style.isUnderlined && style.isBold)
    }
  }

  @Test func lineLimitCutsTextWithAnEllipsis() {
    let host = TestHost(
      Text("The quick brown fox jumps over the lazy dog").lineLimit(2), size: Size(width: 12, height: 5))
    #expect(host.screen == "The quick\nbrown fox…\n\n\n")
    #expect(host.element("The quick brown fox jumps over the lazy dog")?.frame.size == Size(width: 10, height: 2))
  }

  @Test func oneLineTextIsCutAtTheHeadOrMiddleWhenAsked() {
    let host = TestHost(
      VStack(alignment: .leading) {
        Text("abcdefghijkl").lineLimit(1)
        Text("abcdefghijkl").lineLimit(1).truncationMode(.head)
        Text("abcdefghijkl").lineLimit(1).truncationMode(.middle)
      }, size: Size(width: 7, height: 3))
    #expect(host.screen == "abcdef…\n…ghijkl\nabc…jkl")
  }

  @Test func lineLimitWithReservedSpaceKeepsItsRows() {
    let host = TestHost(
      VStack(alignment: .leading) {
        Text("short").lineLimit(3, reservesSpace: true)
        Text("after")
      }, size: Size(width: 10, height: 5))
    #expect(host.screen == "short\n\n\nafter\n")
  }

  @Test func aLineLimitOfZeroShowsNothingAndNegativeIsZero() {
    let host = TestHost(
      VStack(alignment: .leading) {
        Text("hidden").lineLimit(0)
        Text("gone").lineLimit(-4)
        Text("shown")
      }, size: Size(width: 10, height: 3))
    #expect(host.screen == "shown\n\n")
  }

  @Test func multilineTextAlignmentLinesUpEachLine() {
    let host = TestHost(
      VStack(alignment: .leading) {
        Text("aaaa bb").multilineTextAlignment(.center)
        Text("aaaa bb").multilineTextAlignment(.trailing)
      }, size: Size(width: 5, height: 4))
    #expect(host.screen == "aaaa\n bb\naaaa\n  bb")
  }

  @Test func textCaseChangesTheDrawnCaseNotTheLabel() {
    let host = TestHost(Text("Ingredients").textCase(.uppercase), size: Size(width: 12, height: 1))
    #expect(host.screen == "INGREDIENTS")
    #expect(host.element("Ingredients") != nil)
  }

  @Test func redactedTextShowsDimBlocksOfTheSameWidth() {
    let host = TestHost(
      VStack(alignment: .leading) {
        Text("Pancakes 4")
        Text("Loading").unredacted()
      }.redacted(reason: .placeholder), size: Size(width: 12, height: 2))
    #expect(host.screen == "████████ █\nLoading")
    #expect(host.canvas[0, 0].style.isDim)
    #expect(host.element("Pancakes 4") != nil)
  }

  @Test func anEmptyRedactionReasonChangesNothing() {
    let host = TestHost(Text("Shown").redacted(reason: []), size: Size(width: 6, height: 1))
    #expect(host.screen == "Shown")
  }

  @Test func noOpTypographyModifiersKeepTheText() {
    let host = TestHost(
      Text("12:30").monospacedDigit().kerning(2).tracking(1).baselineOffset(3).monospaced()
        .font(.system(.body, design: .monospaced)),
      size: Size(width: 6, height: 1))
    #expect(host.screen == "12:30")
  }
}

@MainActor @Suite struct MarkdownTextTests {
  @Test func literalMarkdownStylesTheText() {
    let host = TestHost(
      Text("**Tip:** rest it *overnight*, ~~not~~ `2h`"), size: Size(width: 40, height: 1))
    #expect(host.screen == "Tip: rest it overnight, not 2h")
    #expect(host.canvas.style(of: "Tip:")?.isBold == true)
    #expect(host.canvas.style(of: "rest")?.isBold == false)
    #expect(host.canvas.style(of: "overnight")?.isItalic == true)
    #expect(host.canvas.style(of: "not")?.isStrikethrough == true)
    #expect(host.element("Tip: rest it overnight, not 2h") != nil)
  }

  @Test func markdownSpansInterpolationsButNeverReadsThem() {
    let name = "*Ada*"
    let host = TestHost(Text("Hello **\(name)**"), size: Size(width: 20, height: 1))
    #expect(host.screen == "Hello *Ada*")
    #expect(host.canvas.style(of: "*Ada*")?.isBold == true)
  }

  @Test func starsWithSpacesAroundThemAndUnmatchedOnesStay() {
    let host = TestHost(
      VStack(alignment: .leading) {
        Text("5 * 3 * 2")
        Text("a **b")
        Text("\\*not italic\\*")
      }, size: Size(width: 20, height: 3))
    #expect(host.screen == "5 * 3 * 2\na **b\n*not italic*")
  }

  @Test func linksShowTheirTextUnderlinedInTheTint() {
    let host = TestHost(Text("See [the guide](https://example.com) first"), size: Size(width: 30, height: 1))
    #expect(host.screen == "See the guide first")
    #expect(host.canvas.style(of: "guide")?.isUnderlined == true)
    #expect(host.canvas.style(of: "guide")?.foreground == .accentColor)
    #expect(host.canvas.style(of: "first")?.isUnderlined == false)
  }

  @Test func verbatimAndStringTextIsNeverMarkdown() {
    let title = "**raw**"
    let host = TestHost(
      VStack(alignment: .leading) {
        Text(title)
        Text(verbatim: "**raw**")
      }, size: Size(width: 10, height: 2))
    #expect(host.screen == "**raw**\n**raw**")
  }
}
