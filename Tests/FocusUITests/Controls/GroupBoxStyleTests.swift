import FocusUITesting
import Testing

/// `groupBoxStyle`: a style of the app's own draws group boxes' title and
/// content; the box is still read as a group named by its title, and
/// focus moves through its content.
@MainActor @Suite struct GroupBoxStyleTests {
  struct Bracketed: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
      VStack(alignment: .leading, spacing: 0) {
        HStack(spacing: 0) {
          Text("[")
          configuration.label
          Text("]")
        }
        configuration.content
      }
    }
  }

  struct Stats: View {
    @State private var steps = 10

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        GroupBox("Today") {
          Text("\(steps) steps")
          Button("Walk") { steps += 1 }
        }
        GroupBox {
          Text("Unstyled")
        } label: {
          Text("Night")
        }
        .groupBoxStyle(.automatic)
      }
      .groupBoxStyle(Bracketed())
    }
  }

  @Test func aCustomStyleDrawsTheBoxAndItsContentWorks() {
    let host = TestHost(Stats(), size: Size(width: 30, height: 8))
    let lines = host.screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines[0].hasPrefix("[Today]"))
    #expect(lines[1].hasPrefix("10 steps"))
    #expect(host.accessibilityElements.first { $0.children.count > 0 }?.label == "Today")
    host.press(.tab)
    host.press(.return)
    #expect(host.screen.contains("11 steps"))
  }

  @Test func theAutomaticStyleDrawsTheBuiltInBox() {
    let host = TestHost(Stats(), size: Size(width: 30, height: 8))
    #expect(host.screen.contains("╭"))
    #expect(host.screen.contains("Night"))
    #expect(!host.screen.contains("[Night]"))
  }
}
