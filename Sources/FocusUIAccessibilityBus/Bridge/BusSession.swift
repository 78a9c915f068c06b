import CDBus
import FocusEngine
import FocusUI

#if canImport(Glibc)
  import Glibc
#endif

/// The bridge's life on its own thread: finds the accessibility bus,
/// registers the application with the AT-SPI registry, then answers calls
/// from the latest tree and turns each new frame into the events that
/// listeners want. Nothing here runs on the main actor; all of it runs on
/// the one thread that made it, which owns the connections.
final class BusSession {
  private let mailbox: BusMailbox
  private let application: String
  private let mode: AccessibilityBus.Mode
  /// `DBUS_SESSION_BUS_ADDRESS` and `XDG_RUNTIME_DIR`, as the host read them.
  private let environment: [String: String]

  private var session: BusConnection?
  private var bus: BusConnection?
  /// The registry's root: where the application sits.
  private var socket = BusValue.structure([
    .string("org.a11y.atspi.Registry"), .objectPath("/org/a11y/atspi/accessible/root"),
  ])
  private var listeners = EventListeners()
  /// What `org.a11y.Status` says: the desktop's switches.
  private var status = (isEnabled: false, screenReaderEnabled: false)
  private var tree: AtspiTree
  /// The frame the tree was built from (0: none yet).
  private var treeFrame = 0
  private var size = Size(width: 80, height: 24)
  private var isActive = true
  /// Calls that wait for a fresh tree, and when they stop waiting.
  private var waiting: [(message: BusMessage, deadline: ContinuousClock.Instant)] = []
  private var focus = ReportedFocus()
  private var toldListening = false

  init(mailbox: BusMailbox, application: String, mode: AccessibilityBus.Mode, environment: [String: String]) {
    self.mailbox = mailbox
    self.environment = environment
    self.application = application
    self.mode = mode
    tree = AtspiTree(application: application, size: size, isActive: true)
  }

  private func note(_ text: String) { mailbox.note("accessibility bus: \(text)") }

  // MARK: Joining

  /// Runs until the bridge is stopped or the bus goes away.
  func run() {
    if let failure = fdbus_load() {
      note("off: the system's D-Bus library could not be loaded (\(String(cString: failure))).")
      return
    }
    // libdbus would start a session bus of its own (X11 autolaunch) where
    // none is named: the app never starts daemons.
    guard let sessionAddress = Self.sessionBusAddress(in: environment) else {
      note("off: no session bus (DBUS_SESSION_BUS_ADDRESS is unset and $XDG_RUNTIME_DIR/bus is missing).")
      return
    }
    do {
      session = try BusConnection.open(address: sessionAddress)
    } catch {
      note("off: no session bus (\(error)).")
      return
    }
    guard waitUntilEnabled() else { return }
    do {
      try join()
    } catch {
      note("off: \(error).")
      return
    }
    serve()
  }

  /// Where the session bus is, as libdbus finds it, short of
  /// autolaunching one: `DBUS_SESSION_BUS_ADDRESS`, else the socket at
  /// `$XDG_RUNTIME_DIR/bus`.
  static func sessionBusAddress(in environment: [String: String]) -> String? {
    if let address = environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty { return address }
    guard let runtime = environment["XDG_RUNTIME_DIR"], !runtime.isEmpty else { return nil }
    var status = stat()
    let path = runtime + "/bus"
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFSOCK else { return nil }
    return "unix:path=" + path
  }

