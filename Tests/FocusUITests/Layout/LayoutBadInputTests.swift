import FocusUITesting
import Testing

@testable import FocusUI

/// The layout surface in windows too small for it and with lengths that
/// are not numbers: survived, never a crash.
@MainActor @Suite struct LayoutBadInputTests {
  struct Everything: View {
    @State var text = ""
    var body: some View {
      VStack {
        ViewThatFits {
          Text("a label far wider than the window")
          Text("short")
        }
        Grid(horizontalSpacing: .nan, verticalSpacing: -.infinity) {
          GridRow {
            Text("Name").gridCellColumns(-3)
            TextField("Name", text: $text).gridCellColumns(Int.max)
          }
          Divider()
        }
        GeometryReader { proxy in
          Text("\(Int(proxy.size.width))").offset(x: .infinity, y: -.infinity)
        }
        Text("end")
          .frame(minWidth: .infinity, idealWidth: .nan, maxWidth: -1, minHeight: -.infinity, maxHeight: .infinity)
          .position(x: .nan, y: .infinity)
          .aspectRatio(.infinity, contentMode: .fill)
          .layoutPriority(.nan)
          .safeAreaInset(edge: .trailing, spacing: .infinity) { Text("inset") }
      }
    }
  }

  @Test func aTinyWindowAndNonsenseLengthsAreSurvived() {
    let host = TestHost(Everything(), size: Size(width: 10, height: 3))
    #expect(host.elements.contains { $0.role == .textField })
    host.resize(to: Size(width: 1, height: 1))
    host.resize(to: Size(width: 0, height: 0))
    host.resize(to: Size(width: 80, height: 24))
    host.press(.tab)
    #expect(host.focusedElement?.role == .textField)
    #expect(!host.runtimeWarnings.isEmpty)
  }

  @Test func emptyContainersLayOutAsNothing() {
    let host = TestHost(
      VStack(spacing: 0) {
        Grid {}
        ViewThatFits {}
        GeometryReader { _ in EmptyView() }.frame(height: 0)
        GridRow {}
        Text("after")
      }, size: Size(width: 10, height: 3))
    #expect(host.element("after")?.frame.minY == 0)
  }
}
