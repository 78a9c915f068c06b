import FocusUITesting
import Testing

@testable import FocusUI

/// `GeometryReader`, `GeometryProxy` and named coordinate spaces.
@MainActor @Suite struct GeometryReaderTests {
  @Test func theProxySizeIsTheReadersSizeInPoints() {
    let host = TestHost(
      GeometryReader { proxy in
        Text("\(Int(proxy.size.width))x\(Int(proxy.size.height))")
      }, size: Size(width: 20, height: 3))
    #expect(host.screen.hasPrefix("160x48"))
  }

  @Test func theContentFollowsAResize() {
    let host = TestHost(
      GeometryReader { proxy in
        Text(proxy.size.width >= 240 ? "wide" : "narrow")
      }, size: Size(width: 20, height: 1))
    #expect(host.screen == "narrow")
    host.resize(to: Size(width: 40, height: 1))
    #expect(host.screen == "wide")
  }

  @Test func theReaderTakesTheSpaceOfferedAndPlacesItsContentTopLeading() {
    let host = TestHost(
      VStack(spacing: 0) {
        Text("above")
        GeometryReader { _ in Text("in") }
        Text("below")
      }, size: Size(width: 10, height: 5))
    #expect(host.element("in")?.frame == Rect(x: 0, y: 1, width: 2, height: 1))
    #expect(host.element("below")?.frame.minY == 4)
  }

  @Test func framesInTheGlobalLocalAndNamedSpaces() {
    let host = TestHost(
      VStack(spacing: 0) {
        Text("top")
        VStack(spacing: 0) {
          Text("inner")
          GeometryReader { proxy in
            let global = proxy.frame(in: .global)
            let local = proxy.frame(in: .local)
            let named = proxy.frame(in: .named("card"))
            VStack(alignment: .leading, spacing: 0) {
              Text("g \(Int(global.minX)),\(Int(global.minY))")
              Text("l \(Int(local.minX)),\(Int(local.minY))")
              Text("n \(Int(named.minX)),\(Int(named.minY))")
            }
          }
        }
        .padding(.leading, 16)
        .coordinateSpace(name: "card")
      }, size: Size(width: 20, height: 6))
    #expect(host.element("g 16,32") != nil, "\(host.screen)")
    #expect(host.element("l 0,0") != nil)
    #expect(host.element("n 16,16") != nil)
  }

  @Test func theProtocolSpellingOfANamedSpaceWorks() {
    let host = TestHost(
      VStack(spacing: 0) {
        Text("x")
        GeometryReader { proxy in
          Text("\(Int(proxy.frame(in: .named("root")).minY))")
        }
      }.coordinateSpace(.named("root")), size: Size(width: 10, height: 3))
    #expect(host.element("16") != nil)
  }

  @Test func viewsInsideTakeFocusInSourceOrder() {
    let host = TestHost(
      GeometryReader { proxy in
        HStack {
          Button("A") {}
          Button(proxy.size.width > 100 ? "B" : "b") {}
        }
      }, size: Size(width: 20, height: 2))
    host.press(.tab)
    #expect(host.focusedElement?.label == "A")
    host.press(.tab)
    #expect(host.focusedElement?.label == "B")
  }

  @Test func aReaderInAScrollViewIsOneRowTall() {
    let host = TestHost(
      ScrollView {
        VStack(spacing: 0) {
          GeometryReader { proxy in Text("\(Int(proxy.size.height))") }
          Text("next")
        }
      }, size: Size(width: 10, height: 4))
    #expect(host.element("next")?.frame.minY == 1)
    #expect(host.element("16") != nil)
  }
}

/// Content made again by a state change is laid out again (fuzzer seed 1010).
@MainActor @Suite struct GeometryReaderUpdateTests {
  struct Swapping: View {
    @State var field = true
    @State var text = "bc"
    var body: some View {
      VStack(spacing: 0) {
        Button("Swap") { field.toggle() }
        GeometryReader { proxy in
          VStack(alignment: .leading, spacing: 0) {
            Text("w\(Int(proxy.size.width))")
            if field {
              TextField("f1", text: $text)
            } else {
              Text(text)
            }
          }
        }
      }
    }
  }

  @Test func aStateChangeInsideLaysTheContentOutAgain() {
    let host = TestHost(Swapping(), size: Size(width: 40, height: 6))
    let before = host.elements.filter { $0.role == .container }.map(\.frame)
    host.click("Swap")
    let after = host.elements.filter { $0.role == .container }.map(\.frame)
    let fresh = TestHost(Swapping(field: false), size: Size(width: 40, height: 6))
    #expect(after == fresh.elements.filter { $0.role == .container }.map(\.frame), "\(before)")
  }
}
