import Foundation
import Testing

@testable import FocusUITesting

#if canImport(Glibc)
  import Glibc
#endif

/// `focus-demo documents`: the document app with its menu bar and a tab per
/// file, in a real terminal (tmux), on files in a temporary folder.
@Suite(.serialized, .enabled(if: Terminal.isAvailable, "needs tmux; .ci/run installs it"), .onItsOwnThread)
struct DocumentsEndToEndTests {
  let f10 = "\u{1B}[21~"
  let altRight = "\u{1B}[1;3C"
  let altLeft = "\u{1B}[1;3D"
  let right = "\u{1B}[C"
  let ctrlU: [UInt8] = [0x15]
  let ctrlS: [UInt8] = [0x13]
  let ctrlQ: [UInt8] = [0x11]

  /// A temporary folder holding `a.json` (value 3) and `b.json` (value 10),
  /// removed when the test ends.
  final class Folder {
    let url: URL

    init() throws {
      url = FileManager.default.temporaryDirectory.appendingPathComponent("focus-documents-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try #"{"note": "first", "value": 3}"#.write(to: file("a.json"), atomically: true, encoding: .utf8)
      try #"{"note": "second", "value": 10}"#.write(to: file("b.json"), atomically: true, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    /// The value stored in `name`, or `nil` when it cannot be read.
    func value(in name: String) -> Int? {
      guard let data = try? Data(contentsOf: file(name)),
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
      else { return nil }
      return object["value"] as? Int
    }

    /// Waits until `name` holds `value` on disk (or the time runs out).
    func wait(for value: Int, in name: String, seconds: Double = 60) -> Int? {
      _ = eventually(seconds: seconds) { self.value(in: name) == value }
      return self.value(in: name)
    }
  }

  /// Runs `focus-demo documents` with `files`, relative to `folder`.
  func start(_ files: String, in folder: Folder, rows: Int = 16) throws -> Terminal {
    try Terminal("sh -c 'cd \(folder.url.path) && \(Terminal.demo) documents \(files)'", columns: 70, rows: rows)
  }

  @Test func twoFilesOpenAsTwoTabsNamedAfterThem() throws {
    let folder = try Folder()
    let terminal = try start("a.json b.json", in: folder)
    let screen = try terminal.wait(for: "Value: 3")
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0].contains("File") && lines[0].contains("Edit") && lines[0].contains("F10"))
    #expect(lines[1].hasPrefix(" a.json │ b.json │"))
  }

  @Test func ctrlUIncrementsTheFocusedDocumentAndCtrlSSavesIt() throws {
    let folder = try Folder()
    let terminal = try start("a.json b.json", in: folder)
    try terminal.wait(for: "Value: 3")
    // Increment is disabled until the document view has focus.
    try terminal.send(ctrlU)
    try terminal.send([0x09])  // Tab into the note field
    try terminal.wait(for: "first")
    try terminal.send(ctrlU)
    let screen = try terminal.wait(for: "Value: 4")
    #expect(screen.contains("Value: 4"))
    #expect(screen.contains("a.json •"))
    #expect(folder.value(in: "a.json") == 3)
    try terminal.send(ctrlS)
    #expect(folder.wait(for: 4, in: "a.json") == 4)
    #expect(try terminal.wait(for: " a.json │").contains(" a.json │"))
    #expect(folder.value(in: "b.json") == 10)
  }

  @Test func f10ShowsTheMenusWithIncrementAndItsShortcut() throws {
    let folder = try Folder()
    let terminal = try start("a.json", in: folder)
    try terminal.wait(for: "Value: 3")
    try terminal.send([0x09])
    try terminal.send(f10)
    let appMenu = try terminal.wait(for: "Quit DocumentApp")
    #expect(appMenu.contains("Ctrl-Q"))
    try terminal.send(right + right)  // DocumentApp ▸ File ▸ Edit
    let edit = try terminal.wait(for: "Increment")
    let row = try #require(edit.split(separator: "\n").first { $0.contains("Increment") })
    #expect(row.contains("Ctrl-U"))
    try terminal.send("\r")  // runs the highlighted Increment
    let after = try terminal.wait(for: "Value: 4")
    #expect(after.contains("Value: 4"))
    #expect(!after.contains("Increment   Ctrl-U"))  // the menu closed
  }

  @Test func switchingTabsMakesIncrementActOnTheOtherDocumentOnly() throws {
    let folder = try Folder()
    let terminal = try start("a.json b.json", in: folder)
    try terminal.wait(for: "Value: 3")
    try terminal.send([0x09])
    try terminal.send(ctrlU)
    try terminal.wait(for: "Value: 4")
    try terminal.send(altRight)
    try terminal.wait(for: "Value: 10")
    // b.json's view has no focus yet: Increment is disabled there.
    try terminal.send(ctrlU)
    try terminal.send([0x09])
    try terminal.wait(for: "second")
    try terminal.send(ctrlU)
    try terminal.send(ctrlU)
    let b = try terminal.wait(for: "Value: 12")
    #expect(b.contains("Value: 12"))
    #expect(b.contains("a.json • │ b.json • │"))
    try terminal.send(ctrlS)
    #expect(folder.wait(for: 12, in: "b.json") == 12)
    try terminal.send(altLeft)
    let a = try terminal.wait(for: "Value: 4")
    #expect(a.contains("Value: 4"))
    #expect(folder.value(in: "a.json") == 3)
  }

