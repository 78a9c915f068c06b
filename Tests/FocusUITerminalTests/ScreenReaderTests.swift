import Foundation
import Testing

@testable import FocusUITerminal
@testable import FocusUITesting

#if canImport(Glibc)
  import Glibc
#endif

/// The terminal's screen reader, driven without a terminal: keys in,
/// announcements, canvases, log lines and spawned programs out.
@MainActor @Suite(.serialized) struct ScreenReaderTests {
  /// The seed's notification page: a priority notification takes the
  /// screen reader's cursor.
  struct NotificationPage: View {
    @State private var notification: String?
    @State private var isPriority = false
    @State private var count = 0
    @AccessibilityFocusState private var isNotificationFocused: Bool

    var body: some View {
      VStack {
        if let notification {
          Text(notification).accessibilityFocused($isNotificationFocused)
        }
        Text("Main content")
        HStack {
          Button("Post priority") { post(isPriority: true) }
          Button("Post normal") { post(isPriority: false) }
        }
      }
      .onChange(of: count) { _ in
        if isPriority { isNotificationFocused = true }
      }
    }

    private func post(isPriority: Bool) {
      count += 1
      self.isPriority = isPriority
      notification = isPriority ? "Priority notification \(count)" : "Notification \(count)"
    }
  }

  /// No speech, no log: what most tests run with.
  let quiet = ["PATH": "", "FOCUSUI_SPEECH": "off"]
  let size = Size(width: 60, height: 8)

  func makeReader(isOn: Bool = true, environment: [String: String]? = nil) -> (ScreenReader, ViewGraph, Screen) {
    let reader = ScreenReader(isOn: isOn, environment: environment ?? quiet)
    let screen = Screen(NotificationPage(), screenReader: reader)
    _ = screen.frame(in: size)
    return (reader, screen.content, screen)
  }

