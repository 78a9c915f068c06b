import FocusUITesting
import Foundation
import Testing

@MainActor @Suite struct DecorationTests {
  @Test func aBackgroundColorsTheCellsAndTheTextKeepsIt() {
    let host = TestHost(Text(" Hi ").background(.blue), size: Size(width: 6, height: 1))
    #expect(host.screen == " Hi")
    for x in 0..<4 { #expect(host.canvas[x, 0].style.background == .blue) }
    #expect(host.canvas[1, 0].style.foreground == nil)
    #expect(host.canvas[4, 0].style.background == nil)
  }

  @Test func aBackgroundInACapsuleHasRoundEnds() {
    let host = TestHost(Text(" vegan ").background(.green, in: Capsule()), size: Size(width: 9, height: 1))
    #expect(host.screen == "▐vegan▌")
    #expect(host.canvas.style(of: "vegan")?.background == .green)
    #expect(host.canvas[0, 0].style.foreground == .green)
  }

  @Test func aBackgroundViewIsDrawnBehindTheContentInItsFrame() {
    let host = TestHost(
      VStack(alignment: .leading, spacing: 0) {
        Text("abc")
        Text("d")
      }
      .background { RoundedRectangle(cornerRadius: 8).stroke(.gray) },
      size: Size(width: 5, height: 2))
    #expect(host.screen == "abc\nd─╯")
  }

  @Test func theOlderBackgroundAndOverlaySpellingsTakeViews() {
    let host = TestHost(
      Text("ab").background(Color.red).overlay(Text("X"), alignment: .trailing), size: Size(width: 3, height: 1))
    #expect(host.screen == "aX")
    #expect(host.canvas[0, 0].style.background == .red)
  }

  @Test func anOverlayIsAlignedOverTheContent() {
    let host = TestHost(
      Text("Recipe").overlay(alignment: .topTrailing) { Text("★").foregroundStyle(.yellow) },
      size: Size(width: 8, height: 1))
    #expect(host.screen == "Recip★")
    #expect(host.canvas.style(of: "★")?.foreground == .yellow)
    #expect(host.elements.filter { $0.role == .text }.map(\.label) == ["Recipe", "★"])
  }

  @Test func anOverlayStyleTintsTheCellsAndKeepsTheText() {
    let host = TestHost(Text("Hi").overlay(Color.red.opacity(0.5)), size: Size(width: 3, height: 1))
    #expect(host.screen == "Hi")
    #expect(host.canvas[0, 0].style.background == Color.red.opacity(0.5))
  }

  @Test func aBorderGrowsTheViewByACellAndDrawsABox() {
    let host = TestHost(
      VStack(alignment: .leading, spacing: 0) {
        Text("Card").border(.gray)
        Text("next")
      }, size: Size(width: 8, height: 4))
    #expect(host.screen == "┌────┐\n│Card│\n└────┘\nnext")
    #expect(host.element("Card")?.frame == Rect(x: 1, y: 1, width: 4, height: 1))
    #expect(host.canvas[0, 0].style.foreground == .gray)
  }

  @Test func aCornerRadiusAroundABorderRoundsItsCorners() {
    let host = TestHost(
      VStack(alignment: .leading, spacing: 0) {
        Text("A").border(.gray).cornerRadius(8)
        Text("B").cornerRadius(8).border(.gray)
        Text("C").border(.gray, width: 2).clipShape(Capsule())
        Text("D").border(.gray).clipShape(Rectangle())
      }, size: Size(width: 3, height: 12))
    #expect(
      host.screen == "╭─╮\n│A│\n╰─╯\n┌─┐\n│B│\n└─┘\n╭━╮\n┃C┃\n╰━╯\n┌─┐\n│D│\n└─┘")
  }

  @Test func aZeroOrNaNBorderWidthKeepsTheRoomAndDrawsNoLine() {
    let host = TestHost(
      VStack(alignment: .leading, spacing: 0) {
        Text("a").border(.red, width: 0)
        Text("b").border(.red, width: .nan)
      }, size: Size(width: 3, height: 6))
    #expect(host.screen == "\n a\n\n\n b\n")
  }

  @Test func theFocusRingOfAControlInsideABorderStillShows() {
    let host = TestHost(
      VStack { Button("Go") {} }.padding(.all, 0).background(.blue).border(.gray), size: Size(width: 8, height: 3))
    #expect(host.screen == "┌──────┐\n│[ Go ]│\n└──────┘")
    host.press(.tab)
    #expect(host.focusedElement?.label == "Go")
    #expect(host.canvas[1, 1].style.isInverse)
    #expect(host.canvas[1, 1].style.background == .blue)
    #expect(!host.canvas[0, 0].style.isInverse)
  }

  struct Card: View {
    let title: String
    @FocusState private var isFocused: Bool

