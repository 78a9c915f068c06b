import FocusEngine
import Testing

@testable import FocusUIWeb

@Suite struct ClientEventTests {
  @Test func keysAreNamedAsTheBrowserNamesThem() throws {
    #expect(try ClientEvent.decode(#"{"type":"key","key":"Tab","modifiers":["shift"]}"#) == .key(.tab, .shift))
    #expect(try ClientEvent.decode(#"{"type":"key","key":"ArrowDown","modifiers":[]}"#) == .key(.downArrow, []))
    #expect(try ClientEvent.decode(#"{"type":"key","key":"s","modifiers":["control"]}"#) == .key("s", .control))
    #expect(try ClientEvent.decode(#"{"type":"text","text":"bob"}"#) == .text("bob"))
    #expect(try ClientEvent.decode(#"{"type":"focus","element":"n12"}"#) == .focusElement(NodeID(12)))
  }

  @Test func theBrowserWindowsFocusIsTheScenesActivation() throws {
    #expect(try ClientEvent.decode(#"{"type":"activation","active":false}"#) == .windowActivation(false))
    #expect(try ClientEvent.decode(#"{"type":"activation","active":true}"#) == .windowActivation(true))
  }

  @Test(arguments: [
    "", "null", "[]", "{}", #"{"type":3}"#, #"{"type":"warp"}"#, #"{"type":"key","key":"Hyper"}"#,
    #"{"type":"key","key":"\u0007"}"#, #"{"type":"click","x":-1,"y":0}"#, #"{"type":"click","x":1}"#,
    #"{"type":"focus","element":"x"}"#, #"{"type":"resize","columns":0,"rows":10}"#, #"{"type":"text","text":""}"#,
    #"{"type":"scroll","x":1,"y":1,"lines":99999}"#, #"{"type":"activation"}"#, #"{"type":"activation","active":1}"#,
  ])
  func malformedMessagesAreRefusedWithAReason(_ message: String) {
    #expect(throws: ClientEvent.Refusal.self) { try ClientEvent.decode(message) }
  }
}
