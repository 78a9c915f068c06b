import FocusDemoExamples
import FocusUI
import Testing

/// The headless mode's key scripts: every key a browser or a terminal
/// sends can be written, so a script can replay what a user typed.
struct KeyScriptTests {
  @Test func namedKeysCharactersAndModifiersAreRead() throws {
    let script = try KeyScript(parsing: #"tab shift-tab delete-forward f10 3 ctrl-u alt-shift-right cmd-s "a b""#)
    #expect(
      script.steps == [
        .key(.tab, []), .key(.tab, .shift), .key(.deleteForward, []), .key(.f10, []), .key("3", []),
        .key("u", .control), .key(.rightArrow, [.option, .shift]), .key("s", .command), .text("a b"),
      ])
  }

  @Test func waitsAreReadInMillisecondsOrSeconds() throws {
    let script = try KeyScript(parsing: #""a" wait:300ms wait:2s wait:0ms"#)
    #expect(script.steps == [.text("a"), .wait(.milliseconds(300)), .wait(.seconds(2)), .wait(.zero)])
    for word in ["wait:", "wait:3", "wait:-1s", "wait:2h", "wait:9999s", "wait:msms"] {
      #expect(Self.error(word)?.contains("'\(word)'") == true, "\(word)")
    }
  }

  @Test func wordsThatNameNoKeyAreErrorsNamingThem() {
    for word in ["ctrl-", "hyper-x", "ctrl-ab", "ctrl", "f13", "nokey"] {
      #expect(Self.error("tab \(word)")?.contains("'\(word)'") == true, "\(word)")
    }
  }

  static func error(_ source: String) -> String? {
    do {
      _ = try KeyScript(parsing: source)
      return nil
    } catch {
      return error.message
    }
  }
}
