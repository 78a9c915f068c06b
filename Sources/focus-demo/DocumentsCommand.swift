import ArgumentParser
import FocusDemoExamples
import FocusUITerminal

/// `focus-demo documents [FILE…]`: the document app on JSON files.
struct DocumentsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: FocusDemo.documentsName,
    abstract: "Run the document app on JSON files, one tab each.",
    discussion: """
      Opens the JSON files, one tab each, relative paths from the working directory (a file that doesn’t \
      exist yet opens empty, and Ctrl-S creates it); without files it opens a new document. The top row is \
      the menu bar: F10 opens it, arrows move, Return runs, Esc closes. Alt-←/→ or Ctrl-PageUp/PageDown \
      switch tabs. Shortcuts work from anywhere: Ctrl-U Edit ▸ Increment, Ctrl-S saves, Ctrl-N new, \
      Ctrl-W closes (Command is Ctrl in the terminal).
      """)

  @Argument(help: "The JSON files to open, one tab each.")
  var files: [String] = []

  @OptionGroup var options: RunOptions

  func run() {
    let files = self.files
    let options = self.options
    MainActor.assumeIsolated {
      options.run(app: DocumentApp(), documents: TerminalHost.documentURLs(files))
    }
  }
}
