import Combine
import Foundation
import Testing

/// The Combine stand-in, used as model code uses Combine: subjects, `Just`,
/// `sink`, `assign` and the common operators.
@Suite struct CombineTests {
  final class Model: ObservableObject {
    @Published var query = ""
    @Published var length = 0
    var title = ""

    init() {
      $query.map(\.count).assign(to: &$length)
    }
  }

  @Test func justSendsItsValueThenFinishes() {
    var received: [Int] = []
    var finished = false
    let subscription = Just(5).sink {
      finished = $0 == .finished
    } receiveValue: {
      received.append($0)
    }
    #expect(received == [5])
    #expect(finished)
    subscription.cancel()
  }

  @Test func aPassthroughSubjectSendsToItsSubscribersUntilItFinishes() {
    enum Failure: Error, Equatable { case offline }
    let subject = PassthroughSubject<String, Failure>()
    var values: [String] = []
    var completion: Subscribers.Completion<Failure>?
    let subscription = subject.sink {
      completion = $0
    } receiveValue: {
      values.append($0)
    }
    subject.send("a")
    subject.send("b")
    subject.send(completion: .failure(.offline))
    subject.send("c")
    #expect(values == ["a", "b"])
    #expect(completion == .failure(.offline))
    // A late subscriber hears the completion at once.
    var late: Subscribers.Completion<Failure>?
    _ = subject.sink {
      late = $0
    } receiveValue: { _ in
    }
    #expect(late == .failure(.offline))
    subscription.cancel()
  }

  @Test func aCurrentValueSubjectSendsItsValueToANewSubscriber() {
    let volume = CurrentValueSubject<Double, Never>(0.5)
    var heard: [Double] = []
    let subscription = volume.sink { heard.append($0) }
    volume.value = 0.8
    volume.send(1)
    #expect(heard == [0.5, 0.8, 1])
    #expect(volume.value == 1)
    subscription.cancel()
    volume.send(0)
    #expect(heard == [0.5, 0.8, 1])
  }

  @Test func operatorsTransformFilterAndDropRepeats() {
    let subject = PassthroughSubject<Int, Never>()
    var out: [String] = []
    let subscription = subject.filter { $0 >= 0 }.removeDuplicates().map { "#\($0)" }.eraseToAnyPublisher()
      .sink { out.append($0) }
    for value in [1, 1, -2, 2, 2, 3] { subject.send(value) }
    #expect(out == ["#1", "#2", "#3"])
    subscription.cancel()
  }

  @Test func assignWritesToAnObjectOrToAPublishedProperty() {
    let model = Model()
    let subscription = model.$query.assign(to: \.title, on: model)
    model.query = "pasta"
    #expect(model.title == "pasta")
    #expect(model.length == 5)
    subscription.cancel()
  }

  @Test func objectWillChangeSendsBeforeAPublishedPropertyChanges() {
    let model = Model()
    var seen: [String] = []
    let subscription = model.objectWillChange.sink { seen.append(model.query) }
    model.query = "new"
    // Twice, for `query` and for `length`, which follows it; both times
    // before `query` holds its new value, as Combine's willSet does.
    #expect(seen == ["", ""])
    #expect(model.query == "new")
    subscription.cancel()
  }
}