  /// Reads the desktop's switches; unless assistive technologies are on
  /// (or `FOCUSUI_ACCESSIBILITY_BUS=on`), waits for them to be turned on.
  /// Returns `false` when the bridge stopped first.
  private func waitUntilEnabled() -> Bool {
    guard let session else { return false }
    try? session.addMatch(
      "type='signal',interface='org.freedesktop.DBus.Properties',member='PropertiesChanged',path='/org/a11y/bus'")
    do {
      status.isEnabled = try readStatus("IsEnabled")
      status.screenReaderEnabled = try readStatus("ScreenReaderEnabled")
    } catch {
      note("off: the session has no accessibility bus (org.a11y.Bus: \(error)).")
      return false
    }
    if status.isEnabled || status.screenReaderEnabled || mode == .on { return true }
    note(
      "waiting: assistive technologies are off on this desktop (org.a11y.Status.IsEnabled is false); FOCUSUI_ACCESSIBILITY_BUS=on joins anyway."
    )
    while true {
      var descriptors = [
        pollfd(fd: mailbox.wakeDescriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: session.fileDescriptor, events: Int16(POLLIN), revents: 0),
      ]
      _ = poll(&descriptors, nfds_t(descriptors.count), -1)
      if mailbox.take().isStopped { return false }
      guard session.readWrite() else { return false }
      while let message = session.popMessage() { readStatusChange(message) }
      if status.isEnabled || status.screenReaderEnabled { return true }
    }
  }

