import Foundation
import Synchronization
import Testing

@testable import FocusUIAccessibilityBus

/// Where there is no bus, or the bridge is turned off, nothing happens,
/// start-up does not wait, and the log says why.
@Suite struct BridgeStartTests {
  /// The bridge's log lines, until one meets `condition` or 10 seconds
  /// pass (the bridge's thread answers in milliseconds).
  private func logLines(of bus: AccessibilityBus, until condition: ([String]) -> Bool) async -> [String] {
    var lines: [String] = []
    let deadline = ContinuousClock.now + .seconds(10)
    while !condition(lines), ContinuousClock.now < deadline {
      lines += bus.takeMail().log
      try? await Task.sleep(for: .milliseconds(5))
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

  @Test func withoutASessionBusTheBridgeStaysOffAndSaysWhy() async throws {
    // No DBUS_SESSION_BUS_ADDRESS and no $XDG_RUNTIME_DIR/bus: the bridge
    // never starts a bus of its own (libdbus's X11 autolaunch).
    let bus = try #require(AccessibilityBus.start(application: "focus-demo", environment: [:]) {})
    defer { bus.stop() }
    let lines = await logLines(of: bus) { $0.contains { $0.contains("off:") } }
    #expect(
      lines.contains { $0.hasPrefix("accessibility bus: off: no session bus (DBUS_SESSION_BUS_ADDRESS is unset") },
      "the log said \(lines)")
    #expect(!bus.wantsSemantics)
    #expect(bus.eventsSent == 0)
  }

  @Test func aSessionBusThatIsGoneKeepsTheBridgeOffAndSaysWhy() async throws {
    let environment = ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/focusui-test-bus"]
    let bus = try #require(AccessibilityBus.start(application: "focus-demo", environment: environment) {})
    defer { bus.stop() }
    let lines = await logLines(of: bus) { $0.contains { $0.contains("off:") } }
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