  @Test func aFileThatDoesNotExistYetOpensEmptyAndCtrlSCreatesIt() throws {
    let folder = try Folder()
    let terminal = try start("new.json a.json", in: folder)
    let screen = try terminal.wait(for: "New file: Save (Ctrl-S) creates “new.json”.")
    #expect(screen.contains(" new.json │ a.json │"))
    #expect(screen.contains("Value: 0"))
    #expect(!screen.contains("exist"))
    #expect(!FileManager.default.fileExists(atPath: folder.file("new.json").path))
    try terminal.send([0x09])
    try terminal.send(ctrlU)
    #expect(try terminal.wait(for: "Value: 1").contains("new.json •"))
    try terminal.send(ctrlS)
    #expect(folder.wait(for: 1, in: "new.json") == 1)
    let saved = try terminal.wait(until: "the save clears the mark and the note") {
      !$0.contains("New file") && $0.contains(" new.json │")
    }
    #expect(saved.contains("Value: 1"))
    // The atomic save left nothing but the file beside the others.
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
    #expect(names == ["a.json", "b.json", "new.json"])
    #expect(try terminal.pane("#{pane_dead}") == "0")
  }

  @Test func aMissingFolderShowsAClearErrorInItsTabAndTheAppKeepsRunning() throws {
    let folder = try Folder()
    let terminal = try start("drafts/missing.json a.json", in: folder)
    let screen = try terminal.wait(for: "the folder “drafts” doesn’t")
    #expect(screen.contains(" missing.json │ a.json │"))
    try terminal.send(ctrlS)
    try terminal.wait(for: "Not saved")
    try terminal.send(altRight)
    try terminal.wait(for: "Value: 3")
    try terminal.send([0x09])
    try terminal.send(ctrlU)
    #expect(try terminal.wait(for: "Value: 4").contains("Value: 4"))
    #expect(try terminal.pane("#{pane_dead}") == "0")
    #expect(!FileManager.default.fileExists(atPath: folder.file("drafts").path))
  }

  @Test func aFileWhoseNameIsNotUTF8IsReportedAsSuchNotAsMissing() throws {
    let folder = try Folder()
    // `bad-<0xFF>.json`, made with the raw byte: no Swift string names it.
    let path = Array(folder.url.path.utf8) + Array("/bad-".utf8) + [0xFF] + Array(".json".utf8) + [0]
    let descriptor = path.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT | O_EXCL, 0o644) }
    }
    try #require(descriptor >= 0)
    close(descriptor)
    let terminal = try start(#""$(printf "bad-\377.json")""#, in: folder)
    let screen = try terminal.wait(for: "isn’t valid UTF-8")
    #expect(screen.contains("bad-\u{FFFD}.json"))
    #expect(!screen.contains("doesn’t exist"))
    #expect(!screen.contains("New file"))
  }

  @Test func ctrlQWarnsAboutUnsavedChangesThenQuits() throws {
    let folder = try Folder()
    let marker = folder.file("exited").path
    let terminal = try Terminal(
      "sh -c 'cd \(folder.url.path) && \(Terminal.demo) documents a.json; touch \(marker); sleep 30'",
      columns: 100, rows: 16)
    try terminal.wait(for: "Value: 3")
    try terminal.send([0x09])
    try terminal.send(ctrlU)
    try terminal.wait(for: "Value: 4")
    try terminal.send(ctrlQ)
    #expect(try terminal.wait(for: "Unsaved changes").contains("Quit again discards them"))
    #expect(!FileManager.default.fileExists(atPath: marker))
    try terminal.send(ctrlQ)
    #expect(eventually { FileManager.default.fileExists(atPath: marker) })
    #expect(folder.value(in: "a.json") == 3)
  }

  @Test func listAndHelpMentionTheDocumentsApp() throws {
    let list = try run(Terminal.demo, ["list"])
    #expect(list.output.contains("documents"))
    let help = try run(Terminal.demo, ["--help"])
    #expect(help.output.contains("documents"))
    let documentsHelp = try run(Terminal.demo, ["documents", "--help"])
    #expect(documentsHelp.output.contains("focus-demo documents [<files> ...]"))
    #expect(documentsHelp.output.contains("F10"))
    // Only the document app takes files.
    let wrong = try run(Terminal.demo, ["login", "a.json"])
    #expect(wrong.status != 0)
    #expect(wrong.error.contains("Unexpected argument 'a.json'"))
  }
}
