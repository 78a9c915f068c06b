/// A value of an old-style (OpenStep) property list, the format of Xcode's
/// `project.pbxproj`: strings, arrays `( … )` and dictionaries `{ … }`.
///
/// ```swift
/// let list = try PropertyList(parsing: "{ isa = PBXGroup; children = ( A1, B2 ); }")
/// list["children"]?.array?.count   // 2
/// ```
public enum PropertyList: Equatable, Sendable {
  case string(String)
  case array([PropertyList])
  case dictionary([String: PropertyList])

  /// The value read from `text`.
  public init(parsing text: String) throws(PropertyListError) {
    var parser = PropertyListParser(text)
    self = try parser.document()
  }

  public var string: String? {
    if case .string(let value) = self { value } else { nil }
  }

  public var array: [PropertyList]? {
    if case .array(let value) = self { value } else { nil }
  }

  public var dictionary: [String: PropertyList]? {
    if case .dictionary(let value) = self { value } else { nil }
  }

  /// The value of `key` in a dictionary; `nil` for other values.
  public subscript(key: String) -> PropertyList? {
    dictionary?[key]
  }

  /// The strings of an array (the other elements are skipped).
  public var strings: [String] {
    array?.compactMap(\.string) ?? []
  }
}

/// Why a property list could not be read, with the line it stopped at.
public struct PropertyListError: Error, Equatable, CustomStringConvertible {
  public let line: Int
  public let reason: String

  public init(line: Int, reason: String) {
    self.line = line
    self.reason = reason
  }
  public var description: String { "line \(line): \(reason)" }
}

/// A recursive-descent reader of the old-style format, over the UTF-8
/// bytes (every character with meaning is ASCII).
struct PropertyListParser {
  private let bytes: [UInt8]
  private var index = 0

  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  mutating func document() throws(PropertyListError) -> PropertyList {
    let value = try self.value()
    skipTrivia()
    guard index == bytes.count else { throw error("text after the end of the list") }
    return value
  }

  private mutating func value() throws(PropertyListError) -> PropertyList {
    skipTrivia()
    guard index < bytes.count else { throw error("the list ends where a value was expected") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try dictionary()
    case UInt8(ascii: "("): return try array()
    case UInt8(ascii: "\""): return .string(try quoted())
    default: return .string(try bare())
    }
  }

  private mutating func dictionary() throws(PropertyListError) -> PropertyList {
    index += 1
    var entries: [String: PropertyList] = [:]
    while true {
      skipTrivia()
      guard index < bytes.count else { throw error("a dictionary is not closed") }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .dictionary(entries)
      }
      guard case .string(let key) = try value() else { throw error("a dictionary key is not a string") }
      try expect("=")
      entries[key] = try value()
      try expect(";")
    }
  }

  private mutating func array() throws(PropertyListError) -> PropertyList {
    index += 1
    var elements: [PropertyList] = []
    while true {
      skipTrivia()
      guard index < bytes.count else { throw error("an array is not closed") }
      if bytes[index] == UInt8(ascii: ")") {
        index += 1
        return .array(elements)
      }
      elements.append(try value())
      skipTrivia()
      if index < bytes.count, bytes[index] == UInt8(ascii: ",") { index += 1 }
    }
  }

  private mutating func quoted() throws(PropertyListError) -> String {
    index += 1
    var result: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return String(decoding: result, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { break }
        let escaped = bytes[index]
        index += 1
        switch escaped {
        case UInt8(ascii: "n"): result.append(UInt8(ascii: "\n"))
        case UInt8(ascii: "t"): result.append(UInt8(ascii: "\t"))
        default: result.append(escaped)
        }
      default:
        result.append(byte)
      }
    }
    throw error("a quoted string is not closed")
  }

  private mutating func bare() throws(PropertyListError) -> String {
    let start = index
    while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
    guard index > start else { throw error("unexpected “\(Character(Unicode.Scalar(bytes[index])))”") }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// Characters of an unquoted string: letters, digits and `_$+/:.-`.
  private static func isBare(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      true
    default:
      "_$+/:.-".utf8.contains(byte)
    }
  }

  private mutating func expect(_ character: Character) throws(PropertyListError) {
    skipTrivia()
    guard index < bytes.count, bytes[index] == character.asciiValue else {
      throw error("expected “\(character)”")
    }
    index += 1
  }

  /// Skips white space and `//` and `/* */` comments.
  private mutating func skipTrivia() {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
        || byte == UInt8(ascii: "\r")
      {
        index += 1
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        index += 2
        while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) {
          index += 1
        }
        index = min(bytes.count, index + 2)
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      } else {
        return
      }
    }
  }

  private func error(_ reason: String) -> PropertyListError {
    let line = bytes[..<min(index, bytes.count)].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    return PropertyListError(line: line, reason: reason)
  }
}
