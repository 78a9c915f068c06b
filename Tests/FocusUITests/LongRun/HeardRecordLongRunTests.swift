import Testing

@testable import FocusUI

/// What a simulated screen reader's user heard is recorded for tests to
/// read; a reader that runs for hours keeps only the newest entries.
@MainActor @Suite struct HeardRecordLongRunTests {
  @Test func aReadersRecordKeepsItsNewestEntriesOnly() {
    let graph = ViewGraph(Text("Hello"))
    graph.accessibility.setRunning(.voiceOver, true)
    let limit = AssistiveFocus.heardLimit
    for index in 0..<(3 * limit) { graph.accessibility.announce(text: "\(index)", by: .voiceOver) }
    let announcements = graph.accessibility.announcements(of: .voiceOver)
    #expect((limit...(2 * limit)).contains(announcements.count))
    #expect(announcements.last == "\(3 * limit - 1)")
    #expect(announcements == (3 * limit - announcements.count..<3 * limit).map { "\($0)" })
    #expect((limit...(2 * limit)).contains(graph.accessibility.transcript(of: .voiceOver).count))
  }
}
