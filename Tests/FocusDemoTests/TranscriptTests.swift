import FocusDemoExamples
import FocusUITesting
import Foundation
import Testing

/// What a VoiceOver user hears walking each gallery example by Tab,
/// compared with the golden transcripts in `Transcripts/`. After a change
/// meant to change what is heard, write them again with
/// `FOCUSUI_UPDATE_TRANSCRIPTS=1 swift test --skip-build --filter TranscriptTests`
/// and read the diff.
@MainActor struct TranscriptTests {
  /// The most Tabs a walk takes: enough to go round every example.
  static let tabs = 24

  @Test(arguments: Example.all.map(\.name))
  func tabbingThroughTheExampleReadsItsGoldenTranscript(name: String) throws {
    let example = try #require(Example.named(name))
    let transcript = Self.walk(example)
    let file = URL(filePath: #filePath).deletingLastPathComponent()
      .appending(path: "Transcripts/\(name).txt")
    let text = transcript.joined(separator: "\n") + "\n"
    if ProcessInfo.processInfo.environment["FOCUSUI_UPDATE_TRANSCRIPTS"] == "1" {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: file, atomically: true, encoding: .utf8)
    }
    let golden = try String(contentsOf: file, encoding: .utf8)
    #expect(text == golden, "\(name): run with FOCUSUI_UPDATE_TRANSCRIPTS=1 to write it again")
  }

  /// Tabs through `example` with VoiceOver running until focus comes back
  /// to where the first Tab took it (or ``tabs`` Tabs), and returns what
  /// was heard.
  static func walk(_ example: Example) -> [String] {
    let host = TestHost(example.makeContent(), size: Size(width: 100, height: 30))
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    host.press(.tab)
    let first = host.focusedElement?.id
    for _ in 1..<tabs {
      host.press(.tab)
      if host.focusedElement?.id == first { break }
    }
    return voiceOver.transcript
  }

  @Test func theLoginFormReadsEachFieldsKindAndState() {
    let host = TestHost(Example.named("login")!.makeContent())
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    host.press(.tab)
    host.type("bob")
    host.press(.tab)
    host.type("pw")
    host.press(.tab)
    host.press(.tab)
    #expect(
      voiceOver.transcript == [
        "Username, text field, empty", "Password, secure text field, empty", "Sign In, button",
        "Username, text field, bob",
      ])
  }

  @Test func aSwitchReadsItsState() {
    struct Settings: View {
      @State private var remember = false
      var body: some View {
        VStack {
          Toggle("Remember me", isOn: $remember)
          Button("Done") {}
        }
      }
    }
    let host = TestHost(Settings())
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    host.press(.tab)
    host.press(.space)
    host.press(.tab)
    host.press(.tab)
    #expect(voiceOver.transcript == ["Remember me, switch, off", "Done, button", "Remember me, switch, on"])
  }

  @Test func aListReadsItsNameAndSize() {
    struct Recipes: View {
      @State private var selection: Int?
      var body: some View {
        NavigationStack {
          List(1...12, id: \.self, selection: $selection) { Text("Recipe \($0)") }.navigationTitle("Recipes")
        }
      }
    }
    let host = TestHost(Recipes())
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    host.press(.tab)
    #expect(voiceOver.transcript == ["Recipes, list, 12 items"])
  }

  @Test func announcementsAndCursorLandingsAreInTheTranscriptInOrder() {
    let host = TestHost(Example.named("login")!.makeContent())
    let voiceOver = host.assistiveTechnology(.voiceOver)
    voiceOver.isRunning = true
    voiceOver.moveNext()
    host.press(.tab)
    #expect(voiceOver.transcript.count == 2)
    #expect(voiceOver.transcript.first == voiceOver.announcements.first)
    #expect(voiceOver.announcements.count == 1)
  }

  @Test func nothingIsHeardWhileTheReaderIsOff() {
    let host = TestHost(Example.named("login")!.makeContent())
    host.press(.tab)
    host.press(.tab)
    #expect(host.assistiveTechnology(.voiceOver).transcript.isEmpty)
  }
}
