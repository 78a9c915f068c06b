import FocusUI

/// The sessions a server has open, one per connected browser tab.
///
/// ```swift
/// let sessions = WebSessions()
/// let server = WebServer(title: "Login", sessions: sessions) { Screen(LoginForm(), screenReader: WebSession.reader()) }
/// sessions.count   // 0 until a tab connects; back to 0 when it closes
/// ```
///
/// A change that no event caused (an `@Observable` model changed by a
/// timer, say) wakes every session, which sends a patch if its page
/// changed.
@MainActor
package final class WebSessions: Sendable {
  private var open: [Int: (session: WebSession, wake: @Sendable () -> Void)] = [:]
  private var nextID = 0

  package nonisolated init() {}

  /// How many tabs are connected.
  package var count: Int { open.count }

  /// The sessions open, in no order.
  var all: [WebSession] { open.values.map(\.session) }

  func add(_ session: WebSession, wake: @escaping @Sendable () -> Void) -> Int {
    nextID += 1
    open[nextID] = (session, wake)
    return nextID
  }

  func remove(_ id: Int) {
    open[id] = nil
  }

  func wakeAll() {
    for entry in open.values { entry.wake() }
  }
}
