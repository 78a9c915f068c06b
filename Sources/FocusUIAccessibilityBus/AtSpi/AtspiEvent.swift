/// One AT-SPI event the app sends: a signal on the object's path, in an
/// `org.a11y.atspi.Event.*` interface, with the `siiva{sv}` arguments
/// libatspi reads (detail, two numbers, any value, properties).
///
/// ```swift
/// AtspiEvent.stateChanged("n12", state: "focused", on: true)
/// // object:state-changed:focused on /org/a11y/atspi/accessible/n12, detail1 1
/// ```
struct AtspiEvent: Equatable, Sendable {
  var key: String
  var type: EventListeners.EventType
  var detail1: Int32 = 0
  var detail2: Int32 = 0
  /// The value the variant carries (an empty string when none).
  var data: BusValue = .string("")
  /// Whether libatspi's caches follow it, so every client hears it
  /// whether or not it registered a listener (a state, a name, a child).
  var updatesCaches = false

  static let objectInterface = "org.a11y.atspi.Event.Object"
  static let windowInterface = "org.a11y.atspi.Event.Window"

  var interface: String { "org.a11y.atspi.Event." + type.category }

  static func stateChanged(_ key: String, state: String, on: Bool) -> AtspiEvent {
    AtspiEvent(
      key: key, type: .init(category: "Object", member: "StateChanged", detail: state), detail1: on ? 1 : 0,
      updatesCaches: true)
  }

  static func propertyChanged(_ key: String, property: String, value: BusValue) -> AtspiEvent {
    AtspiEvent(
      key: key, type: .init(category: "Object", member: "PropertyChange", detail: property), data: value,
      updatesCaches: property == "accessible-name" || property == "accessible-description")
  }

  /// A child added (`add`) or removed (`remove`) at `index`.
  static func childrenChanged(_ key: String, operation: String, index: Int, child: BusValue) -> AtspiEvent {
    AtspiEvent(
      key: key, type: .init(category: "Object", member: "ChildrenChanged", detail: operation),
      detail1: Int32(clamping: index), data: child, updatesCaches: true)
  }

  /// Text inserted (`insert`) or deleted (`delete`) at `start`.
  static func textChanged(_ key: String, operation: String, start: Int, text: String) -> AtspiEvent {
    AtspiEvent(
      key: key, type: .init(category: "Object", member: "TextChanged", detail: operation),
      detail1: Int32(clamping: start), detail2: Int32(clamping: text.unicodeScalars.count), data: .string(text))
  }

  static func caretMoved(_ key: String, offset: Int) -> AtspiEvent {
    AtspiEvent(
      key: key, type: .init(category: "Object", member: "TextCaretMoved", detail: ""),
      detail1: Int32(clamping: offset))
  }

  /// The window became the active one (`Activate`) or stopped being it.
  static func window(_ key: String, activated: Bool) -> AtspiEvent {
    AtspiEvent(key: key, type: .init(category: "Window", member: activated ? "Activate" : "Deactivate", detail: ""))
  }

  /// AT-SPI's `AtspiLive` values for an announcement's politeness.
  static let polite: Int32 = 1
  static let assertive: Int32 = 2

  /// Something for a screen reader to say: `politeness` ``polite`` waits
  /// for what is being said, ``assertive`` interrupts it.
  static func announcement(_ key: String, text: String, politeness: Int32) -> AtspiEvent {
    AtspiEvent(
      key: key, type: .init(category: "Object", member: "Announcement", detail: ""), detail1: politeness,
      data: .string(text))
  }
}
