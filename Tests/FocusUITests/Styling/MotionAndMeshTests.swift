import FocusUITesting
import Foundation
import Testing

/// What public samples use for motion and color beside focus: `Animatable`
/// modifiers, `AnyTransition.modifier`, `rotation3DEffect`,
/// `matchedGeometryEffect` (drawn in their final state: a terminal has no
/// frames in between), `MeshGradient` and `Color.mix`.
@MainActor @Suite struct MotionAndMeshTests {
  struct Fade: ViewModifier, Animatable {
    var progress: CGFloat = 0
    // Nonisolated, as a Swift 6 app on Apple's platforms writes it: the
    // modifier is main-actor isolated, `Animatable` is not.
    nonisolated var animatableData: CGFloat {
      get { progress }
      set { progress = newValue }
    }
    func body(content: Content) -> some View {
      content.opacity(progress < 0.5 ? 1 : 0)
    }
  }

  struct Card: View {
    @Namespace private var ring
    @State private var isBack = false
    @FocusState private var isFocused: Bool

    var body: some View {
      VStack {
        if isBack {
          Text("Back").transition(.modifier(active: Fade(progress: 1), identity: Fade()))
        } else {
          Text("Front")
            .rotation3DEffect(.degrees(isBack ? 180 : 0), axis: (x: 0, y: 1, z: 0), perspective: 0.5)
            .matchedGeometryEffect(id: "card", in: ring)
        }
        Button("Flip") { isBack.toggle() }.focused($isFocused)
      }
      .modifier(Fade())
    }
  }

  @Test func motionModifiersDrawTheirFinalStateAndKeepFocus() {
    let host = TestHost(Card(), size: Size(width: 12, height: 2))
    #expect(host.screen.split(separator: "\n").first?.contains("Front") == true, "\(host.screen)")
    host.press(.tab)
    host.press(.return)
    #expect(host.screen.split(separator: "\n").first?.contains("Back") == true, "\(host.screen)")
    #expect(host.focusedElement?.label == "Flip")
    var data = AnimatablePair(CGFloat(2), 4.0)
    data.scale(by: 0.5)
    #expect(data.first == 1 && data.second == 2)
  }

  @Test func aMeshGradientIsExactAtItsVerticesAndBlendsBetweenThem() {
    let host = TestHost(
      MeshGradient(
        width: 2, height: 1, points: [.init(0, 0.5), .init(1, 0.5)],
        colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]),
      size: Size(width: 9, height: 1))
    let left = host.canvas[0, 0].style.foreground
    let middle = host.canvas[4, 0].style.foreground
    let right = host.canvas[8, 0].style.foreground
    #expect(left != right)
    #expect(middle != left && middle != right, "between the vertices the colors blend")
    #expect(middle?.description.hasPrefix("rgb(") == true)
  }

  @Test func mixingColorsBlendsTheirComponents() {
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)
    #expect(red.mix(with: blue, by: 0) == red)
    #expect(red.mix(with: blue, by: 1) == blue)
    #expect(red.mix(with: blue, by: 0.5) == Color(red: 0.5, green: 0, blue: 0.5))
    #expect(Color.primary.mix(with: blue, by: 0.2) == .primary, "the default foreground has no components")
  }
}
