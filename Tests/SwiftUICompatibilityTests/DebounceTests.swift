import Combine
import FocusUITesting
import SwiftUI
import Testing

/// `debounce(for:scheduler:)` on the main queue and the main run loop, as
/// a search field's model uses it: the last value of a burst, once the
/// interval passed on the host's clock.
@MainActor @Suite struct DebounceTests {
  final class SearchModel: ObservableObject {
    @Published var query = ""
    @Published var searches: [String] = []
    private var subscriptions = Set<AnyCancellable>()

    init(onRunLoop: Bool) {
      // The empty query of the start is no search.
      let typed = $query.filter { !$0.isEmpty }
      if onRunLoop {
        typed.debounce(for: 0.3, scheduler: RunLoop.main)
          .sink { [weak self] in self?.searches.append($0) }
          .store(in: &subscriptions)
      } else {
        typed.debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
          .sink { [weak self] in self?.searches.append($0) }
          .store(in: &subscriptions)
      }
    }

    /// Stops searching: what waits is not sent.
    func stop() {
      for subscription in subscriptions { subscription.cancel() }
    }
  }

  struct SearchView: View {
    @ObservedObject var model: SearchModel
    var body: some View {
      VStack {
        TextField("Search", text: $model.query)
        Text("searches: \(model.searches.joined(separator: ","))")
      }
    }
  }

  @Test(arguments: [false, true])
  func debounceDeliversTheLastValueOnceTheIntervalPassedOnTheHostsClock(onRunLoop: Bool) {
    let model = SearchModel(onRunLoop: onRunLoop)
    let host = TestHost(SearchView(model: model), size: Size(width: 30, height: 3))
    host.press(.tab)
    host.type("ab")
    host.advanceClock(by: .milliseconds(200))
    host.type("c")
    host.advanceClock(by: .milliseconds(299))
    #expect(model.searches.isEmpty)
    host.advanceClock(by: .milliseconds(1))
    #expect(model.searches == ["abc"])
    #expect(host.element("searches: abc") != nil)
    // Nothing more arrives later: the earlier values were dropped.
    host.advanceClock(by: .seconds(2))
    #expect(model.searches == ["abc"])
  }

  @Test func aCancelledDebounceSendsNothing() {
    let model = SearchModel(onRunLoop: false)
    let host = TestHost(SearchView(model: model), size: Size(width: 30, height: 4))
    host.press(.tab)
    host.type("x")
    model.stop()
    host.advanceClock(by: .seconds(1))
    #expect(model.searches.isEmpty)
  }
}

/// `values`: a publisher's values as an asynchronous sequence.
@Suite struct PublisherValuesTests {
  @Test func valuesIteratesAPublishersValuesUntilItFinishes() async {
    let subject = PassthroughSubject<Int, Never>()
    var iterator = subject.values.makeAsyncIterator()
    subject.send(1)
    subject.send(2)
    subject.send(completion: .finished)
    var seen: [Int] = []
    while let value = await iterator.next() { seen.append(value) }
    #expect(seen == [1, 2])
  }

  @Test func forAwaitOverValuesSeesWhatIsSentOnSubscription() async {
    var seen: [String] = []
    for await value in Just("only").values { seen.append(value) }
    #expect(seen == ["only"])
  }

  @Test func aFailingPublishersValuesThrowItsFailure() async throws {
    enum Failure: Error, Equatable { case offline }
    let subject = PassthroughSubject<Int, Failure>()
    var iterator = subject.values.makeAsyncIterator()
    subject.send(7)
    subject.send(completion: .failure(.offline))
    #expect(try await iterator.next() == 7)
    await #expect(throws: Failure.offline) { try await iterator.next() }
  }
}
