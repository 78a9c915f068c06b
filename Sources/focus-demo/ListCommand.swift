import ArgumentParser
import FocusDemoExamples

/// `focus-demo list`: the examples' names, one a line, with their titles.
struct ListCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "List the examples' names (and the document app's) and exit.")

  func run() {
    let entries = Example.all.map { ($0.name, $0.title) } + [(FocusDemo.documentsName, FocusDemo.documentsTitle)]
    for (name, title) in entries {
      print("\(name.padding(toLength: 16, withPad: " ", startingAt: 0)) \(title)")
    }
  }
}
