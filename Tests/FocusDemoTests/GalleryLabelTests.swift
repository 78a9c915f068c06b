import FocusDemoExamples
import FocusUITesting
import Testing

/// Every gallery example: the semantic tree and the accessibility tree
/// label each view they both hold the same way, as focus walks it.
@MainActor struct GalleryLabelTests {
  @Test(arguments: Example.all.map(\.name))
  func theTwoTreesAgreeOnEveryLabel(name: String) throws {
    let example = try #require(Example.named(name))
    let host = TestHost(example.makeContent(), size: Size(width: 100, height: 30))
    for _ in 0..<6 {
      let labels = Dictionary(host.elements.map { ($0.id, $0.label) }) { first, _ in first }
      for element in host.accessibilityElements {
        guard let label = labels[element.id] else { continue }
        #expect(label == element.label, "\(name): node \(element.id)")
      }
      host.press(.tab)
    }
  }
}
