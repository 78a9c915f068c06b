import Testing

@testable import FocusUIAccessibilityBus

@Suite struct EventListenersTests {
  private let focused = EventListeners.EventType(category: "Object", member: "StateChanged", detail: "focused")
  private let inserted = EventListeners.EventType(category: "Object", member: "TextChanged", detail: "insert")

  @Test func nobodyListeningWantsNothing() {
    let listeners = EventListeners()
    #expect(!listeners.wants(focused))
    #expect(!listeners.hearsFocus)
  }

  @Test func aListenerHearsItsEventAndTheEventsUnderIt() {
    var listeners = EventListeners()
    listeners.register(bus: ":1.7", event: "object:state-changed:focused")
    #expect(listeners.wants(focused))
    #expect(!listeners.wants(inserted))
    listeners.register(bus: ":1.8", event: "Object:")
    #expect(listeners.wants(inserted))
  }

  @Test func deregisteringOrLeavingTheBusForgetsTheListener() {
    var listeners = EventListeners()
    listeners.register(bus: ":1.7", event: "Object:StateChanged:Focused")
    listeners.register(bus: ":1.8", event: "window:activate")
    listeners.deregister(bus: ":1.7", event: "object:state-changed")
    #expect(!listeners.wants(focused))
    listeners.remove(bus: ":1.8")
    #expect(listeners.isEmpty)
  }

  @Test func theRegistrysSpellingCapitalisesEachWord() {
    #expect(EventListeners.properFormat("state-changed") == "StateChanged")
    #expect(EventListeners.properFormat("focused") == "Focused")
  }
}

@Suite struct TextOffsetsTests {
  @Test func offsetsCountScalarsOnTheBusAndCharactersInTheApp() {
    let text = "e\u{301}a"  // é as two scalars, then a
    #expect(TextOffsets.scalars(ofCharacters: 1, in: text) == 2)
    #expect(TextOffsets.characters(ofScalars: 2, in: text) == 1)
    #expect(TextOffsets.substring(text, from: 2, to: -1) == "a")
  }
}
