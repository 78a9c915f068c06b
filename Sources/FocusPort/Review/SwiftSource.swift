import Foundation

/// A Swift file as Linux compiles it: its comments and string literals
/// blanked, and the branches of `#if` that are false on Linux
/// (`#if os(iOS)`, `#if canImport(MapKit)`, …) left out, so that what is
/// looked for is only what the compiler will see.
///
/// ```swift
/// let source = SwiftSource("#if os(iOS)\nimport MapKit\n#endif\nimport SwiftUI\n")
/// source.imports   // ["SwiftUI"]
/// ```
public struct SwiftSource: Sendable {
  /// The lines Linux compiles, comments and strings blanked.
  public let compiledLines: [Substring]

  public init(_ text: String, availableModules: Set<String> = LinuxModules.available) {
    let blanked = Self.blankingCommentsAndStrings(text)
    var lines: [Substring] = []
    var conditions = ConditionStack(availableModules: availableModules)
    for line in blanked.split(separator: "\n", omittingEmptySubsequences: false) {
      if conditions.consume(directive: line) { continue }
      if conditions.isActive { lines.append(line) }
    }
    compiledLines = lines
  }

  /// The modules the compiled lines import.
  public var imports: [String] {
    compiledLines.compactMap { line in
      var words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })[...]
      while let first = words.first,
        first.hasPrefix("@") || ["public", "internal", "private", "fileprivate", "package"].contains(first)
      {
        words = words.dropFirst()
      }
      guard words.first == "import", words.count >= 2 else { return nil }
      var module = words.dropFirst()
      if let kind = module.first,
        ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"].contains(kind)
      {
        module = module.dropFirst()
      }
      return module.first.map { String($0.split(separator: ".")[0]) }
    }
  }

  /// The identifiers of the compiled lines, each once.
  public var identifiers: Set<Substring> {
    var result: Set<Substring> = []
    for line in compiledLines {
      var start: Substring.Index?
      for index in line.indices {
        let character = line[index]
        if character.isLetter || character == "_" || (start != nil && character.isNumber) {
          if start == nil { start = index }
        } else if let begin = start {
          result.insert(line[begin..<index])
          start = nil
        }
      }
      if let begin = start { result.insert(line[begin...]) }
    }
    return result
  }

  /// The name of the `@main` type when it is a SwiftUI `App`.
  public var mainApp: String? {
    let text = compiledLines.joined(separator: "\n")
    guard let range = text.range(of: "@main") else { return nil }
    let declaration = text[range.upperBound...].prefix { $0 != "{" }
    let words = declaration.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
    guard let kind = words.firstIndex(where: { $0 == "struct" || $0 == "class" || $0 == "enum" }),
      kind + 1 < words.count, words[(kind + 2)...].contains("App")
    else { return nil }
    return String(words[kind + 1])
  }

  /// `text` with comments and the contents of string literals replaced by
  /// spaces (new lines are kept, so directives stay on their lines).
  static func blankingCommentsAndStrings(_ text: String) -> String {
    var output: [Character] = []
    output.reserveCapacity(text.count)
    let characters = Array(text)
    var index = 0
    var blockDepth = 0
    func at(_ offset: Int) -> Character? {
      index + offset < characters.count ? characters[index + offset] : nil
    }
    func blank(_ character: Character) { output.append(character == "\n" ? "\n" : " ") }
    while index < characters.count {
      let character = characters[index]
      if blockDepth > 0 {
        if character == "*", at(1) == "/" {
          blockDepth -= 1
          output += "  "
          index += 2
        } else if character == "/", at(1) == "*" {
          blockDepth += 1
          output += "  "
          index += 2
        } else {
          blank(character)
          index += 1
        }
      } else if character == "/", at(1) == "*" {
        blockDepth = 1
        output += "  "
        index += 2
      } else if character == "/", at(1) == "/" {
        while index < characters.count, characters[index] != "\n" {
          output.append(" ")
          index += 1
        }
      } else if character == "\"" {
        let isMultiline = at(1) == "\"" && at(2) == "\""
        let delimiter = isMultiline ? 3 : 1
        output += String(repeating: "\"", count: delimiter)
        index += delimiter
        while index < characters.count {
          if characters[index] == "\\" {
            blank(characters[index])
            if let next = at(1) { blank(next) }
            index += 2
          } else if characters[index] == "\"", !isMultiline || (at(1) == "\"" && at(2) == "\"") {
            output += String(repeating: "\"", count: delimiter)
            index += delimiter
            break
          } else if characters[index] == "\n", !isMultiline {
            break
          } else {
            blank(characters[index])
            index += 1
          }
        }
      } else {
        output.append(character)
        index += 1
      }
    }
    return String(output)
  }
}

