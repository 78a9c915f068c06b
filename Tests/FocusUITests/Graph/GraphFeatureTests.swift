import Testing

@testable import FocusUI

/// Issue #40: graph features are found by their type and called in the
/// order their `settlesAfter` names, whatever order they were made in (no
/// numbered slots to keep apart by hand).
@MainActor @Suite struct GraphFeatureTests {
  /// The names of the features, in the order the graph called them.
  final class CallLog {
    var calls: [String] = []
  }

  final class Source: GraphFeature {
    var log: CallLog?
    init(graph: ViewGraph) {}
    func didLayout() { log?.calls.append("source") }
  }

  /// Settles after `Between`, which settles after `Source`.
  final class Derived: GraphFeature {
    static var settlesAfter: [any GraphFeature.Type] { [Between.self] }
    var log: CallLog?
    init(graph: ViewGraph) {}
    func didLayout() { log?.calls.append("derived") }
  }

  /// Never made in these tests: the order passes through it.
  final class Between: GraphFeature {
    static var settlesAfter: [any GraphFeature.Type] { [Source.self] }
    init(graph: ViewGraph) {}
  }

  final class Unrelated: GraphFeature {
    var log: CallLog?
    init(graph: ViewGraph) {}
    func didLayout() { log?.calls.append("unrelated") }
  }

  @Test func aFeatureIsFoundByItsTypeAndMadeOnce() {
    let graph = ViewGraph(Text("x"))
    #expect(graph.existingFeature(Source.self) == nil)
    let source = graph.feature(Source.self)
    #expect(graph.feature(Source.self) === source)
    #expect(graph.existingFeature(Source.self) === source)
    #expect(graph.existingFeature(Derived.self) == nil)
  }

  @Test func aFeatureSettlesAfterTheOnesItNamesWhateverTheOrderTheyWereMadeIn() {
    let graph = ViewGraph(Text("x"))
    let log = CallLog()
    graph.feature(Unrelated.self).log = log
    graph.feature(Derived.self).log = log
    graph.feature(Source.self).log = log
    graph.layout(in: Size(width: 10, height: 2))
    #expect(log.calls == ["unrelated", "source", "derived"])
  }

  @Test func focusSettlesBeforeWhatFollowsIt() {
    let graph = ViewGraph(Button("A") {})
    graph.update()
    // Made in the opposite order on purpose: the order comes from the types.
    _ = graph.feature(FocusedValuePublishers.self)
    _ = graph.feature(AssistiveFocus.self)
    _ = graph.feature(KeyboardFocus.self)
    let names = graph.featuresInSettlingOrder.map { "\(type(of: $0))" }
    let position = { (name: String) in names.firstIndex(of: name) ?? -1 }
    #expect(position("JournalMembership") >= 0, "\(names)")
    #expect(position("JournalMembership") < position("KeyboardFocus"), "\(names)")
    #expect(position("KeyboardFocus") < position("AssistiveFocus"), "\(names)")
    #expect(position("AssistiveFocus") < position("FocusedValuePublishers"), "\(names)")
  }
}