  func rows(_ canvas: Canvas) -> [Substring] {
    canvas.text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// Where `text` starts in `canvas`.
  func find(_ text: String, in canvas: Canvas) throws -> Point {
    let rows = rows(canvas)
    let y = try #require(rows.firstIndex { $0.contains(text) })
    let x = rows[y].distance(from: rows[y].startIndex, to: try #require(rows[y].range(of: text)).lowerBound)
    return Point(x: x, y: y)
  }

  func temporaryPath(_ name: String) -> String {
    NSTemporaryDirectory() + "focus-reader-\(UUID().uuidString)-\(name)"
  }

  // MARK: - On and off

  @Test func f2TurnsTheReaderOnWithAStatusLineOnTheBottomRowAndOffAgain() {
    let (reader, graph, screen) = makeReader(isOn: false)
    var canvas = screen.frame(in: size).canvas
    #expect(!canvas.text.contains(ScreenReader.marker))
    #expect(graph.size == size)

    #expect(reader.handleKey(.f2, modifiers: []))
    canvas = screen.frame(in: size).canvas
    #expect(reader.isOn)
    #expect(graph.accessibility.isRunning(.voiceOver))
    #expect(graph.size == Size(width: 60, height: 7))  // one row for the status line
    #expect(rows(canvas).last == "🔊 \(ScreenReader.hint)")
    #expect(canvas[0, 7].style == ScreenReader.markerStyle)

    #expect(reader.handleKey(.f2, modifiers: []))
    canvas = screen.frame(in: size).canvas
    #expect(!reader.isOn)
    #expect(!graph.accessibility.isRunning(.voiceOver))
    #expect(!canvas.text.contains(ScreenReader.marker))
    #expect(graph.size == size)
  }

  @Test func whileOffOnlyF2IsTaken() {
    let (reader, _, _) = makeReader(isOn: false)
    #expect(!reader.handleKey(.downArrow, modifiers: .option))
    #expect(!reader.handleKey(.return, modifiers: .option))
    #expect(!reader.handleKey(.tab, modifiers: []))
    #expect(!reader.handleKey(.f2, modifiers: .shift))
    #expect(reader.lastAnnouncement == nil)
  }

  // MARK: - Keys

  @Test func altArrowsMoveTheCursorAndEachLandingIsAnnouncedOnTheStatusLine() throws {
    let (reader, graph, screen) = makeReader()
    #expect(reader.handleKey(.downArrow, modifiers: .option))
    #expect(reader.lastAnnouncement == "Main content")
    #expect(reader.handleKey(.downArrow, modifiers: .option))
    #expect(reader.lastAnnouncement == "Post priority, button")
    var canvas = screen.frame(in: size).canvas
    #expect(rows(canvas).last == "🔊 Post priority, button")

    #expect(reader.handleKey(.upArrow, modifiers: .option))
    #expect(reader.lastAnnouncement == "Main content")
    canvas = screen.frame(in: size).canvas
    #expect(rows(canvas).last == "🔊 Main content")
    #expect(
      graph.accessibility.announcements(of: .voiceOver) == ["Main content", "Post priority, button", "Main content"])
    // Other keys are the window's.
    #expect(!reader.handleKey(.tab, modifiers: []))
    #expect(!reader.handleKey(.downArrow, modifiers: []))
  }

  @Test func altReturnActivatesTheElementAndAPriorityNotificationIsAnnounced() throws {
    let (reader, graph, screen) = makeReader()
    reader.handleKey(.downArrow, modifiers: .option)
    reader.handleKey(.downArrow, modifiers: .option)  // Post priority
    #expect(reader.handleKey(.return, modifiers: .option))
    let canvas = screen.frame(in: size).canvas
    #expect(reader.lastAnnouncement == "Priority notification 1")
    #expect(rows(canvas).last == "🔊 Priority notification 1")
    #expect(graph.accessibility.cursor(of: .voiceOver)?.label == "Priority notification 1")
  }

  @Test func aNormalNotificationIsNotAnnounced() throws {
    let (reader, graph, screen) = makeReader()
    screen.press(.tab)
    screen.press(.tab)  // Post normal
    screen.press(.return)
    let canvas = screen.frame(in: size).canvas
    #expect(canvas.text.contains("Notification 1"))
    // What was last heard is where Tab landed, not the notification.
    #expect(reader.lastAnnouncement == "Post normal, button")
    #expect(rows(canvas).last == "🔊 Post normal, button")
    // Alt-Space activates too: Post normal is under the cursor now.
    reader.handleKey(.upArrow, modifiers: .option)
    #expect(reader.lastAnnouncement == "Post normal, button")
    #expect(reader.handleKey(.space, modifiers: .option))
    _ = screen.frame(in: size)
    #expect(reader.lastAnnouncement == "Post normal, button")
    #expect(graph.accessibility.announcements(of: .voiceOver) == ["Post normal, button"])
  }

  @Test func whereTabLandsIsSpokenWithTheTranscriptsPhrase() throws {
    let (reader, graph, screen) = makeReader()
    screen.press(.tab)
    #expect(reader.lastAnnouncement == "Post priority, button")
    #expect(rows(screen.frame(in: size).canvas).last == "🔊 Post priority, button")
    screen.press(.tab)
    #expect(graph.accessibility.transcript(of: .voiceOver) == ["Post priority, button", "Post normal, button"])
    // Keyboard focus is read, the reader's cursor stays.
    #expect(graph.accessibility.cursor(of: .voiceOver) == nil)
  }

  // MARK: - Drawing

  @Test func theCursorIsAnOutlineDistinctFromTheInvertedFocusRing() throws {
    let (reader, _, screen) = makeReader()
    screen.press(.tab)
    screen.press(.tab)  // keyboard focus: Post normal
    reader.handleKey(.downArrow, modifiers: .option)
    reader.handleKey(.downArrow, modifiers: .option)  // reader: Post priority
    let canvas = screen.frame(in: size).canvas

    let cursor = try find("[ Post priority ]", in: canvas)
    for x in cursor.x..<(cursor.x + 17) {
      let style = canvas[x, cursor.y].style
      #expect(style.isUnderlined && style.isBold && style.foreground == .purple && !style.isInverse)
    }
    let focused = try find("[ Post normal ]", in: canvas)
    for x in focused.x..<(focused.x + 15) {
      let style = canvas[x, focused.y].style
      #expect(style.isInverse && !style.isUnderlined && style.foreground != .purple)
    }
    // A marker in the empty cell after the element; none before it, at
    // the screen's edge.
    #expect(cursor.x == 0)
    #expect(canvas[cursor.x + 17, cursor.y].character == "◂")
    #expect(canvas[cursor.x + 17, cursor.y].style == ScreenReader.markerStyle)
  }

  @Test func markersGoInTheEmptyCellsOnEitherSideOfTheElement() throws {
    let (reader, _, screen) = makeReader()
    reader.handleKey(.downArrow, modifiers: .option)  // Main content, centred
    let canvas = screen.frame(in: size).canvas
    let text = try find("Main content", in: canvas)
    #expect(rows(canvas)[text.y].contains("▸Main content◂"))
    #expect(canvas[text.x - 1, text.y].style == ScreenReader.markerStyle)
    #expect(canvas[text.x + 12, text.y].style == ScreenReader.markerStyle)
    #expect(canvas[text.x, text.y].style.isUnderlined)
    #expect(!canvas[text.x - 1, text.y].style.isUnderlined)
  }

  @Test func theOutlineOnTheFocusedControlStillShowsAndMarkersNeverCoverText() throws {
    let (reader, _, screen) = makeReader()
    screen.press(.tab)  // keyboard focus: Post priority
    reader.handleKey(.downArrow, modifiers: .option)
    reader.handleKey(.downArrow, modifiers: .option)
    reader.handleKey(.downArrow, modifiers: .option)  // Post normal
    let canvas = screen.frame(in: size).canvas
    let cursor = try find("Post normal ]", in: canvas)
    #expect(canvas[cursor.x, cursor.y].style.isUnderlined)
    // The cell before the button is a space between the two buttons: a
    // marker goes there, not over the inverted "]" of Post priority.
    let priority = try find("[ Post priority ]", in: canvas)
    #expect(canvas[priority.x + 16, priority.y].character == "]")
    #expect(canvas[priority.x + 5, priority.y].style.isInverse)
    #expect(!canvas[priority.x + 5, priority.y].style.isUnderlined)
  }

  @Test(arguments: [
    Size(width: 10, height: 3), Size(width: 1, height: 1), Size(width: 0, height: 0), Size(width: 3, height: 1),
    Size(width: 10, height: 2), Size(width: 2, height: 5),
  ])
  func tinyScreensAreSurvived(size: Size) throws {
    let (reader, _, screen) = makeReader()
    reader.handleKey(.downArrow, modifiers: .option)
    reader.handleKey(.downArrow, modifiers: .option)
    reader.handleKey(.return, modifiers: .option)
    let canvas = screen.frame(in: size).canvas
    #expect(canvas.size == size)
    if size.height > 0 && size.width >= 2 {
      #expect(rows(canvas).last?.hasPrefix(ScreenReader.marker) == true)
    }
    reader.handleKey(.upArrow, modifiers: .option)
    _ = screen.frame(in: size)
  }

  @Test func aClickOnTheStatusLineIsNotAClickInTheWindow() {
    let (reader, _, screen) = makeReader()
    _ = screen.frame(in: size)
    #expect(reader.isOnStatusLine(Point(x: 3, y: 7)))
    #expect(!reader.isOnStatusLine(Point(x: 3, y: 6)))
    reader.setOn(false)
    #expect(!reader.isOnStatusLine(Point(x: 3, y: 7)))
  }

  // MARK: - Log

  @Test func announcementsAreAppendedToTheLogOnePerLine() throws {
    let path = temporaryPath("log.txt")
    defer { try? FileManager.default.removeItem(atPath: path) }
    try "earlier run\n".write(toFile: path, atomically: true, encoding: .utf8)
    let (reader, _, screen) = makeReader(environment: quiet.merging(["FOCUSUI_ANNOUNCE_LOG": path]) { $1 })
    reader.handleKey(.downArrow, modifiers: .option)
    reader.handleKey(.downArrow, modifiers: .option)
    reader.handleKey(.return, modifiers: .option)
    _ = screen.frame(in: size)
    let log = try String(contentsOfFile: path, encoding: .utf8)
    #expect(log == "earlier run\nMain content\nPost priority, button\nPriority notification 1\n")
  }

  @Test func aLogThatCannotBeOpenedIsOneWarningOnTheStatusLineNotACrash() throws {
    let path = "/nonexistent-\(UUID().uuidString)/log.txt"
    let (reader, _, screen) = makeReader(environment: quiet.merging(["FOCUSUI_ANNOUNCE_LOG": path]) { $1 })
    let canvas = screen.frame(in: Size(width: 120, height: 8)).canvas
    #expect(rows(canvas).last?.hasPrefix("🔊 warning: cannot open the announcement log \(path)") == true)
    reader.handleKey(.downArrow, modifiers: .option)
    #expect(reader.status == "Main content")
    // Turning the reader off and on again does not warn a second time.
    reader.setOn(false)
    reader.setOn(true)
    #expect(reader.status == ScreenReader.hint)
  }

  @Test func theLogReplacesLineBreaksInsideAnAnnouncement() throws {
    let path = temporaryPath("breaks.txt")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let log = try AnnouncementLog(path: path)
    log.append("two\nlines")
    log.append("next")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "two lines\nnext\n")
  }