    var body: some View {
      Text(title)
        .border(isFocused ? Color.accentColor : .gray, width: isFocused ? 2 : 1)
        .focusable()
        .focused($isFocused)
        .focusEffectDisabled()
    }
  }

  @Test func aViewDrawingItsOwnFocusWithABorderShowsItInsteadOfTheRing() {
    let host = TestHost(
      VStack(spacing: 0) {
        Card(title: "Soup")
        Card(title: "Cake")
      }, size: Size(width: 6, height: 6))
    #expect(host.screen == "┌────┐\n│Soup│\n└────┘\n┌────┐\n│Cake│\n└────┘")
    host.press(.tab)
    #expect(host.focusedElement?.label == "Soup")
    #expect(host.screen == "┏━━━━┓\n┃Soup┃\n┗━━━━┛\n┌────┐\n│Cake│\n└────┘")
    #expect(host.canvas[0, 0].style.foreground == .accentColor)
    #expect(!host.canvas[1, 1].style.isInverse)
    host.press(.tab)
    #expect(host.screen == "┌────┐\n│Soup│\n└────┘\n┏━━━━┓\n┃Cake┃\n┗━━━━┛")
  }

  @Test func opacityDimsAtHalfAndHidesAtZeroKeepingTheLayout() {
    let host = TestHost(
      VStack(alignment: .leading) {
        Text("gone").opacity(0)
        Text("dim").opacity(0.4)
        Text("full").opacity(0.8)
        Text("nan").opacity(.nan)
      }, size: Size(width: 5, height: 4))
    #expect(host.screen == "\ndim\nfull\nnan")
    #expect(host.element("gone")?.frame == Rect(x: 0, y: 0, width: 4, height: 1))
    #expect(host.canvas.style(of: "dim")?.isDim == true)
    #expect(host.canvas.style(of: "full")?.isDim == false)
  }

  @Test func aHiddenButtonKeepsItsPlaceInFocusOrder() {
    let host = TestHost(
      VStack {
        Button("Ghost") {}.opacity(0)
        Button("Real") {}
      }, size: Size(width: 10, height: 2))
    host.press(.tab)
    #expect(host.focusedElement?.label == "Ghost")
  }

  @Test func shadowsAndBlursLeaveTheViewAsItIs() {
    let host = TestHost(
      Text("Card").shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2).shadow(radius: .nan).blur(radius: 3),
      size: Size(width: 5, height: 1))
    #expect(host.screen == "Card")
  }

  @Test func clippingKeepsTheContentInItsFrame() {
    let host = TestHost(
      VStack(alignment: .leading, spacing: 0) {
        Text("abc").clipped()
        Text("def").clipShape(Circle())
      }, size: Size(width: 4, height: 2))
    #expect(host.screen == "abc\ndef")
  }

  @Test func decorationsSurviveATinyScreen() {
    let host = TestHost(
      Text("A long title that wraps").padding(.all, 0).background(.blue, in: RoundedRectangle(cornerRadius: 12))
        .border(.gray, width: 3).cornerRadius(.infinity).overlay(alignment: .bottomTrailing) { Text("!") },
      size: Size(width: 10, height: 3))
    #expect(host.screen.split(separator: "\n").count == 3)
    host.resize(to: Size(width: 1, height: 1))
    host.resize(to: Size(width: 0, height: 0))
    #expect(host.screen == "")
  }
}

@MainActor @Suite struct ColorEffectTests {
  @Test func grayscaleAndZeroSaturationTurnColorsGray() {
    let host = TestHost(
      VStack(alignment: .leading) {
        Text("g").foregroundStyle(.red).grayscale(1)
        Text("s").foregroundStyle(.green).background(.blue).saturation(0)
        Text("k").foregroundStyle(.red).grayscale(0.2)
        Text("d").grayscale(1)
      }, size: Size(width: 2, height: 4))
    let gray = host.canvas.style(of: "g")?.foreground
    #expect(gray != .red && gray?.description.hasPrefix("rgb(") == true)
    #expect(host.canvas.style(of: "s")?.background?.description.hasPrefix("rgb(") == true)
    #expect(host.canvas.style(of: "k")?.foreground == .red)
    #expect(host.canvas.style(of: "d")?.foreground == nil)
  }

  @Test func colorInvertSwapsTheCellsColors() {
    let host = TestHost(
      VStack(alignment: .leading) {
        Text("i").colorInvert()
        Text("n").brightness(0.3).contrast(2).hueRotation(.degrees(90)).colorMultiply(.red).compositingGroup()
          .drawingGroup()
      }, size: Size(width: 2, height: 2))
    #expect(host.canvas.style(of: "i")?.isInverse == true)
    #expect(host.canvas.style(of: "n") == CellStyle.plain)
  }
}
