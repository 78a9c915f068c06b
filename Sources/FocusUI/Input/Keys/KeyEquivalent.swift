/// A key on the keyboard: a character, or one of the named keys.
///
/// ```swift
/// host.press(.tab)
/// host.press(.tab, modifiers: .shift)
/// host.press("a")
/// ```
/// Named keys without a character of their own use the same private-use
/// code points as SwiftUI's `KeyEquivalent`.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral,
  CustomStringConvertible
{
  /// The character the key stands for.
  public var character: Character {
    didSet { soleScalar = Self.soleScalar(of: character) }
  }

  /// The one scalar of the key's character, if it has one: kept, since
  /// every key is compared with several on every key press and finding it
  /// walks the character's scalars.
  private var soleScalar: Unicode.Scalar?

  public init(_ character: Character) {
    self.character = character
    soleScalar = Self.soleScalar(of: character)
  }

  public init(extendedGraphemeClusterLiteral character: Character) {
    self.init(character)
  }

  public static let upArrow = KeyEquivalent("\u{F700}")
  public static let downArrow = KeyEquivalent("\u{F701}")
  public static let leftArrow = KeyEquivalent("\u{F702}")
  public static let rightArrow = KeyEquivalent("\u{F703}")
  public static let escape = KeyEquivalent("\u{1B}")
  /// Backspace: deletes backwards.
  public static let delete = KeyEquivalent("\u{7F}")
  /// Forward delete.
  public static let deleteForward = KeyEquivalent("\u{F728}")
  public static let home = KeyEquivalent("\u{F729}")
  public static let end = KeyEquivalent("\u{F72B}")
  public static let pageUp = KeyEquivalent("\u{F72C}")
  public static let pageDown = KeyEquivalent("\u{F72D}")
  public static let clear = KeyEquivalent("\u{F739}")
  public static let tab = KeyEquivalent("\t")
  public static let space = KeyEquivalent(" ")
  public static let `return` = KeyEquivalent("\r")

  /// Whether two keys are the same, as their characters are. Most keys
  /// are one ASCII scalar, or one of the private-use scalars the function
  /// keys are, and no other character equals those canonically (nothing
  /// decomposes into private use; two ASCII scalars are equal only when
  /// identical): they are compared as scalars, without the normalization
  /// `Character`'s `==` does once a side is not ASCII. Every key is
  /// compared with several on every key press.
  public static func == (lhs: KeyEquivalent, rhs: KeyEquivalent) -> Bool {
    if let left = lhs.soleScalar, let right = rhs.soleScalar {
      let isPrivateUse = { (scalar: Unicode.Scalar) in (0xE000...0xF8FF).contains(scalar.value) }
      if isPrivateUse(left) || isPrivateUse(right) || (left.isASCII && right.isASCII) { return left == right }
    }
    return lhs.character == rhs.character
  }

  private static func soleScalar(of character: Character) -> Unicode.Scalar? {
    var scalars = character.unicodeScalars.makeIterator()
    guard let first = scalars.next(), scalars.next() == nil else { return nil }
    return first
  }

  /// Hashes the character only, as `==` compares: two keys whose
  /// characters are canonically equal hash alike, whatever their scalars.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(character)
  }

  public var description: String {
    switch self {
    case .upArrow: "upArrow"
    case .downArrow: "downArrow"
    case .leftArrow: "leftArrow"
    case .rightArrow: "rightArrow"
    case .escape: "escape"
    case .delete: "delete"
    case .deleteForward: "deleteForward"
    case .home: "home"
    case .end: "end"
    case .pageUp: "pageUp"
    case .pageDown: "pageDown"
    case .clear: "clear"
    case .tab: "tab"
    case .space: "space"
    case .return: "return"
    default: String(character)
    }
  }

  /// Whether this is an arrow, Page Up, Page Down, Home or End: a key that
  /// moves through what is laid out. One look at the key's scalar, where a
  /// `switch` compared it with each key in turn, on every key press.
  var movesThroughLayout: Bool {
    guard let scalar = soleScalar?.value else { return false }
    return Self.layoutScalars.contains(scalar)
  }

  private static let layoutScalars = [upArrow, downArrow, leftArrow, rightArrow, pageUp, pageDown, home, end]
    .compactMap { $0.soleScalar?.value }

  /// Whether this is a printable character rather than a named key.
  var isPrintable: Bool {
    if self == .space { return true }
    guard let scalar = character.unicodeScalars.first else { return false }
    if (0xF700...0xF8FF).contains(scalar.value) { return false }
    return CellWidth.isPrintable(character)
  }
}

/// Modifier keys held during a key press.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  public static let shift = EventModifiers(rawValue: 1 << 1)
  public static let control = EventModifiers(rawValue: 1 << 2)
  public static let option = EventModifiers(rawValue: 1 << 3)
  public static let command = EventModifiers(rawValue: 1 << 4)
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  public static let function = EventModifiers(rawValue: 1 << 6)
  public static let all: EventModifiers = [.capsLock, .shift, .control, .option, .command, .numericPad, .function]
}
