import FocusUI
import Foundation
import Synchronization

/// The windows a server keeps, one per browser tab, each under a random
/// id its page reconnects with.
///
/// ```swift
/// let sessions = WebWindows(gracePeriod: .seconds(120))
/// let server = WebServer(title: "Login", sessions: sessions) { Screen(LoginForm(), screenReader: WebWindow.reader()) }
/// sessions.count   // 0 until a tab connects
/// ```
///
/// A window outlives its connection by the grace period: a page whose
/// connection dropped (a laptop asleep, a Wi-Fi change, a proxy's idle
/// timeout) or that reloads asks for its window again and gets it as it
/// was. After the grace period the window is freed; a page asking for it
/// then gets a new one, and says so. A page asking for a window another
/// connection holds takes it over (the other may be a connection that died
/// without closing), and the other connection is closed. At most
/// ``maximumWaiting`` windows wait at once; past that, the longest waiting
/// is freed.
///
/// A change that no event caused (an `@Observable` model changed by a
/// timer, say) wakes every connected window, which sends a patch if its
/// page changed.
@MainActor
final class WebWindows: Sendable {
  /// How a connection got its window.
  enum Attachment: Equatable {
    /// A new window: the page asked for none.
    case new
    /// The window the page asked for, as it was.
    case resumed
    /// A new window: the one the page asked for is gone (its grace period
    /// passed, the app in it quit, or the server restarted).
    case replacedExpired
  }

  private struct Entry {
    let session: WebWindow
    /// The connection holding the window, and how to wake its writer and
    /// close it; `nil` while the window waits for its page.
    var connection: Int?
    var wake: (@Sendable () -> Void)?
    var close: (@Sendable () -> Void)?
    var waitingSince: ContinuousClock.Instant?
  }

  private var windows: [String: Entry] = [:]
  private var nextConnection = 0
  /// How long a window waits for its page to come back.
  nonisolated let gracePeriod: Duration
  /// How many windows may wait for their page at once.
  nonisolated let maximumWaiting: Int

  nonisolated init(gracePeriod: Duration = .seconds(120), maximumWaiting: Int = 100) {
    self.gracePeriod = gracePeriod
    self.maximumWaiting = maximumWaiting
  }

  /// How many windows are alive: connected, or waiting for their page.
  var count: Int { windows.count }

  /// How many windows a connection holds now.
  var connected: Int { windows.values.count { $0.connection != nil } }

  /// The sessions alive, in no order.
  var all: [WebWindow] { windows.values.map(\.session) }

  /// Gives a new connection its window: the one named `requested` if it is
  /// alive (taken over from a connection still holding it), else a new
  /// one from `make`. Returns the window's id, its session, the
  /// connection's number (for ``detach(_:connection:)``) and how it came.
  func attach(
    requested: String?, make: () -> WebWindow, wake: @escaping @Sendable () -> Void,
    close: @escaping @Sendable () -> Void
  ) -> (id: String, session: WebWindow, connection: Int, attachment: Attachment) {
    nextConnection += 1
    let connection = nextConnection
    if let requested, var entry = windows[requested], !entry.session.screen.isFinished {
      entry.close?()
      entry.connection = connection
      entry.wake = wake
      entry.close = close
      entry.waitingSince = nil
      windows[requested] = entry
      entry.session.resendEverything()
      return (requested, entry.session, connection, .resumed)
    }
    let id = AccessToken.random().value
    let session = make()
    windows[id] = Entry(session: session, connection: connection, wake: wake, close: close)
    return (id, session, connection, requested == nil ? .new : .replacedExpired)
  }

  /// The connection numbered `connection` ended: its window waits for its
  /// page for the grace period (unless another connection took it, or the
  /// app in it quit).
  func detach(_ id: String, connection: Int) {
    guard var entry = windows[id], entry.connection == connection else { return }
    guard gracePeriod > .zero, !entry.session.screen.isFinished else {
      windows[id] = nil
      return
    }
    entry.connection = nil
    entry.wake = nil
    entry.close = nil
    entry.waitingSince = .now
    windows[id] = entry
    let grace = gracePeriod
    let since = entry.waitingSince
    Task { @MainActor [weak self] in
      try? await Task.sleep(for: grace)
      self?.expire(id, ifWaitingSince: since)
    }
    evictOverflow()
  }

  private func expire(_ id: String, ifWaitingSince instant: ContinuousClock.Instant?) {
    guard let entry = windows[id], entry.connection == nil, entry.waitingSince == instant else { return }
    windows[id] = nil
  }

  private func evictOverflow() {
    let waiting = windows.filter { $0.value.connection == nil }
    guard waiting.count > maximumWaiting else { return }
    let oldest = waiting.sorted { $0.value.waitingSince! < $1.value.waitingSince! }
    for (id, _) in oldest.prefix(waiting.count - maximumWaiting) { windows[id] = nil }
  }

  func wakeAll() {
    for entry in windows.values { entry.wake?() }
  }

  /// Wakes every connected window from any thread: one hop to the main
  /// actor per burst of changes, however many come meanwhile (a model
  /// changed 100,000 times a second).
  nonisolated func wakeAllSoon() {
    guard !isWakePending.exchange(true, ordering: .sequentiallyConsistent) else { return }
    Task { @MainActor in
      isWakePending.store(false, ordering: .sequentiallyConsistent)
      wakeAll()
    }
  }

  private nonisolated let isWakePending = Atomic<Bool>(false)

}
