import FocusEngine
import Testing

@testable import FocusUIWeb

@Suite struct ClientEventTests {
  @Test func keysAreNamedAsTheBrowserNamesThem() throws {
    #expect(try ClientEvent.decode(#"{"e":"key","key":"Tab","m":"s"}"#) == .key(.tab, .shift))
    #expect(try ClientEvent.decode(#"{"e":"key","key":"ArrowDown","m":""}"#) == .key(.downArrow, []))
    #expect(try ClientEvent.decode(#"{"e":"key","key":"s","m":"c"}"#) == .key("s", .control))
    #expect(try ClientEvent.decode(#"{"e":"text","text":"bob"}"#) == .text("bob"))
    #expect(try ClientEvent.decode(#"{"e":"focus","id":"n12"}"#) == .focusElement(NodeID(12)))
  }

  @Test(arguments: [
    "", "null", "[]", "{}", #"{"e":3}"#, #"{"e":"warp"}"#, #"{"e":"key","key":"Hyper"}"#,
    #"{"e":"key","key":"\u0007"}"#, #"{"e":"click","x":-1,"y":0}"#, #"{"e":"click","x":1}"#,
    #"{"e":"focus","id":"x"}"#, #"{"e":"resize","w":0,"h":10}"#, #"{"e":"text","text":""}"#,
    #"{"e":"scroll","x":1,"y":1,"lines":99999}"#,
  ])
  func malformedMessagesAreRefusedWithAReason(_ message: String) {
    #expect(throws: ClientEvent.Refusal.self) { try ClientEvent.decode(message) }
  }
}
