import FocusUITesting
import Testing

class Thermostat: ObservableObject {
  @Published var degrees = 20
  @Published var mode = "heat"
}

final class SmartThermostat: Thermostat {
  @Published var isLearning = false
}

final class ManualCounter: ObservableObject {
  let objectWillChange = ObservableObjectPublisher()
  private(set) var count = 0
  func increment() {
    objectWillChange.send()
    count += 1
  }
}

/// FocusUI's own `ObservableObject`, `@Published` and publishers, outside
/// views.
@MainActor @Suite struct PublishedTests {
  @Test func objectWillChangeSendsBeforeAPublishedPropertyChanges() {
    let thermostat = Thermostat()
    var seen: [Int] = []
    let subscription = thermostat.objectWillChange.sink { seen.append(thermostat.degrees) }
    thermostat.degrees = 21
    thermostat.mode = "cool"
    #expect(seen == [20, 21])
    #expect(thermostat.degrees == 21)
    subscription.cancel()
  }

  @Test func theSynthesizedPublisherIsTheSameEveryTime() {
    let thermostat = Thermostat()
    #expect(thermostat.objectWillChange === thermostat.objectWillChange)
  }

  @Test func aSubclassesPublishedPropertiesAndItsSuperclassesShareOnePublisher() {
    let thermostat = SmartThermostat()
    var sends = 0
    let subscription = thermostat.objectWillChange.sink { sends += 1 }
    thermostat.isLearning = true
    thermostat.degrees = 18
    #expect(sends == 2)
    _ = subscription
  }

  @Test func aDollarPropertyPublishesTheCurrentValueThenEachNewOne() {
    let thermostat = Thermostat()
    var values: [Int] = []
    let subscription = thermostat.$degrees.sink { values.append($0) }
    thermostat.degrees = 22
    thermostat.degrees = 23
    #expect(values == [20, 22, 23])
    _ = subscription
  }

  @Test func cancellingOrReleasingASubscriptionStopsItsValues() {
    let thermostat = Thermostat()
    var cancelled: [Int] = []
    var released: [Int] = []
    let subscription = thermostat.$degrees.sink { cancelled.append($0) }
    var kept: AnyCancellable? = thermostat.$degrees.sink { released.append($0) }
    subscription.cancel()
    kept = nil
    thermostat.degrees = 30
    #expect(cancelled == [20])
    #expect(released == [20])
    #expect(kept == nil)
  }

  @Test func subscriptionsStoredInASetLastAsLongAsTheSet() {
    let thermostat = Thermostat()
    var subscriptions = Set<AnyCancellable>()
    var modes: [String] = []
    thermostat.$mode.sink { modes.append($0) }.store(in: &subscriptions)
    thermostat.mode = "off"
    subscriptions.removeAll()
    thermostat.mode = "cool"
    #expect(modes == ["heat", "off"])
  }

  @Test func aSubscriberCancelledWhileValuesAreSentGetsNoMore() {
    let thermostat = Thermostat()
    var first: AnyCancellable?
    var second: AnyCancellable?
    var log: [String] = []
    first = thermostat.objectWillChange.sink {
      log.append("first")
      second?.cancel()
    }
    second = thermostat.objectWillChange.sink { log.append("second") }
    thermostat.degrees = 1
    #expect(log == ["first"])
    _ = first
  }

  @Test func aClassCanDeclareAndSendItsOwnPublisher() {
    let counter = ManualCounter()
    var sends = 0
    let subscription = counter.objectWillChange.sink { sends += 1 }
    counter.increment()
    #expect(sends == 1)
    #expect(counter.count == 1)
    _ = subscription
  }
}