  private func readStatus(_ name: String) throws(BusError) -> Bool {
    let call = BusMessage.methodCall(
      destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.freedesktop.DBus.Properties", member: "Get")
    call.append([.string("org.a11y.Status"), .string(name)])
    guard let session else { return false }
    return try session.call(call).arguments.first?.boolValue ?? false
  }

  /// `org.a11y.Status`'s PropertiesChanged: a screen reader started or
  /// stopped, or assistive technologies were turned on or off.
  private func readStatusChange(_ message: BusMessage) {
    guard message.kind == .signal, message.member == "PropertiesChanged" else { return }
    let arguments = message.arguments
    guard arguments.first?.stringValue == "org.a11y.Status", arguments.count > 1 else { return }
    for entry in arguments[1].elements {
      let pair = entry.elements
      guard pair.count == 2, let name = pair[0].stringValue, let value = pair[1].boolValue else { continue }
      if name == "IsEnabled" { status.isEnabled = value }
      if name == "ScreenReaderEnabled" { status.screenReaderEnabled = value }
    }
  }

  /// Connects to the accessibility bus and registers the application.
  private func join() throws(BusError) {
    guard let session else { return }
    let getAddress = BusMessage.methodCall(
      destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Bus", member: "GetAddress")
    guard let address = try session.call(getAddress).arguments.first?.stringValue, !address.isEmpty else {
      throw BusError(name: "org.a11y.Bus gave no address", message: "")
    }
    let bus = try BusConnection.open(address: address)
    self.bus = bus
    for rule in [
      "type='signal',interface='org.a11y.atspi.Registry',member='EventListenerRegistered'",
      "type='signal',interface='org.a11y.atspi.Registry',member='EventListenerDeregistered'",
      "type='signal',interface='org.freedesktop.DBus',member='NameOwnerChanged'",
    ] {
      try bus.addMatch(rule)
    }
    try embed()
    note("joined the accessibility bus at \(address) as \(bus.uniqueName), application \"\(application)\".")
  }

  /// Registers the application with the registry and learns who listens.
  private func embed() throws(BusError) {
    guard let bus else { return }
    let embed = BusMessage.methodCall(
      destination: "org.a11y.atspi.Registry", path: "/org/a11y/atspi/accessible/root",
      interface: "org.a11y.atspi.Socket", member: "Embed")
    embed.append([.structure([.string(bus.uniqueName), .objectPath(AtspiObjects.pathPrefix + AtspiTree.rootKey)])])
    if let reference = try bus.call(embed).arguments.first { socket = reference }
    let registered = BusMessage.methodCall(
      destination: "org.a11y.atspi.Registry", path: "/org/a11y/atspi/registry",
      interface: "org.a11y.atspi.Registry", member: "GetRegisteredEvents")
    listeners.removeAll()
    for entry in try bus.call(registered).arguments.first?.elements ?? [] {
      let pair = entry.elements
      guard pair.count >= 2, let listener = pair[0].stringValue, let event = pair[1].stringValue else { continue }
      listeners.register(bus: listener, event: event)
    }
    listenersChanged()
    if isActive { send([.window(AtspiTree.windowKey, activated: true)]) }
  }

  // MARK: Serving

  private func serve() {
    guard let bus, let session else { return }
    while true {
      let mail = mailbox.take()
      if mail.isStopped { break }
      if let frame = mail.frame {
        apply(frame)
      } else if mail.isActive != isActive {
        isActive = mail.isActive
        rebuild(with: nil)
      }
      guard bus.readWrite() else {
        note("off: the accessibility bus closed.")
        break
      }
      while let message = bus.popMessage() { handle(message) }
      if session.readWrite() {
        while let message = session.popMessage() {
          readStatusChange(message)
          listenersChanged()
        }
      }
      answerWaiting(force: false)
      bus.flush()
      var descriptors = [
        pollfd(fd: mailbox.wakeDescriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: bus.fileDescriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: session.fileDescriptor, events: Int16(POLLIN), revents: 0),
      ]
      _ = poll(&descriptors, nfds_t(descriptors.count), waiting.isEmpty ? -1 : 50)
    }
    mailbox.wantsSemantics.store(false, ordering: .relaxed)
    self.bus = nil
    self.session = nil
  }

  /// Builds the tree of a new frame, tells the listeners what changed and
  /// answers the calls that waited for it.
  private func apply(_ frame: FrameHandoff) {
    size = frame.size
    isActive = frame.isActive
    let semantics = frame.semantics
    focus.update(semantics)
    treeFrame = frame.number
    rebuild(with: semantics)
    answerWaiting(force: true)
  }

  private func rebuild(with semantics: FrameSemantics?) {
    let next: AtspiTree
    if let semantics {
      next = AtspiTree(semantics, application: application, size: size, isActive: isActive, focus: focus.element)
    } else {
      var copy = tree
      copy.setActive(isActive)
      next = copy
    }
    let previous = tree
    tree = next
    guard !listeners.isEmpty, let bus else { return }
    let objects = AtspiObjects(tree: next, bus: bus.uniqueName, socket: socket)
    send(
      AtspiTreeChanges(
        from: previous, to: next, announcements: semantics?.announcements ?? [], reference: objects.reference
      ).events)
  }

  /// Sends the events someone listens to, and those that keep libatspi's
  /// caches right.
  private func send(_ events: [AtspiEvent]) {
    guard let bus, !listeners.isEmpty else { return }
    for event in events where listeners.wants(event.type) || event.updatesCaches {
      let signal = BusMessage.signal(
        path: AtspiObjects.pathPrefix + event.key, interface: event.interface, member: event.type.member)
      signal.append([
        .string(event.type.detail), .int32(event.detail1), .int32(event.detail2), .variant(event.data),
        BusValue.noProperties,
      ])
      bus.send(signal)
      mailbox.eventsSent.add(1, ordering: .relaxed)
    }
  }

  // MARK: Calls and signals

  private func handle(_ message: BusMessage) {
    switch message.kind {
    case .methodCall:
      let isFresh = treeFrame > 0 && treeFrame >= mailbox.framesDrawn.load(ordering: .relaxed)
      if isFresh || !Self.reads(message.member) {
        answer(message)
      } else {
        // The tree is older than the screen: ask for a frame, answer then.
        waiting.append((message, .now + .milliseconds(250)))
        mailbox.requestFrame()
      }
    case .signal:
      registrySignal(message)
    default:
      break
    }
  }

  /// Whether a call only reads (and is better answered from a fresh tree).
  private static func reads(_ member: String) -> Bool {
    !["GrabFocus", "DoAction", "SetTextContents", "InsertText", "DeleteText", "SetCaretOffset", "SelectChild"]
      .contains(member)
  }

  private func answerWaiting(force: Bool) {
    guard !waiting.isEmpty else { return }
    let now = ContinuousClock.now
    let due = waiting.filter { force || $0.deadline <= now }
    waiting.removeAll { force || $0.deadline <= now }
    // No frame came in time (the terminal is suspended): the tree is the
    // best there is, and later calls are answered from it at once.
    if !force, !due.isEmpty { treeFrame = max(treeFrame, mailbox.framesDrawn.load(ordering: .relaxed), 1) }
    for call in due { answer(call.message) }
    if waiting.isEmpty { updateWantsSemantics() }
  }

  private func answer(_ message: BusMessage) {
    guard let bus else { return }
    var input: [InputEvent] = []
    let objects = AtspiObjects(tree: tree, bus: bus.uniqueName, socket: socket)
    let answer = objects.answer(
      path: message.path, interface: message.interface, member: message.member, arguments: message.arguments,
      input: &input)
    mailbox.send(input)
    guard message.expectsReply else { return }
    switch answer {
    case .reply(let values): bus.send(message.reply(values))
    case .error(let name, let text): bus.send(message.errorReply(name: name, text: text))
    }
  }

  private func registrySignal(_ message: BusMessage) {
    let arguments = message.arguments
    switch (message.interface, message.member) {
    case ("org.a11y.atspi.Registry", "EventListenerRegistered"):
      guard arguments.count >= 2, let listener = arguments[0].stringValue, let event = arguments[1].stringValue
      else { return }
      let wasHeard = listeners.wants(.init(category: "Window", member: "Activate", detail: ""))
      listeners.register(bus: listener, event: event)
      listenersChanged()
      // A screen reader that starts after the app hears which window is in front.
      if !wasHeard, isActive, listeners.wants(.init(category: "Window", member: "Activate", detail: "")) {
        send([.window(AtspiTree.windowKey, activated: true)])
      }
    case ("org.a11y.atspi.Registry", "EventListenerDeregistered"):
      guard arguments.count >= 2, let listener = arguments[0].stringValue, let event = arguments[1].stringValue
      else { return }
      listeners.deregister(bus: listener, event: event)
      listenersChanged()
    case ("org.freedesktop.DBus", "NameOwnerChanged"):
      guard arguments.count >= 3, let name = arguments[0].stringValue, let owner = arguments[2].stringValue else {
        return
      }
      if owner.isEmpty {
        listeners.remove(bus: name)
        listenersChanged()
      } else if name == "org.a11y.atspi.Registry" {
        // The registry came back: register again.
        do { try embed() } catch { note("could not register again with the registry (\(error)).") }
      }
    default:
      break
    }
  }

  /// Whether frames must carry semantics now, and whether a screen reader
  /// listens; the main actor hears the latter as an input event.
  private func listenersChanged() {
    updateWantsSemantics()
    let isListening = listeners.hearsFocus || status.screenReaderEnabled
    mailbox.isScreenReaderListening.store(isListening, ordering: .relaxed)
    if isListening != toldListening {
      toldListening = isListening
      mailbox.send([.screenReaderListening(isListening)])
    }
    // A first listener needs a tree of the screen as it is now.
    if !listeners.isEmpty, treeFrame < mailbox.framesDrawn.load(ordering: .relaxed) || treeFrame == 0 {
      mailbox.requestFrame()
    }
  }

  private func updateWantsSemantics() {
    mailbox.wantsSemantics.store(!listeners.isEmpty || !waiting.isEmpty, ordering: .relaxed)
  }
}

extension AtspiTree {
  /// Marks the window active or not, without a new frame.
  mutating func setActive(_ isActive: Bool) {
    guard var window = self[AtspiTree.windowKey] else { return }
    if isActive { window.states.insert(.active) } else { window.states.remove(.active) }
    replace(window)
  }
}
