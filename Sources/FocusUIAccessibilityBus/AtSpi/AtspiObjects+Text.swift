import FocusEngine
import FocusUI

extension AtspiObjects {
  /// The signature of one item of `GetItems` (unused: the cache is empty).
  static let cacheItemSignature = "((so)(so)(so)iiassusau)"

  // MARK: Text

  /// AT-SPI's text boundaries (`AtspiTextBoundaryType`) and granularities
  /// (`AtspiTextGranularity`), as units: a character, a word, or the
  /// line (a field holds one line, a label its words).
  private enum Unit {
    case character, word, line

    init(boundary: Int) {
      switch boundary {
      case 0: self = .character
      case 1, 2: self = .word
      default: self = .line
      }
    }

    init(granularity: Int) {
      switch granularity {
      case 0: self = .character
      case 1: self = .word
      default: self = .line
      }
    }
  }

  func text(_ node: AtspiNode, member: String, _ arguments: Arguments, input: inout [InputEvent]) -> Answer {
    guard let content = node.text else { return unknown(member) }
    let count = content.unicodeScalars.count
    switch member {
    case "GetText":
      return .reply([.string(TextOffsets.substring(content, from: arguments.int(0), to: arguments.int(1)))])
    case "SetCaretOffset":
      guard let element = node.element, node.isEditableText else { return .reply([.bool(false)]) }
      input.append(.moveCaret(element, to: TextOffsets.characters(ofScalars: arguments.int(0), in: content)))
      return .reply([.bool(true)])
    case "GetTextAtOffset", "GetTextBeforeOffset", "GetTextAfterOffset":
      var range = Self.range(of: .init(boundary: arguments.int(1)), at: arguments.int(0), in: content)
      if member == "GetTextBeforeOffset", range.lowerBound > 0 {
        range = Self.range(of: .init(boundary: arguments.int(1)), at: range.lowerBound - 1, in: content)
      } else if member == "GetTextAfterOffset" {
        range =
          range.upperBound < count
          ? Self.range(of: .init(boundary: arguments.int(1)), at: range.upperBound, in: content) : count..<count
      }
      return .reply(Self.textRange(range, in: content))
    case "GetStringAtOffset":
      let range = Self.range(of: .init(granularity: arguments.int(1)), at: arguments.int(0), in: content)
      return .reply(Self.textRange(range, in: content))
    case "GetCharacterAtOffset":
      let scalars = Array(content.unicodeScalars)
      let offset = arguments.int(0)
      return .reply([.int32(scalars.indices.contains(offset) ? Int32(scalars[offset].value) : 0)])
    case "GetAttributeValue":
      return .reply([.string("")])
    case "GetAttributes", "GetAttributeRun":
      return .reply([.stringDictionary([]), .int32(0), .int32(Int32(clamping: count))])
    case "GetDefaultAttributes", "GetDefaultAttributeSet":
      return .reply([.stringDictionary([])])
    case "GetCharacterExtents":
      // One cell per character, from the element's first cell.
      let box = node.extents
      let column = min(box.minX + arguments.int(0), max(box.minX, box.maxX - 1))
      return .reply([.int32(Int32(column)), .int32(Int32(box.minY)), .int32(1), .int32(1)])
    case "GetRangeExtents":
      let box = node.extents
      let start = min(box.minX + arguments.int(0), box.maxX)
      let end = min(box.minX + arguments.int(1), box.maxX)
      return .reply([
        .structure([.int32(Int32(start)), .int32(Int32(box.minY)), .int32(Int32(max(0, end - start))), .int32(1)])
      ])
    case "GetOffsetAtPoint":
      let box = node.extents
      let point = Point(x: arguments.int(0), y: arguments.int(1))
      return .reply([.int32(box.contains(point) ? Int32(min(point.x - box.minX, count)) : -1)])
    case "GetNSelections":
      return .reply([.int32(0)])
    case "GetSelection":
      return .reply([.int32(0), .int32(0)])
    case "AddSelection", "RemoveSelection", "SetSelection", "ScrollSubstringTo", "ScrollSubstringToPoint":
      return .reply([.bool(false)])
    case "GetBoundedRanges":
      return .reply([.array(element: "(iisv)", [])])
    default:
      return unknown(member)
    }
  }

  /// The text in `range` and its bounds: `(s i i)` spread as three values.
  private static func textRange(_ range: Range<Int>, in content: String) -> [BusValue] {
    [
      .string(TextOffsets.substring(content, from: range.lowerBound, to: range.upperBound)),
      .int32(Int32(clamping: range.lowerBound)), .int32(Int32(clamping: range.upperBound)),
    ]
  }

  /// The scalars of the `unit` around `offset`.
  private static func range(of unit: Unit, at offset: Int, in content: String) -> Range<Int> {
    let scalars = Array(content.unicodeScalars)
    let offset = max(0, min(offset, scalars.count))
    switch unit {
    case .line:
      return 0..<scalars.count
    case .character:
      return offset < scalars.count ? offset..<(offset + 1) : offset..<offset
    case .word:
      // A word and the spaces after it, as AT-SPI's word-start boundary.
      let isSpace = { (index: Int) in scalars[index].properties.isWhitespace }
      var start = offset
      // In the spaces after a word: that word's.
      while start > 0, isSpace(start - 1), start == scalars.count || isSpace(start) { start -= 1 }
      while start > 0, !isSpace(start - 1) { start -= 1 }
      var end = start
      while end < scalars.count, !isSpace(end) { end += 1 }
      while end < scalars.count, isSpace(end) { end += 1 }
      return start..<max(start, end)
    }
  }

  // MARK: EditableText

  func editableText(
    _ node: AtspiNode, member: String, _ arguments: Arguments, input: inout [InputEvent]
  ) -> Answer {
    guard node.isEditableText, let element = node.element, let content = node.text else {
      return member == "CopyText" ? .reply([]) : .reply([.bool(false)])
    }
    let characters = { (scalars: Int) in TextOffsets.characters(ofScalars: scalars, in: content) }
    switch member {
    case "SetTextContents":
      input.append(.setText(element, arguments.string(0)))
      return .reply([.bool(true)])
    case "InsertText":
      let text = arguments.string(1)
      let length = arguments.int(2)
      let inserted =
        length >= 0 && length < text.unicodeScalars.count ? TextOffsets.substring(text, from: 0, to: length) : text
      input.append(.insertText(element, inserted, at: characters(arguments.int(0))))
      return .reply([.bool(true)])
    case "DeleteText":
      let start = characters(arguments.int(0))
      let end = arguments.int(1) < 0 ? content.count : characters(arguments.int(1))
      guard start < end else { return .reply([.bool(false)]) }
      input.append(.deleteText(element, start..<end))
      return .reply([.bool(true)])
    case "CopyText":
      // The terminal's clipboard is the terminal's own.
      return .reply([])
    case "CutText", "PasteText":
      return .reply([.bool(false)])
    default:
      return unknown(member)
    }
  }

  // MARK: Introspection

  /// What `Introspect` says: the interfaces an object has, by name (their
  /// methods are at-spi2-core's; a client that introspects only needs the
  /// names).
  static func introspection(_ interfaces: [String]) -> String {
    var xml = "<!DOCTYPE node PUBLIC \"-//freedesktop//DTD D-BUS Object Introspection 1.0//EN\" "
    xml += "\"http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd\">\n<node>\n"
    for interface in ["org.freedesktop.DBus.Introspectable", "org.freedesktop.DBus.Properties"] + interfaces {
      xml += "  <interface name=\"\(interface)\"/>\n"
    }
    return xml + "</node>\n"
  }
}
