import FocusEngine
import FocusUI
import Foundation
import Synchronization

/// Makes a running app an application on Linux's accessibility bus
/// (AT-SPI), both ways: screen readers such as Orca walk its windows'
/// elements, hear every focus move, and can move focus, press buttons and
/// edit fields in it.
///
/// A host starts one bridge, hands it each frame it draws and routes the
/// input it sends back, as it routes keys:
///
/// ```swift
/// let bus = AccessibilityBus.start(application: "focus-demo", environment: environment) { device.wake() }
/// while running {
///   let mail = bus?.takeMail()
///   for event in mail?.input ?? [] { screen.send(event) }
///   if mail?.needsFrame == true { needsFrame = true }
///   let frame = screen.frame(in: size, semantics: bus?.wantsSemantics ?? false)
///   draw(frame)
///   bus?.post(frame, isActive: screen.isActive)
/// }
/// bus?.stop()
/// ```
///
/// The bridge reads only the ``/FocusUI/HostFrame`` a host gets and sends only
/// ``/FocusUI/InputEvent``s. It talks to the bus through the system's libdbus,
/// loaded when the bridge starts; everything on the bus happens on the
/// bridge's own thread, so a frame never waits for D-Bus and start-up
/// never waits for the bus. While no assistive technology listens, the
/// bridge asks for no semantics and sends nothing.
///
/// `FOCUSUI_ACCESSIBILITY_BUS=off` keeps it off; `on` joins even when the
/// desktop's assistive technologies setting (`org.a11y.Status.IsEnabled`)
/// is off. Why it is off, or where it joined, comes back as log lines
/// (``takeMail()``).
public final class AccessibilityBus: Sendable {
  /// What `FOCUSUI_ACCESSIBILITY_BUS` asks.
  enum Mode: Equatable, Sendable {
    /// Join when the desktop's assistive technologies are on (the default).
    case automatic
    /// Join whatever the desktop says.
    case on
  }

  /// The variable that turns the bridge off (`off`) or on regardless of
  /// the desktop (`on`).
  public static let environmentKey = "FOCUSUI_ACCESSIBILITY_BUS"

  private let mailbox: BusMailbox

  private init(mailbox: BusMailbox) {
    self.mailbox = mailbox
  }

  /// Starts a bridge for the application named `application` on a thread
  /// of its own and returns at once; `wakeHost` is called, on any thread,
  /// when the bridge has input or log lines for the host, or wants a
  /// frame. Returns `nil` when `FOCUSUI_ACCESSIBILITY_BUS=off`
  /// (``offByEnvironment`` says so in a log). `environment` also names the
  /// session bus (`DBUS_SESSION_BUS_ADDRESS`, else the socket
  /// `$XDG_RUNTIME_DIR/bus`); without one the bridge stays off and says why
  /// in ``takeMail()``'s log lines.
  ///
  /// ```swift
  /// let bus = AccessibilityBus.start(application: "notes", environment: ProcessInfo.processInfo.environment) {
  ///   TerminalDevice.wakeForChange()
  /// }
  /// ```
  public static func start(
    application: String, environment: [String: String], wakeHost: @escaping @Sendable () -> Void
  ) -> AccessibilityBus? {
    let setting = environment[environmentKey]?.lowercased()
    if setting == "off" || setting == "0" || setting == "no" { return nil }
    let mailbox = BusMailbox(wakeHost: wakeHost)
    let mode: Mode = setting == "on" || setting == "1" || setting == "yes" ? .on : .automatic
    let thread = Thread {
      BusSession(mailbox: mailbox, application: application, mode: mode, environment: environment).run()
    }
    thread.name = "FocusUI accessibility bus"
    thread.start()
    return AccessibilityBus(mailbox: mailbox)
  }

  /// The log line a host writes when the bridge is off by
  /// `FOCUSUI_ACCESSIBILITY_BUS=off`.
  public static let offByEnvironment = "accessibility bus: off (FOCUSUI_ACCESSIBILITY_BUS=off)."

  /// Whether the next frame should carry its semantics
  /// (``/FocusUI/Screen/frame(in:semantics:)``): someone listens on the bus, or a
  /// call waits for the screen as it is now, and the bridge has taken the
  /// last frame's. While it is still busy with those, frames go without,
  /// and ``takeMail()`` asks for one when it is done: semantics are built
  /// at the pace the bus takes them, never queued. Cheap enough for every
  /// frame.
  public var wantsSemantics: Bool { mailbox.drawsSemantics }

  /// Whether a screen reader listens on the bus: someone hears focus
  /// events, or the desktop's `org.a11y.Status.ScreenReaderEnabled` is on.
  /// The built-in reader can stay quiet then, unless asked. Callable from
  /// any thread; the screen also hears it as
  /// ``/FocusUI/InputEvent/screenReaderListening(_:)``.
  ///
  /// ```swift
  /// if bus?.isScreenReaderListening == true { voice.isQuiet = true }
  /// ```
  public var isScreenReaderListening: Bool { mailbox.isScreenReaderListening.load(ordering: .relaxed) }

  /// Hands the bridge a frame the host drew, and whether the host's window
  /// (the terminal) has the system's focus: the bridge builds its tree and
  /// events from it on its own thread. Costs a lock and a wake-up; a frame
  /// without semantics only updates whether the window is active.
  ///
  /// ```swift
  /// let frame = screen.frame(in: size, semantics: bus.wantsSemantics)
  /// bus.post(frame, isActive: screen.isActive)
  /// ```
  public func post(_ frame: HostFrame, isActive: Bool) {
    mailbox.post(frame, isActive: isActive)
  }

  /// The input assistive technologies sent since the last call, to route
  /// through ``/FocusUI/Screen/send(_:)``, lines for the focus log, and whether the
  /// bridge needs a frame drawn even though nothing changed (a screen
  /// reader started listening, or reads the screen as it is now): the host
  /// draws one, with ``wantsSemantics`` true. Cheap when
  /// there is none (one atomic load), so a host calls it on every pass of
  /// its loop.
  ///
  /// ```swift
  /// let mail = bus.takeMail()
  /// for line in mail.log { log.append(line) }
  /// for event in mail.input { screen.send(event) }
  /// if mail.needsFrame || !mail.input.isEmpty { needsFrame = true }
  /// ```
  public func takeMail() -> (input: [InputEvent], log: [String], needsFrame: Bool) {
    let mail = mailbox.takeMail()
    return (mail.input, mail.notes, mail.wantsFrame)
  }

  /// How many events the bridge has sent on the bus: none while no
  /// assistive technology listens. Callable from any thread.
  ///
  /// ```swift
  /// log.append("accessibility bus: sent \(bus.eventsSent) events.")
  /// ```
  public var eventsSent: Int { mailbox.eventsSent.load(ordering: .relaxed) }

  /// Leaves the bus: the bridge's thread closes its connections, and the
  /// registry forgets the application.
  public func stop() {
    mailbox.stop()
  }
}
