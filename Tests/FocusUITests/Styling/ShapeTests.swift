import FocusUITesting
import Foundation
import Testing

@MainActor @Suite struct ShapeTests {
  struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
      Path { path in
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
      }
    }
  }

  @Test func aFilledRectangleFillsTheSpaceOfferedWithBlocks() {
    let host = TestHost(Rectangle().fill(.red), size: Size(width: 3, height: 2))
    #expect(host.screen == "███\n███")
    #expect(host.canvas[2, 1].style.foreground == .red)
    #expect(host.canvas[2, 1].style.background == .red)
  }

  @Test func shapesShareAStackWithOtherViews() {
    let host = TestHost(
      VStack(alignment: .leading) {
        Text("top")
        Rectangle()
        Text("end")
      }, size: Size(width: 4, height: 4))
    #expect(host.screen == "top\n████\n████\nend")
  }

  @Test func aColorIsAViewThatFillsItsSpace() {
    let host = TestHost(Color.blue, size: Size(width: 2, height: 1))
    #expect(host.screen == "██")
    #expect(host.canvas[0, 0].style.foreground == .blue)
  }

  @Test func translucentFillsUseLighterShades() {
    let host = TestHost(
      VStack(spacing: 0) {
        Rectangle().fill(.green.opacity(0.6))
        Rectangle().fill(.green.opacity(0.3))
        Rectangle().fill(.green.opacity(0.1))
        Rectangle().fill(.clear)
      }, size: Size(width: 2, height: 4))
    #expect(host.screen == "▓▓\n▒▒\n░░\n")
    #expect(host.canvas[0, 1].style.foreground == .green)
  }

  @Test func strokedRectanglesDrawBoxesRoundedOrHeavy() {
    let host = TestHost(
      VStack(spacing: 0) {
        Rectangle().stroke(.gray)
        RoundedRectangle(cornerRadius: 8).stroke(.gray)
        Rectangle().stroke(lineWidth: 2)
      }, size: Size(width: 4, height: 6))
    #expect(host.screen == "┌──┐\n└──┘\n╭──╮\n╰──╯\n┏━━┓\n┗━━┛")
    #expect(host.canvas[0, 0].style.foreground == .gray)
  }

  @Test func strokeBorderDrawsInTheShapesOuterCells() {
    let host = TestHost(Capsule().strokeBorder(.tint, lineWidth: 1), size: Size(width: 5, height: 3))
    #expect(host.screen == "╭───╮\n│   │\n╰───╯")
    #expect(host.canvas[0, 0].style.foreground == .accentColor)
  }

  @Test func aOneRowCapsuleHasRoundEnds() {
    let host = TestHost(
      VStack(spacing: 0) {
        Capsule().fill(.tint)
        Capsule().stroke(.gray)
      }.tint(.green), size: Size(width: 5, height: 2))
    #expect(host.screen == "▐███▌\n(   )")
    #expect(host.canvas[2, 0].style.foreground == .green)
  }

  @Test func aCircleFillsTheCellsInsideIt() {
    // 10 columns by 5 rows is 80 by 80 points: a round circle.
    let host = TestHost(Circle().fill(.orange), size: Size(width: 10, height: 5))
    let rows = host.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(rows.count == 5)
    #expect(rows[0] == "  ██████")
    #expect(rows[2] == "██████████")
    #expect(rows[4] == "  ██████")
  }

  @Test func aStrokedEllipseDrawsDotsAlongItsOutline() {
    let host = TestHost(Ellipse().stroke(.blue), size: Size(width: 10, height: 5))
    let rows = host.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(rows[2] == "•        •")
    #expect(rows[0].contains("•") && rows[0].contains(" "))
  }

  @Test func aCustomShapeIsFilledFromItsPath() {
    let host = TestHost(Triangle().fill(.purple), size: Size(width: 8, height: 4))
    let rows = host.screen.split(separator: "\n").map(String.init)
    #expect(rows.count == 4)
    let widths = rows.map { $0.filter { $0 == "█" }.count }
    #expect(widths == widths.sorted())
    #expect(widths.last! >= 7)
    #expect(widths.first! < 4)
  }

  @Test func aGradientFillShadesCellsAlongItsLine() {
    let host = TestHost(
      LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing),
      size: Size(width: 5, height: 1))
    #expect(host.screen == "█████")
    let first = host.canvas[0, 0].style.foreground
    let last = host.canvas[4, 0].style.foreground
    #expect(first != last)
    #expect(first?.description.hasPrefix("rgb(") == true)
    #expect(last?.description.hasPrefix("rgb(") == true)
  }

  @Test func shapesSurviveBadLengthsAndTinyScreens() {
    let host = TestHost(
      VStack {
        Rectangle().stroke(lineWidth: .nan)
        RoundedRectangle(cornerRadius: -5).stroke(.red, lineWidth: .infinity)
        Capsule().fill(RadialGradient(colors: [.red], center: .center, startRadius: .nan, endRadius: -1))
        Circle().stroke(style: StrokeStyle(lineWidth: 1e300))
        Path().fill(.red)
      }, size: Size(width: 10, height: 3))
    #expect(host.runtimeWarnings.isEmpty)
    host.resize(to: Size(width: 0, height: 0))
    #expect(host.screen == "")
  }
}

@MainActor @Suite struct TrimmedShapeTests {
  @Test func aTrimmedOutlineDrawsOnlyItsPart() {
    let full = TestHost(Ellipse().stroke(.green), size: Size(width: 10, height: 5))
    let half = TestHost(Ellipse().trim(from: 0, to: 0.5).stroke(.green), size: Size(width: 10, height: 5))
    let none = TestHost(Ellipse().trim(from: 0.6, to: 0.2).stroke(.green), size: Size(width: 10, height: 5))
    let count = { (host: TestHost) in host.screen.filter { $0 == "•" }.count }
    #expect(count(half) > 0)
    #expect(count(half) < count(full))
    #expect(count(none) == 0)
    // An ellipse's outline starts at its right and turns down first.
    #expect(!half.screen.split(separator: "\n", omittingEmptySubsequences: false)[0].contains("•"))
  }

  @Test func trimSurvivesBadFractions() {
    let host = TestHost(Circle().trim(from: .nan, to: .infinity).stroke(.red), size: Size(width: 10, height: 5))
    #expect(host.screen.contains("•"))
  }
}
