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

  @Test func withoutSpeechDispatcherOrEspeakNgThereIsNoSpeechAndNoError() {
    #expect(Speech(environment: ["PATH": ""]).program == nil)
    #expect(Speech(environment: ["PATH": "/nonexistent:"]).program == nil)
    let (reader, _, screen) = makeReader(environment: ["PATH": "", "XDG_RUNTIME_DIR": "/nonexistent"])
    #expect(reader.speech?.program == nil)
    reader.handleKey(.downArrow, modifiers: .option)
    #expect(reader.speech?.espeak == nil)
    #expect(reader.speech?.connection == nil)
    #expect(reader.lastAnnouncement == "Main content")
    _ = screen.frame(in: size)
  }

  /// A stand-in `espeak-ng` in a directory of its own: it notes each
  /// start in `starts` and each line it reads in `output`, then runs
  /// `then` (with `$fifo`, a FIFO no one writes: reading it blocks).
  func fakeEspeak(then: String = "") throws -> (directory: String, output: String, starts: String) {
    let directory = temporaryPath("bin")
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let output = directory + "/said.txt"
    let starts = directory + "/starts.txt"
    mkfifo(directory + "/fifo", 0o600)
    let script = """
      #!/bin/sh
      fifo='\(directory)/fifo'
      printf '%s\\n' "$$ $*" >> '\(starts)'
      while IFS= read -r line; do
        printf '%s\\n' "$line" >> '\(output)'
        \(then)
      done

      """
    try script.write(toFile: directory + "/espeak-ng", atomically: true, encoding: .utf8)
    chmod(directory + "/espeak-ng", 0o755)
    return (directory, output, starts)
  }

  func lines(_ path: String) -> [String] {
    ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
  }

  func isGone(_ pid: pid_t) -> Bool {
    kill(pid, 0) == -1 && errno == ESRCH
  }

  @Test func aHundredPhrasesGoToOneEspeakNgProcessALineEach() throws {
    let fake = try fakeEspeak()
    defer { try? FileManager.default.removeItem(atPath: fake.directory) }
    #expect(Speech(environment: ["PATH": fake.directory, "FOCUSUI_SPEECH": "off"]).program == nil)
    let speech = Speech(environment: ["PATH": "/nonexistent:" + fake.directory])
    #expect(speech.program == fake.directory + "/espeak-ng")
    for number in 1...100 {
      // Each interrupts, but lands while espeak-ng waits for a line: no
      // restart is needed.
      speech.speak("Phrase \(number)")
      #expect(eventually { lines(fake.output).count == number && speech.espeak?.isBusy == false })
    }
    #expect(lines(fake.output) == (1...100).map { "Phrase \($0)" })
    #expect(speech.espeak?.processesStarted == 1)
    #expect(lines(fake.starts).count == 1)
    #expect(lines(fake.starts).first?.hasSuffix(" ") == true)  // started with no arguments
    let pid = try #require(speech.espeak?.pid)
    speech.stop()
    #expect(
      eventually {
        speech.reap()
        return isGone(pid)
      })  // reaped: no zombie left
  }

  @Test func speechIsGivenNoRawControl() throws {
    let fake = try fakeEspeak()
    defer { try? FileManager.default.removeItem(atPath: fake.directory) }
    let speech = Speech(environment: ["PATH": fake.directory])
    speech.speak(HostileText.corpus.joined(separator: " ") + " end")
    #expect(eventually { (try? String(contentsOfFile: fake.output, encoding: .utf8))?.hasSuffix(" end\n") == true })
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: fake.output)))
    #expect(HostileText.rawControls(in: bytes) == [])
    #expect(bytes.filter { $0 == 0x0A }.count == 1)  // the phrase, one line
    speech.stop()
  }

  @Test func aPhraseThatInterruptsEndsTheEspeakNgStillSpeakingAndAPoliteOneWaits() throws {
    // The fake stays "speaking" after each line: it blocks on its FIFO.
    let fake = try fakeEspeak(then: "read -r _ < \"$fifo\"")
    defer { try? FileManager.default.removeItem(atPath: fake.directory) }
    let speech = Speech(environment: ["PATH": fake.directory])
    speech.speak("first")
    #expect(eventually { lines(fake.output) == ["first"] && speech.espeak?.isBusy == true })
    let first = try #require(speech.espeak?.pid)

    speech.speak("later", priority: .low)  // waits in line: same process
    #expect(speech.espeak?.pid == first)
    #expect(speech.espeak?.processesStarted == 1)

    speech.speak("second")  // cuts "first" short: a new process says it
    let second = try #require(speech.espeak?.pid)
    #expect(second != first)
    #expect(speech.espeak?.processesStarted == 2)
    #expect(eventually { lines(fake.output) == ["first", "second"] })
    #expect(
      eventually {
        speech.reap()
        return isGone(first)
      })

    speech.speak("alarm", priority: .high)  // cuts "second" short …
    #expect(speech.espeak?.processesStarted == 3)
    #expect(eventually { lines(fake.output).last == "alarm" && speech.espeak?.isBusy == true })
    speech.speak("after the alarm")  // … and is not cut short itself
    #expect(speech.espeak?.processesStarted == 3)
    speech.stop()
    #expect(speech.espeak?.pid == nil)
  }

  @Test func aHundredPhrasesGoOverOneConnectionToSpeechDispatcher() throws {
    let server = try FakeSpeechDispatcher()
    defer { server.remove() }
    let speech = Speech(environment: server.environment)
    for number in 1...100 { speech.speak("Notice \(number)", priority: .low) }
    #expect(eventually { server.spoken.count == 100 }, "heard \(server.spoken.count): \(server.lines.suffix(6))")
    #expect(server.spoken == (1...100).map { "Notice \($0)" })
    #expect(server.connections == 1)
    #expect(speech.connectionsOpened == 1)
    #expect(speech.espeak == nil)
    // Polite phrases queue: nothing was cancelled, all at SSIP's `message`.
    #expect(!server.lines.contains { $0.hasPrefix("CANCEL") })
    #expect(server.lines.filter { $0.hasPrefix("SET self PRIORITY") } == ["SET self PRIORITY message"])
    #expect(server.lines.first?.hasPrefix("SET self CLIENT_NAME ") == true)
    #expect(server.lines.first?.hasSuffix(":focusui:reader") == true)
    speech.connection?.quit()
  }

  @Test func onSpeechDispatcherANewPhraseCancelsTheLastAndAHighOneIsNotCut() throws {
    let server = try FakeSpeechDispatcher()
    defer { server.remove() }
    let speech = Speech(environment: server.environment)
    speech.speak("Username, text field")
    #expect(eventually { server.spoken == ["Username, text field"] })
    speech.speak("Password, secure text field")
    #expect(eventually { server.spoken.count == 2 })
    speech.speak("Connection lost", priority: .high)
    #expect(eventually { server.spoken.count == 3 })
    speech.speak("Sign In, button")
    #expect(eventually { server.spoken.count == 4 }, "\(server.lines)")
    let commands = server.lines.filter { !server.spoken.contains($0) && $0 != "." && !$0.hasPrefix("SET self CLIENT") }
    #expect(
      commands == [
        "CANCEL self", "SET self PRIORITY message", "SPEAK",
        "CANCEL self", "SPEAK",
        "CANCEL self", "SET self PRIORITY important", "SPEAK",
        // After a high phrase: no CANCEL, so it is heard whole.
        "SET self PRIORITY message", "SPEAK",
      ])
    #expect(server.connections == 1)
    speech.connection?.quit()
  }

  @Test func aPhraseIsOneSSIPLineWithALeadingDotDoubled() {
    #expect(SpeechDispatcherConnection.body(".hidden\r\n.\r\nQUIT") == "..hidden  .  QUIT\r\n.")
    #expect(SpeechDispatcherConnection.socketPath(in: ["SPEECHD_ADDRESS": "unix_socket:/tmp/s.sock"]) == "/tmp/s.sock")
    #expect(SpeechDispatcherConnection.socketPath(in: ["SPEECHD_ADDRESS": "inet_socket:127.0.0.1:6560"]) == nil)
    #expect(
      SpeechDispatcherConnection.socketPath(in: ["XDG_RUNTIME_DIR": "/run/user/7"])
        == "/run/user/7/speech-dispatcher/speechd.sock")
  }

  @Test func aBrokenConnectionFallsBackToEspeakNgAndIsOpenedAgainLater() throws {
    let fake = try fakeEspeak()
    defer { try? FileManager.default.removeItem(atPath: fake.directory) }
    let server = try FakeSpeechDispatcher()
    var environment = server.environment
    environment["PATH"] = fake.directory
    let speech = Speech(environment: environment)
    speech.speak("one")
    #expect(eventually { server.spoken == ["one"] })
    server.remove()  // the service went away
    server.hangUp()
    #expect(eventually { speech.connection?.isBroken == true })
    speech.speak("two")
    #expect(eventually { lines(fake.output) == ["two"] })
    #expect(speech.connectionsOpened == 1)
    speech.stop()
  }

  /// Whether a stand-in for Orca listens.
  @MainActor final class Orca {
    var listens = true
  }

  @Test func theReaderKeepsQuietWhileAnotherScreenReaderListensUnlessAskedToSpeak() throws {
    let fake = try fakeEspeak()
    defer { try? FileManager.default.removeItem(atPath: fake.directory) }
    let logPath = temporaryPath("log")
    defer { try? FileManager.default.removeItem(atPath: logPath) }
    let voice = TerminalVoice(environment: ["PATH": fake.directory, "FOCUSUI_ANNOUNCE_LOG": logPath])
    _ = voice.start()
    let orca = Orca()
    voice.isAnotherScreenReaderListening = { orca.listens }
    voice.say("heard by Orca only", isAnnouncement: true, priority: .default)
    orca.listens = false
    voice.say("spoken", isAnnouncement: true, priority: .default)
    #expect(eventually { lines(fake.output) == ["spoken"] })
    #expect(lines(logPath) == ["heard by Orca only", "spoken"])  // the log keeps both
    voice.speech.stop()

    let always = TerminalVoice(environment: ["PATH": fake.directory, "FOCUSUI_SPEECH": "always"])
    always.isAnotherScreenReaderListening = { true }
    always.say("spoken anyway", isAnnouncement: false, priority: .default)
    #expect(eventually { lines(fake.output).last == "spoken anyway" })
    always.speech.stop()
  }

  @Test func theTerminalHostQuietsItsReaderWhileTheBusHearsAnotherScreenReader() throws {
    let fake = try fakeEspeak()
    defer { try? FileManager.default.removeItem(atPath: fake.directory) }
    let screen = Screen(Text("Hello"), screenReader: ScreenReader(isOn: false, environment: ["PATH": fake.directory]))
    TerminalHost.prepare(screen)
    let voice = try #require(screen.screenReader.terminalVoice)
    // The bridge heard Orca register for the app's events.
    screen.send(.screenReaderListening(true))
    voice.say("heard by Orca only", isAnnouncement: true, priority: .default)
    #expect(voice.speech.espeak == nil, "the reader spoke while Orca listened")
    screen.send(.screenReaderListening(false))
    voice.say("spoken", isAnnouncement: true, priority: .default)
    #expect(eventually { lines(fake.output) == ["spoken"] })
    voice.speech.stop()
  }

  @Test func aScreenReaderOnTheBusLeavesNoTranscriptBehindItsKeys() {
    // Orca hears the frames' semantics; an app it reads for hours must not
    // record a phrase per Tab.
    let screen = Screen(NotificationPage(), screenReader: ScreenReader(isOn: false, environment: quiet))
    screen.send(.screenReaderListening(true))
    _ = screen.frame(in: size)
    #expect(screen.content.accessibility.isRunning(.voiceOver))
    for _ in 0..<5 { screen.press(.tab) }
    screen.press(.space)  // Post priority: its notification takes the cursor
    #expect(screen.content.accessibility.transcript(of: .voiceOver).isEmpty)
    #expect(screen.content.accessibility.announcements(of: .voiceOver).isEmpty)
    // Gone from the bus, the transcript is kept again.
    screen.send(.screenReaderListening(false))
    screen.content.accessibility.setRunning(.voiceOver, true)
    screen.press(.tab)
    #expect(screen.content.accessibility.transcript(of: .voiceOver).count == 1)
  }

  @Test func theReaderSpeaksEachAnnouncement() throws {
    let fake = try fakeEspeak()
    defer { try? FileManager.default.removeItem(atPath: fake.directory) }
    let (reader, _, screen) = makeReader(environment: ["PATH": fake.directory])
    #expect(eventually { lines(fake.output).contains("Screen reader on") && reader.speech?.espeak?.isBusy == false })
    reader.handleKey(.downArrow, modifiers: .option)
    #expect(
      eventually {
        _ = screen.frame(in: size)
        return lines(fake.output).contains("Main content")
      })
    #expect(reader.speech?.espeak?.processesStarted == 1)
    reader.speech?.stop()
  }

  // MARK: - Announcements

  /// Buttons that post an announcement at each priority.
  struct AnnouncingPage: View {
    typealias Priority = AttributeScopes.AccessibilityAttributes.AnnouncementPriorityAttribute.AnnouncementPriority

    var body: some View {
      VStack {
        Button("Low") { announce("Download finished", .low) }
        Button("Default") { AccessibilityNotification.Announcement("Saved").post() }
        Button("High") { announce("Connection lost", .high) }
      }
    }

    func announce(_ text: String, _ priority: Priority) {
      var string = AttributedString(text)
      string.accessibilitySpeechAnnouncementPriority = priority
      AccessibilityNotification.Announcement(string).post()
    }
  }

  /// What a voice was asked to say, with the priority.
  final class RecordingVoice: ScreenReaderVoice {
    var said: [(text: String, isAnnouncement: Bool, priority: SpeechPriority)] = []
    func start() -> String? { nil }
    func say(_ text: String, isAnnouncement: Bool, priority: SpeechPriority) {
      said.append((text, isAnnouncement, priority))
    }
    func tick() {}
  }

  @Test func anAnnouncementsPriorityReachesTheReadersVoiceAndTheFrame() {
    let voice = RecordingVoice()
    let screen = Screen(AnnouncingPage(), screenReader: ScreenReader(isOn: true, voice: voice))
    _ = screen.frame(in: size, semantics: true)
    var heard: [String: SpeechPriority] = [:]
    var framed: [FrameAnnouncement] = []
    for _ in 0..<3 {
      screen.press(.tab)
      screen.press(.space)
      framed += screen.frame(in: size, semantics: true).semantics?.announcements ?? []
    }
    for said in voice.said where said.isAnnouncement { heard[said.text] = said.priority }
    #expect(heard["Download finished"] == .low)
    #expect(heard["Saved"] == .default)
    #expect(heard["Connection lost"] == .high)
    #expect(
      framed == [
        FrameAnnouncement(text: "Download finished", priority: .low),
        FrameAnnouncement(text: "Saved", priority: .default),
        FrameAnnouncement(text: "Connection lost", priority: .high),
      ])
    // A frame carries each announcement once.
    #expect(screen.frame(in: size, semantics: true).semantics?.announcements == [])
  }

  @Test func theTerminalsVoiceSpeaksAPoliteAnnouncementAfterWhatIsSaidAndAHighOneOverIt() throws {
    let server = try FakeSpeechDispatcher()
    defer { server.remove() }
    let screen = Screen(AnnouncingPage(), screenReader: ScreenReader(isOn: true, environment: server.environment))
    _ = screen.frame(in: size)
    screen.press(.tab)  // "Low, button": interrupts
    #expect(eventually { server.spoken.contains { $0.hasPrefix("Low") } })
    screen.press(.space)
    #expect(eventually { server.spoken.last == "Download finished" }, "\(server.spoken)")
    screen.press(.tab)
    screen.press(.tab)
    screen.press(.space)
    #expect(eventually { server.spoken.last == "Connection lost" }, "\(server.spoken)")
    // What came before each announcement's SPEAK: a polite one cancels
    // nothing; a high one cancels and is said as `important`.
    func before(_ text: String) -> [String] {
      let lines = server.lines
      guard let at = lines.firstIndex(of: text) else { return [] }
      let start = lines[..<at].lastIndex { $0 == "." || $0.hasPrefix("SET self CLIENT") } ?? 0
      return Array(lines[(start + 1)..<(at - 1)])
    }
    #expect(before("Download finished") == [])
    #expect(before("Connection lost") == ["CANCEL self", "SET self PRIORITY important"])
    screen.screenReader.speech?.connection?.quit()
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
