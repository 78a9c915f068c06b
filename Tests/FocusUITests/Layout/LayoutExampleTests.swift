import FocusUITesting
import Testing

@testable import FocusDemoExamples
@testable import FocusUI

/// The gallery's responsive layout example, headless.
@MainActor @Suite struct LayoutExampleTests {
  @Test func theLabelsSitInOneColumnAndTheFieldsInTheNext() throws {
    let host = TestHost(LayoutExample(), size: Size(width: 80, height: 14))
    let fields = host.elements.filter { $0.role == .textField }
    #expect(fields.count == 4)
    // Title and Notes are in the second column: they start together.
    #expect(fields[0].frame.minX == fields[3].frame.minX)
    #expect(host.screen.contains("every field can be changed later"))
  }

  @Test func aNarrowWindowShowsTheShortHeader() {
    let host = TestHost(LayoutExample(), size: Size(width: 40, height: 14))
    #expect(host.screen.hasPrefix("New recipe"))
    #expect(!host.screen.contains("every field"))
  }

  @Test func theBarFillsAsFieldsAreFilled() {
    let host = TestHost(LayoutExample(), size: Size(width: 40, height: 14))
    #expect(host.screen.contains("0/4 filled"))
    host.press(.tab)
    host.type("Soup")
    #expect(host.screen.contains("1/4 filled"))
    #expect(host.screen.contains("█"))
  }

  @Test func theStatusLineStaysAtTheBottom() {
    let host = TestHost(LayoutExample(), size: Size(width: 40, height: 14))
    #expect(host.element("focusedField = nil")?.frame.minY == 13)
  }

  @Test func tabVisitsTheFieldsRowByRow() {
    let host = TestHost(LayoutExample(), size: Size(width: 60, height: 14))
    var labels: [String] = []
    for _ in 0..<4 {
      host.press(.tab)
      labels.append(host.focusedElement?.label ?? "")
    }
    #expect(labels == ["Lentil soup", "4", "30 min", "Serve hot"])
  }
}
