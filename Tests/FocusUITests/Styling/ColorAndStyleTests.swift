import FocusUITesting
import Foundation
import Testing

@MainActor @Suite struct ColorAndStyleTests {
  @Test func colorsFromComponentsAgree() {
    #expect(Color(hue: 0, saturation: 1, brightness: 1) == Color(red: 1, green: 0, blue: 0))
    #expect(Color(hue: 1 / 3, saturation: 1, brightness: 1) == Color(red: 0, green: 1, blue: 0))
    #expect(Color(white: 0.5) == Color(red: 0.5, green: 0.5, blue: 0.5))
    #expect(Color(.sRGB, red: 1, green: 1, blue: 1, opacity: 1) == Color(white: 1))
    #expect(Color(red: .nan, green: 2, blue: -1) == Color(red: 0, green: 1, blue: 0))
    #expect(Color.red.opacity(0.5) != .red)
    #expect(Color.red.opacity(0.5).opacity(2) == Color.red.opacity(0.5))
  }

  @Test func assetColorNamesFallBackToSystemColorsOrTheDefaultWithAWarning() {
    struct Branded: View {
      var body: some View {
        VStack {
          Text("a").foregroundStyle(Color("Red"))
          Text("b").foregroundStyle(Color("BrandPurple"))
        }
      }
    }
    let host = TestHost(Branded(), size: Size(width: 4, height: 2))
    #expect(host.canvas.style(of: "a")?.foreground == .red)
    #expect(host.canvas.style(of: "b")?.foreground == .primary)
    #expect(host.runtimeWarnings.contains { $0.contains("BrandPurple") })
  }

  @Test func hierarchicalStylesDimTheForegroundAround() {
    let host = TestHost(
      VStack(alignment: .leading) {
        Text("one")
        Text("two").foregroundStyle(.secondary)
        Text("six").foregroundStyle(.tertiary)
      }.foregroundStyle(.red), size: Size(width: 4, height: 3))
    #expect(host.canvas.style(of: "one")?.foreground == .red)
    #expect(host.canvas.style(of: "two")?.foreground == Color.red.opacity(0.5))
    #expect(host.canvas.style(of: "six")?.foreground?.description.contains("opacity") == true)
  }

  @Test func aSecondForegroundStyleIsWhatSecondaryMeans() {
    let host = TestHost(
      VStack(alignment: .leading) {
        Text("main")
        Text("aside").foregroundStyle(.secondary)
      }.foregroundStyle(.blue, .gray), size: Size(width: 6, height: 2))
    #expect(host.canvas.style(of: "main")?.foreground == .blue)
    #expect(host.canvas.style(of: "aside")?.foreground == .gray)
  }

  @Test func tintIsTheAccentColorUntilSet() {
    let host = TestHost(
      VStack(alignment: .leading) {
        Text("x").foregroundStyle(.tint)
        Text("y").foregroundStyle(.tint).tint(.pink)
      }, size: Size(width: 2, height: 2))
    #expect(host.canvas.style(of: "x")?.foreground == .accentColor)
    #expect(host.canvas.style(of: "y")?.foreground == .pink)
  }

  @Test func textInAGradientTakesItsAverageColor() {
    let host = TestHost(
      Text("mix").foregroundStyle(
        .linearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)),
      size: Size(width: 4, height: 1))
    let color = host.canvas.style(of: "mix")?.foreground
    #expect(color != nil && color != .black && color != .white)
  }

  @Test func foregroundColorNilRestoresTheDefault() {
    let host = TestHost(
      VStack {
        VStack { Text("d") }.foregroundColor(nil)
      }.foregroundColor(.red), size: Size(width: 2, height: 1))
    #expect(host.canvas.style(of: "d")?.foreground == nil)
  }

  @Test func aClearTextColorHidesTheCharactersButKeepsTheirCells() {
    let host = TestHost(Text("secret").foregroundStyle(.clear), size: Size(width: 7, height: 1))
    #expect(host.canvas.style(of: "secret")?.foreground?.isClear == true)
    #expect(host.element("secret")?.frame.size == Size(width: 6, height: 1))
  }

  @Test func materialsAndShapeStylesAreInterchangeable() {
    let styles: [AnyShapeStyle] = [
      AnyShapeStyle(.red), AnyShapeStyle(.secondary), AnyShapeStyle(.thinMaterial), AnyShapeStyle(.tint),
      AnyShapeStyle(Color.blue.gradient), AnyShapeStyle(.background), AnyShapeStyle(.foreground),
    ]
    let host = TestHost(
      VStack {
        ForEach(0..<styles.count, id: \.self) { index in
          Text("s\(index)").foregroundStyle(styles[index])
        }
      }, size: Size(width: 4, height: 7))
    #expect(host.canvas.style(of: "s0")?.foreground == .red)
    #expect(host.canvas.style(of: "s3")?.foreground == .accentColor)
  }
}
