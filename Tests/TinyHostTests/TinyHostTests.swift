import Testing
import TinyHostKit

/// The tiny host of Examples/TinyHost, built on FocusUI's public API
/// alone, runs a view end to end: keys and text in, frames and their
/// semantics out, an assistive technology's activation through the seam.
@MainActor @Suite struct TinyHostTests {
  @Test func tabFocusesTheFieldAndTypingFillsIt() {
    var host = LineHost(GreetingForm())
    #expect(host.run("").contains("focus: none"))
    #expect(host.run("tab").contains("focus: textField \"Name\""))
    let frame = host.run("type Ada")
    #expect(frame.contains("Ada"), "\(frame)")
    #expect(frame.contains("caret: 3"), "\(frame)")
  }

  @Test func activatingTheButtonRunsItAndItsFocusWriteMovesFocusBack() {
    var host = LineHost(GreetingForm())
    _ = host.run("tab")
    _ = host.run("type Ada")
    #expect(host.run("tab").contains("focus: button \"Greet\""))
    let frame = host.run("activate Greet")
    #expect(frame.contains("Hello, Ada!"), "\(frame)")
    #expect(frame.contains("focus: textField \"Name\""), "\(frame)")
  }

  @Test func badInputIsAnsweredNotCrashedOn() {
    var host = LineHost(GreetingForm())
    #expect(host.run("click Nobody") == "no element is labelled \"Nobody\"")
    #expect(host.run("hyper-x") == "unknown command \"hyper-x\"")
    #expect(host.run("resize big") == "resize takes WIDTHxHEIGHT")
  }

  @Test func quitFinishesTheFrame() {
    var host = LineHost(GreetingForm())
    #expect(host.run("quit").hasSuffix("finished"))
    #expect(host.screen.isFinished)
  }
}
