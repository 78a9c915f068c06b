/// A D-Bus value, as the bridge writes it into a message and reads it out
/// of one: what libdbus's iterators take apart and put together.
///
/// ```swift
/// let reference = BusValue.structure([.string(":1.42"), .objectPath("/org/a11y/atspi/accessible/root")])
/// reference.signature   // "(so)"
/// ```
indirect enum BusValue: Equatable, Sendable {
  case byte(UInt8)
  case bool(Bool)
  case int16(Int16)
  case int32(Int32)
  case uint32(UInt32)
  case int64(Int64)
  case double(Double)
  case string(String)
  case objectPath(String)
  case signature(String)
  /// The elements all have `element`'s signature (read arrays leave it empty).
  case array(element: String, [BusValue])
  case structure([BusValue])
  case variant(BusValue)
  /// An array of dictionary entries `{key value}`.
  case dictionary(key: String, value: String, [DictionaryEntry])

  struct DictionaryEntry: Equatable, Sendable {
    var key: BusValue
    var value: BusValue
  }

  /// Its type, as D-Bus spells it.
  var signature: String {
    switch self {
    case .byte: "y"
    case .bool: "b"
    case .int16: "n"
    case .int32: "i"
    case .uint32: "u"
    case .int64: "x"
    case .double: "d"
    case .string: "s"
    case .objectPath: "o"
    case .signature: "g"
    case .array(let element, _): "a" + element
    case .structure(let fields): "(" + fields.map(\.signature).joined() + ")"
    case .variant: "v"
    case .dictionary(let key, let value, _): "a{" + key + value + "}"
    }
  }

  /// An array of strings.
  static func strings(_ values: [String]) -> BusValue { .array(element: "s", values.map(BusValue.string)) }

  /// A dictionary of strings to strings (`a{ss}`).
  static func stringDictionary(_ pairs: [(String, String)]) -> BusValue {
    .dictionary(key: "s", value: "s", pairs.map { DictionaryEntry(key: .string($0.0), value: .string($0.1)) })
  }

  /// An empty `a{sv}`: the properties an event carries.
  static let noProperties = BusValue.dictionary(key: "s", value: "v", [])

  // MARK: Reading

  var stringValue: String? {
    switch self {
    case .string(let text), .objectPath(let text), .signature(let text): text
    case .variant(let inner): inner.stringValue
    default: nil
    }
  }

  var intValue: Int? {
    switch self {
    case .byte(let value): Int(value)
    case .int16(let value): Int(value)
    case .int32(let value): Int(value)
    case .uint32(let value): Int(value)
    case .int64(let value): Int(value)
    case .variant(let inner): inner.intValue
    default: nil
    }
  }

  var doubleValue: Double? {
    switch self {
    case .double(let value): value
    case .variant(let inner): inner.doubleValue
    default: intValue.map(Double.init)
    }
  }

  var boolValue: Bool? {
    switch self {
    case .bool(let value): value
    case .variant(let inner): inner.boolValue
    default: nil
    }
  }

  var elements: [BusValue] {
    switch self {
    case .array(_, let items), .structure(let items): items
    case .variant(let inner): inner.elements
    default: []
    }
  }
}
