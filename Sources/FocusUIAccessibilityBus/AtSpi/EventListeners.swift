/// Which events the assistive technologies on the bus listen to, as the
/// registry reports them (`GetRegisteredEvents`, then its
/// `EventListenerRegistered` and `EventListenerDeregistered` signals): the
/// bridge sends an event only when someone listens.
///
/// ```swift
/// var listeners = EventListeners()
/// listeners.register(bus: ":1.7", event: "Object:StateChanged:Focused")
/// listeners.wants(.init(category: "Object", member: "StateChanged", detail: "focused"))   // true
/// listeners.wants(.init(category: "Object", member: "TextChanged", detail: "insert"))     // false
/// ```
struct EventListeners: Equatable, Sendable {
  /// An event's type: its interface's last part, its member and detail.
  struct EventType: Equatable, Sendable {
    var category: String
    var member: String
    var detail: String
  }

  /// Each listening connection's events, split at `:` and spelled as the
  /// registry spells them (`Object`, `StateChanged`, `Focused`).
  private var events: [String: [[String]]] = [:]

  var isEmpty: Bool { events.isEmpty }

  /// The connections that listen to anything.
  var listeners: [String] { events.keys.sorted() }

  mutating func register(bus: String, event: String) {
    events[bus, default: []].append(Self.parts(of: event))
  }

  /// Forgets `bus`'s listeners for `event` and the events under it.
  mutating func deregister(bus: String, event: String) {
    let removed = Self.parts(of: event)
    events[bus]?.removeAll { Self.isSubtype($0, of: removed) }
    if events[bus]?.isEmpty == true { events[bus] = nil }
  }

  /// Forgets a connection that left the bus.
  mutating func remove(bus: String) { events[bus] = nil }

  mutating func removeAll() { events = [:] }

  /// Whether anyone listens to events of `type`: a listener of `object:`
  /// hears every object event, of `object:state-changed` every state.
  func wants(_ type: EventType) -> Bool {
    let needle = [type.category, type.member, type.detail].map(Self.properFormat)
    return events.values.contains { $0.contains { Self.isSubtype(needle, of: $0) } }
  }

  /// Whether anyone listens to focus events: a screen reader, most likely.
  var hearsFocus: Bool { wants(EventType(category: "Object", member: "StateChanged", detail: "focused")) }

  /// Whether every non-empty part of `listener` equals `event`'s.
  private static func isSubtype(_ event: [String], of listener: [String]) -> Bool {
    for (index, part) in listener.enumerated() where !part.isEmpty {
      guard index < event.count, event[index] == part else { return false }
    }
    return true
  }

  private static func parts(of event: String) -> [String] {
    event.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false).map { properFormat(String($0)) }
  }

  /// The registry's spelling: each word capitalised, dashes dropped
  /// (`state-changed` → `StateChanged`).
  static func properFormat(_ text: String) -> String {
    var result = ""
    var upper = true
    for character in text {
      if character == "-" {
        upper = true
      } else if upper {
        result += character.uppercased()
        upper = false
      } else {
        result.append(character)
      }
    }
    return result
  }
}
