import Dispatch
import Foundation
import Synchronization
import Testing

@testable import FocusUIAccessibilityBus

/// Where there is no bus, or the bridge is turned off, nothing happens,
/// start-up does not wait, and the log says why.
@Suite struct BridgeStartTests {
  /// A bridge started with `environment`, and a way to wait for its log:
  /// the bridge wakes the host (here, a semaphore) whenever it has mail.
  private func start(_ environment: [String: String]) -> (AccessibilityBus, DispatchSemaphore)? {
    let woken = DispatchSemaphore(value: 0)
    guard
      let bus = AccessibilityBus.start(
        application: "focus-demo", environment: environment, wakeHost: { woken.signal() })
    else { return nil }
    return (bus, woken)
  }

  /// The bridge's log lines, until one meets `condition`; gives up when
  /// the bridge stays silent for a minute (a busy machine).
  private func logLines(
    of bus: AccessibilityBus, woken: DispatchSemaphore, until condition: ([String]) -> Bool
  ) -> [String] {
    var lines = bus.takeMail().log
    while !condition(lines), woken.wait(timeout: .now() + 60) == .success {
      lines += bus.takeMail().log
    }
    return lines
  }

  @Test func offInTheEnvironmentStartsNoBridge() {
    let woken = Atomic<Int>(0)
    for setting in ["off", "OFF", "0", "no"] {
      let bus = AccessibilityBus.start(
        application: "focus-demo", environment: [AccessibilityBus.environmentKey: setting]
      ) { woken.add(1, ordering: .relaxed) }
      #expect(bus == nil, "FOCUSUI_ACCESSIBILITY_BUS=\(setting)")
    }
    #expect(woken.load(ordering: .relaxed) == 0)
    #expect(AccessibilityBus.offByEnvironment.hasPrefix("accessibility bus: off"))
  }

  @Test func withoutASessionBusTheBridgeStaysOffAndSaysWhy() throws {
    // No DBUS_SESSION_BUS_ADDRESS and no $XDG_RUNTIME_DIR/bus: the bridge
    // never starts a bus of its own (libdbus's X11 autolaunch).
    let (bus, woken) = try #require(start([:]))
    defer { bus.stop() }
    let lines = logLines(of: bus, woken: woken) { $0.contains { $0.contains("off:") } }
    #expect(
      lines.contains { $0.hasPrefix("accessibility bus: off: no session bus (DBUS_SESSION_BUS_ADDRESS is unset") },
      "the log said \(lines)")
    #expect(!bus.wantsSemantics)
    #expect(bus.eventsSent == 0)
  }

  @Test func aSessionBusThatIsGoneKeepsTheBridgeOffAndSaysWhy() throws {
    let (bus, woken) = try #require(start(["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/focusui-test-bus"]))
    defer { bus.stop() }
    let lines = logLines(of: bus, woken: woken) { $0.contains { $0.contains("off:") } }
    #expect(lines.contains { $0.hasPrefix("accessibility bus: off: no session bus (") }, "the log said \(lines)")
    #expect(!bus.isScreenReaderListening)
    #expect(bus.takeMail().input.isEmpty)
  }

  @Test func theSessionBusIsNamedByItsAddressOrTheRuntimeDirectorysSocket() throws {
    #expect(BusSession.sessionBusAddress(in: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/a"]) == "unix:path=/a")
    #expect(BusSession.sessionBusAddress(in: ["XDG_RUNTIME_DIR": "/nonexistent/focusui"]) == nil)
    let directory = FileManager.default.temporaryDirectory.appending(path: "focusui-bus-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    // A regular file where the socket should be is no bus.
    #expect(FileManager.default.createFile(atPath: directory.path + "/bus", contents: Data()))
    #expect(BusSession.sessionBusAddress(in: ["XDG_RUNTIME_DIR": directory.path]) == nil)
  }
}