/// The modules a Swift package on Linux can import with FocusUI.
public enum LinuxModules {
  public static let available: Set<String> = [
    "Swift", "_Concurrency", "_StringProcessing", "RegexBuilder", "Synchronization", "Observation",
    "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking", "FoundationXML",
    "Dispatch", "Glibc", "Musl",
    // FocusUI's stand-ins for Apple's modules.
    "SwiftUI", "Combine", "UniformTypeIdentifiers", "UIKit", "AppKit",
  ]
}

/// The `#if` blocks around the current line, and whether it is compiled on
/// Linux: a branch whose condition is false on Linux is left out; one that
/// cannot be known (`DEBUG`, `arch(arm64)`) is kept.
struct ConditionStack {
  private struct Frame {
    /// Whether the block is inside compiled code at all.
    var enclosingActive: Bool
    /// Whether an earlier branch of the block is known true.
    var earlierTrue: Bool
    /// Whether every earlier branch is known false.
    var earlierAllFalse: Bool
    /// The current branch's condition on Linux (`nil`: not known).
    var current: Bool?
  }

  let availableModules: Set<String>
  private var frames: [Frame] = []

  init(availableModules: Set<String>) {
    self.availableModules = availableModules
  }

  var isActive: Bool {
    frames.allSatisfy { $0.enclosingActive && $0.current != false }
  }

  /// Reads `line` if it is a directive and returns true; false for code.
  mutating func consume(directive line: Substring) -> Bool {
    let trimmed = line.drop { $0 == " " || $0 == "\t" }
    guard trimmed.hasPrefix("#") else { return false }
    let words = trimmed.split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" })
    let rest = words.count > 1 ? words[1] : ""
    switch words.first {
    case "#if":
      frames.append(
        Frame(enclosingActive: isActive, earlierTrue: false, earlierAllFalse: true, current: evaluate(rest)))
    case "#elseif":
      guard var frame = frames.popLast() else { return true }
      frame.earlierTrue = frame.earlierTrue || frame.current == true
      frame.earlierAllFalse = frame.earlierAllFalse && frame.current == false
      frame.current = frame.earlierTrue ? false : evaluate(rest)
      frames.append(frame)
    case "#else":
      guard var frame = frames.popLast() else { return true }
      let earlierTrue = frame.earlierTrue || frame.current == true
      let allFalse = frame.earlierAllFalse && frame.current == false
      frame.current = earlierTrue ? false : (allFalse ? true : nil)
      frames.append(frame)
    case "#endif":
      _ = frames.popLast()
    default:
      return false
    }
    return true
  }

  /// The value of a compilation condition on Linux, `nil` when it cannot
  /// be known here.
  func evaluate(_ condition: Substring) -> Bool? {
    var parser = ConditionParser(condition, availableModules: availableModules)
    return parser.expression()
  }
}

/// `||`, `&&`, `!`, parentheses and the platform tests of a compilation
/// condition, in three values (`nil` for unknown).
struct ConditionParser {
  private let text: [Character]
  private var index = 0
  let availableModules: Set<String>

  init(_ condition: Substring, availableModules: Set<String>) {
    text = Array(condition)
    self.availableModules = availableModules
  }

  mutating func expression() -> Bool? {
    var value = conjunction()
    while consume("||") {
      let rhs = conjunction()
      value = value == true || rhs == true ? true : (value == false && rhs == false ? false : nil)
    }
    return value
  }

  private mutating func conjunction() -> Bool? {
    var value = unary()
    while consume("&&") {
      let rhs = unary()
      value = value == false || rhs == false ? false : (value == true && rhs == true ? true : nil)
    }
    return value
  }

  private mutating func unary() -> Bool? {
    if consume("!") { return unary().map { !$0 } }
    if consume("(") {
      let value = expression()
      _ = consume(")")
      return value
    }
    let name = word()
    guard consume("(") else {
      return name == "true" ? true : (name == "false" ? false : nil)
    }
    var argument = ""
    var depth = 1
    while index < text.count {
      if text[index] == "(" { depth += 1 }
      if text[index] == ")" {
        depth -= 1
        if depth == 0 { break }
      }
      argument.append(text[index])
      index += 1
    }
    _ = consume(")")
    let first = argument.split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
    switch name {
    case "os": return first == "Linux"
    case "canImport": return availableModules.contains(first)
    case "targetEnvironment": return false
    case "swift", "compiler", "hasFeature", "hasAttribute": return true
    default: return nil
    }
  }

  private mutating func word() -> String {
    skipSpaces()
    var result = ""
    while index < text.count, text[index].isLetter || text[index].isNumber || text[index] == "_" {
      result.append(text[index])
      index += 1
    }
    return result
  }

  private mutating func consume(_ token: String) -> Bool {
    skipSpaces()
    let characters = Array(token)
    guard index + characters.count <= text.count, Array(text[index..<index + characters.count]) == characters
    else { return false }
    index += characters.count
    return true
  }

  private mutating func skipSpaces() {
    while index < text.count, text[index] == " " || text[index] == "\t" { index += 1 }
  }
}
