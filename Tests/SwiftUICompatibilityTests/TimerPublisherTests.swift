import Combine
import FocusUITesting
import SwiftUI
import Testing

/// `Timer.publish(every:on:in:).autoconnect()` with `onReceive`, the usual
/// clock of a SwiftUI view: it ticks on the host's clock.
@MainActor @Suite struct TimerPublisherTests {
  struct Stopwatch: View {
    @State private var ticks = 0
    @State private var isRunning = true
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()

    var body: some View {
      VStack {
        Text("ticks: \(ticks)")
        Toggle("Running", isOn: $isRunning)
        if isRunning {
          Text("running").onReceive(timer) { _ in ticks += 1 }
        }
      }
    }
  }

  @Test func aTimerTicksOnceAnIntervalOnTheHostsClock() {
    let host = TestHost(Stopwatch())
    #expect(host.element("ticks: 0") != nil)
    host.advanceClock(by: .milliseconds(999))
    #expect(host.element("ticks: 0") != nil)
    host.advanceClock(by: .milliseconds(1))
    #expect(host.element("ticks: 1") != nil)
    host.advanceClock(by: .seconds(3))
    #expect(host.element("ticks: 4") != nil)
  }

  @Test func aTimerWithNoSubscriberLeftStopsTicking() {
    let host = TestHost(Stopwatch())
    host.advanceClock(by: .seconds(2))
    host.click("Running")
    host.advanceClock(by: .seconds(5))
    #expect(host.element("ticks: 2") != nil)
  }

  struct Echo: View {
    let subject: PassthroughSubject<String, Never>
    @State private var heard = "nothing"
    var body: some View {
      VStack {
        Text("heard: \(heard)")
          .onReceive(subject.receive(on: DispatchQueue.main)) { heard = $0 }
        Button("Say hello") { subject.send("hello") }
      }
    }
  }

  @Test func valuesReceivedOnTheMainQueueArriveBeforeTheHostReturns() {
    let subject = PassthroughSubject<String, Never>()
    let host = TestHost(Echo(subject: subject))
    host.click("Say hello")
    #expect(host.element("heard: hello") != nil, "\(host.screen) \(host.runtimeWarnings)")
  }
}
