import FocusUITesting
import Foundation
import Testing

/// `accessibilityRepresentation` and `accessibilityChildren`: views never
/// drawn stand in for a view's elements.
@MainActor @Suite struct AccessibilityRepresentationTests {
  /// A control drawn by hand: a row of dots, represented as a slider.
  struct VolumeDial: View {
    @Binding var volume: Double
    var body: some View {
      Text(String(repeating: "●", count: Int(volume)) + String(repeating: "○", count: 10 - Int(volume)))
        .accessibilityRepresentation {
          Slider(value: $volume, in: 0...10, step: 1) { Text("Volume") }
        }
    }
  }

  struct Player: View {
    @State var volume = 3.0
    var body: some View {
      VStack {
        Text("Now playing")
        VolumeDial(volume: $volume)
        Text("Volume is \(Int(volume))")
      }
    }
  }

  @Test func theRepresentationsElementStandsInForTheViewsAtItsFrame() {
    let host = TestHost(Player(), size: Size(width: 20, height: 3))
    let elements = host.accessibilityElements
    #expect(elements.map(\.label) == ["Now playing", "Volume", "Volume is 3"])
    let dial = elements[1]
    #expect(dial.role == .slider)
    #expect(dial.frame == host.element("●●●○○○○○○○")?.frame)
  }

  @Test func theRepresentationIsNeitherDrawnNorFocusableNorInTheSemanticTree() {
    let host = TestHost(Player(), size: Size(width: 20, height: 3))
    #expect(
      host.elements.filter { $0.role != .container }.map(\.label) == ["Now playing", "●●●○○○○○○○", "Volume is 3"])
    host.press(.tab)
    #expect(host.focusedElement == nil)
  }

  @Test func adjustingTheRepresentationChangesTheViewItStandsFor() {
    let host = TestHost(Player(), size: Size(width: 20, height: 3))
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    voiceOver.moveNext()
    voiceOver.moveNext()
    #expect(voiceOver.announcements.last?.hasPrefix("Volume, slider, 3") == true)
    voiceOver.increment()
    #expect(host.element("Volume is 4") != nil)
    #expect(host.element("●●●●○○○○○○") != nil)
    voiceOver.moveNext()
    #expect(voiceOver.focusedElement?.label == "Volume is 4")
    voiceOver.movePrevious()
    #expect(voiceOver.focusedElement?.role == .slider)
  }

  struct Sales: View {
    let months = [("January", 30), ("February", 45)]
    var body: some View {
      VStack {
        Text("Report")
        _Canvas { context, size in
          context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
        }
        .frame(height: 32)  // 2 rows
        .accessibilityLabel("Sales by month")
        .accessibilityChildren {
          HStack {
            ForEach(months, id: \.0) { month in
              Rectangle()
                .accessibilityLabel(month.0)
                .accessibilityValue("\(month.1) units")
            }
          }
        }
        Text("End")
      }
    }
  }

  @Test func accessibilityChildrenMakeTheViewAGroupOfTheirElements() {
    let host = TestHost(Sales(), size: Size(width: 20, height: 4))
    let elements = host.accessibilityElements
    #expect(elements.map(\.label) == ["Report", "Sales by month", "January", "February", "End"])
    let chart = elements[1]
    #expect(chart.children == [elements[2].id, elements[3].id])
    #expect(chart.announcement == "Sales by month, image, group")
    #expect(elements[2].announcement == "January, image, 30 units")
    #expect(elements[2].frame == chart.frame)
    #expect(chart.frame.height == 2)
  }

  @Test func theCursorWalksIntoTheChildrenAndOut() {
    let host = TestHost(Sales(), size: Size(width: 20, height: 4))
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    var visited: [String] = []
    for _ in 0..<5 {
      voiceOver.moveNext()
      visited.append(voiceOver.focusedElement?.label ?? "nil")
    }
    #expect(visited == ["Report", "Sales by month", "January", "February", "End"])
    var back: [String] = []
    for _ in 0..<4 {
      voiceOver.movePrevious()
      back.append(voiceOver.focusedElement?.label ?? "nil")
    }
    #expect(back == ["February", "January", "Sales by month", "Report"])
  }

  @Test func aCanvasWithALabelIsAnImageElementAndWithoutOneIsNone() {
    let host = TestHost(
      VStack {
        _Canvas { context, size in
          context.stroke(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .foreground)
        }
        .accessibilityLabel("Logo")
        _Canvas { _, _ in }
      }, size: Size(width: 10, height: 4))
    #expect(host.accessibilityElements.map(\.announcement) == ["Logo, image"])
    #expect(host.accessibilityElements.first?.role == .image)
  }

  @Test func aCanvasDrawsWhatItsRendererDraws() {
    let host = TestHost(
      _Canvas { context, size in
        context.fill(Path(CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)), with: .color(.green))
        context.draw(Text("Hi"), at: CGPoint(x: size.width * 3 / 4, y: 8), anchor: .center)
      }, size: Size(width: 8, height: 2))
    let rows = host.canvas.text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows.first?.hasPrefix("████") == true)
    #expect(rows.first?.contains("Hi") == true)
    #expect(host.canvas[0, 0].style.foreground == .green)
  }
}