  @Test func hostileAnnouncementsAreOneLineEachWithNoRawControl() throws {
    let path = temporaryPath("hostile.txt")
    defer { try? FileManager.default.removeItem(atPath: path) }
    let log = try AnnouncementLog(path: path)
    for text in HostileText.corpus { log.append(text) }
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(HostileText.rawControls(in: bytes) == [])
    let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
    #expect(lines.count == HostileText.corpus.count + 1)  // and the empty rest after the last newline
    #expect(lines.first.map { String(decoding: $0, as: UTF8.self) } == #"\u{1B}]0;owned\u{07}"#)
  }

  // MARK: - Speech

  @Test func withoutEspeakNgThereIsNoSpeechAndNoError() {
    #expect(Speech(environment: ["PATH": ""]).program == nil)
    #expect(Speech(environment: ["PATH": "/nonexistent:"]).program == nil)
    let (reader, _, screen) = makeReader(environment: ["PATH": ""])
    #expect(reader.speech?.program == nil)
    reader.handleKey(.downArrow, modifiers: .option)
    #expect(reader.speech?.speaking == nil)
    #expect(reader.lastAnnouncement == "Main content")
    _ = screen.frame(in: size)
  }

  /// A stand-in `espeak-ng` in a directory of its own: it writes its
  /// arguments to `out`, then runs `then`.
  func fakeEspeak(then: String = "") throws -> (directory: String, output: String) {
    let directory = temporaryPath("bin")
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let output = directory + "/said.txt"
    let script = "#!/bin/sh\nprintf '%s\\n' \"$@\" >> '\(output)'\n\(then)\n"
    try script.write(toFile: directory + "/espeak-ng", atomically: true, encoding: .utf8)
    chmod(directory + "/espeak-ng", 0o755)
    return (directory, output)
  }

