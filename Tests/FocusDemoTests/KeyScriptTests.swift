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
