import FocusUITesting
import Testing

/// A `ScrollTargetBehavior` of the app's own settles the scrolls of the
/// user (wheel, PageUp, PageDown) where `updateTarget(_:context:)` says.
@MainActor @Suite struct CustomScrollTargetBehaviorTests {
  @MainActor final class Seen {
    var contexts: [String] = []
  }

  /// Settles on every fifth row.
  struct RowsOfFive: ScrollTargetBehavior {
    let seen: Seen
    func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
      seen.contexts.append(
        "\(Int(context.originalTarget.rect.minY))→\(Int(target.rect.minY)) in \(Int(context.containerSize.height))"
          + " of \(Int(context.contentSize.height))")
      target.rect.origin.y = (target.rect.minY / 5).rounded(.down) * 5
    }
  }

  struct Rows<Behavior: ScrollTargetBehavior>: View {
    let behavior: Behavior

    var body: some View {
      ScrollView {
        VStack(spacing: 0) {
          ForEach(0..<40, id: \.self) { Text("Row \($0)") }
        }
      }
      .frame(height: .rows(4))
      .scrollTargetBehavior(behavior)
    }
  }

  /// The row at the top of the scroll view.
  func topRow(_ host: TestHost) -> String {
    String(host.screen.split(separator: "\n").first ?? "").replacingOccurrences(of: "┃", with: "")
      .trimmingCharacters(in: .whitespaces)
  }

  @Test func theWheelSettlesWhereTheBehaviourSays() {
    let seen = Seen()
    let host = TestHost(Rows(behavior: RowsOfFive(seen: seen)), size: Size(width: 20, height: 4))
    host.scroll(at: Point(x: 1, y: 1), lines: 7)
    #expect(topRow(host) == "Row 5")
    #expect(seen.contexts == ["0→7 in 4 of 40"])
    host.scroll(at: Point(x: 1, y: 1), lines: 3)
    #expect(topRow(host) == "Row 5")
  }

  @Test func pageDownSettlesWhereTheBehaviourSays() {
    let seen = Seen()
    let host = TestHost(Rows(behavior: RowsOfFive(seen: seen)), size: Size(width: 20, height: 4))
    host.press(.pageDown)
    host.press(.pageDown)
    // 3 rows a page: 3 settles on 0, then 3 again on 0.
    #expect(topRow(host) == "Row 0")
    host.scroll(at: Point(x: 1, y: 1), lines: 5)
    host.press(.pageDown)
    #expect(topRow(host) == "Row 5")
  }

  @Test func theBuiltInBehavioursLeaveTheScrollWhereItWent() {
    let host = TestHost(Rows(behavior: PagingScrollTargetBehavior()), size: Size(width: 20, height: 4))
    host.scroll(at: Point(x: 1, y: 1), lines: 7)
    #expect(topRow(host) == "Row 7")
  }
}