  func isGone(_ pid: pid_t) -> Bool {
    kill(pid, 0) == -1 && errno == ESRCH
  }

  @Test func speechRunsEspeakNgWithTheTextAfterDoubleDashAndReapsIt() throws {
    let fake = try fakeEspeak()
    defer { try? FileManager.default.removeItem(atPath: fake.directory) }
    #expect(Speech(environment: ["PATH": fake.directory, "FOCUSUI_SPEECH": "off"]).program == nil)
    let speech = Speech(environment: ["PATH": "/nonexistent:" + fake.directory])
    #expect(speech.program == fake.directory + "/espeak-ng")
    speech.speak("-v Priority notification 1")
    let pid = try #require(speech.speaking)
    #expect(eventually { (try? String(contentsOfFile: fake.output, encoding: .utf8))?.hasSuffix("1\n") == true })
    #expect(try String(contentsOfFile: fake.output, encoding: .utf8) == "--\n-v Priority notification 1\n")
    #expect(
      eventually {
        speech.reap()
        return speech.speaking == nil
      })
    #expect(isGone(pid))  // reaped: no zombie left
  }

  @Test func speechIsGivenNoRawControl() throws {
    let fake = try fakeEspeak()
    defer { try? FileManager.default.removeItem(atPath: fake.directory) }
    let speech = Speech(environment: ["PATH": fake.directory])
    // One utterance: a second one could stop the first before it wrote.
    speech.speak(HostileText.corpus.joined(separator: " ") + " end")
    #expect(eventually { (try? String(contentsOfFile: fake.output, encoding: .utf8))?.hasSuffix(" end\n") == true })
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: fake.output)))
    #expect(HostileText.rawControls(in: bytes) == [])
    #expect(bytes.filter { $0 == 0x0A }.count == 2)  // "--" and the text, one line each
    speech.stop()
  }

  @Test func aNewUtteranceStopsThePreviousOne() throws {
    let fake = try fakeEspeak(then: "exec sleep 30")
    defer { try? FileManager.default.removeItem(atPath: fake.directory) }
    let speech = Speech(environment: ["PATH": fake.directory])
    speech.speak("first")
    let first = try #require(speech.speaking)
    speech.speak("second")
    let second = try #require(speech.speaking)
    #expect(first != second)
    #expect(
      eventually {
        speech.reap()
        return isGone(first)
      })
    speech.stop()
    #expect(speech.speaking == nil)
    #expect(
      eventually {
        speech.reap()
        return isGone(second)
      })
  }

  @Test func theReaderSpeaksEachAnnouncement() throws {
    let fake = try fakeEspeak()
    defer { try? FileManager.default.removeItem(atPath: fake.directory) }
    let (reader, _, screen) = makeReader(environment: ["PATH": fake.directory])
    #expect(eventually { (try? String(contentsOfFile: fake.output, encoding: .utf8))?.contains("on") == true })
    reader.handleKey(.downArrow, modifiers: .option)
    #expect(
      eventually {
        _ = screen.frame(in: size)
        return (try? String(contentsOfFile: fake.output, encoding: .utf8))?.contains("Main content\n") == true
      })
    #expect(
      eventually {
        _ = screen.frame(in: size)  // reaps
        return reader.speech?.speaking == nil
      })
  }

  // MARK: - Apps

  struct Bench: App {
    var body: some Scene {
      WindowGroup("Bench") { Text("Workbench") }
      WindowGroup("Shelf") { Text("On the shelf") }
    }
  }

  @Test func inAnAppTheReaderReadsTheSelectedWindowAndFollowsTheTabs() throws {
    let screen = Screen(app: AppRuntime(Bench()), screenReader: ScreenReader(isOn: true, environment: quiet))
    let size = Size(width: 60, height: 8)
    var canvas = screen.frame(in: size).canvas
    let first = try #require(screen.runtime!.selectedGraph)
    #expect(first.size.height == 8 - 2 - 1)
    #expect(rows(canvas).last == "🔊 \(ScreenReader.hint)")

    screen.press(.downArrow, modifiers: .option)
    canvas = screen.frame(in: size).canvas
    #expect(rows(canvas).last == "🔊 Workbench")
    let outlined = try find("Workbench", in: canvas)
    #expect(canvas[outlined.x, outlined.y].style.isUnderlined)

    screen.press(.rightArrow, modifiers: .option)  // the next tab
    canvas = screen.frame(in: size).canvas
    let second = try #require(screen.runtime!.selectedGraph)
    #expect(second !== first)
    #expect(!first.accessibility.isRunning(.voiceOver))
    #expect(second.accessibility.isRunning(.voiceOver))
    screen.press(.downArrow, modifiers: .option)
    canvas = screen.frame(in: size).canvas
    #expect(rows(canvas).last == "🔊 On the shelf")

    screen.press(.f2)
    canvas = screen.frame(in: size).canvas
    #expect(!canvas.text.contains(ScreenReader.marker))
    #expect(second.size.height == 8 - 2)
  }
}
