import CDBus

/// One D-Bus message read from the bus or made to send, holding one
/// reference to libdbus's message. Used on the bus thread only.
///
/// ```swift
/// let call = BusMessage.methodCall(
///   destination: "org.a11y.Bus", path: "/org/a11y/bus", interface: "org.a11y.Bus", member: "GetAddress")
/// let reply = try connection.call(call)
/// reply.arguments.first?.stringValue   // "unix:path=/run/user/1000/at-spi/bus_0,guid=…"
/// ```
final class BusMessage {
  /// libdbus's message types.
  enum Kind: Int32 {
    case invalid = 0, methodCall, methodReturn, error, signal
  }

  let pointer: OpaquePointer

  /// Takes over a reference libdbus handed out.
  init(adopting pointer: OpaquePointer) {
    self.pointer = pointer
  }

  deinit { fdbus_unref(pointer) }

  static func methodCall(destination: String, path: String, interface: String, member: String) -> BusMessage {
    BusMessage(adopting: fdbus_method_call(destination, path, interface, member))
  }

  static func signal(path: String, interface: String, member: String) -> BusMessage {
    BusMessage(adopting: fdbus_signal(path, interface, member))
  }

  /// The reply to this call, carrying `values`.
  func reply(_ values: [BusValue]) -> BusMessage {
    let reply = BusMessage(adopting: fdbus_method_return(pointer))
    reply.append(values)
    return reply
  }

  /// The error reply to this call.
  func errorReply(name: String, text: String) -> BusMessage {
    BusMessage(adopting: fdbus_error_reply(pointer, name, BusMessage.clean(text)))
  }

  var kind: Kind { Kind(rawValue: fdbus_type(pointer)) ?? .invalid }
  var path: String { fdbus_path(pointer).map { String(cString: $0) } ?? "" }
  var interface: String { fdbus_interface(pointer).map { String(cString: $0) } ?? "" }
  var member: String { fdbus_member(pointer).map { String(cString: $0) } ?? "" }
  var sender: String { fdbus_sender(pointer).map { String(cString: $0) } ?? "" }
  var signature: String { fdbus_signature(pointer).map { String(cString: $0) } ?? "" }
  var expectsReply: Bool { fdbus_no_reply(pointer) == 0 }

  /// The message's arguments, in order.
  var arguments: [BusValue] {
    var iterator = FDBusMessageIter()
    guard fdbus_iter_init(pointer, &iterator) != 0 else { return [] }
    return Self.read(&iterator)
  }

  /// Appends `values` after the arguments already there.
  func append(_ values: [BusValue]) {
    var iterator = FDBusMessageIter()
    fdbus_iter_init_append(pointer, &iterator)
    for value in values { Self.append(value, to: &iterator) }
  }

  // MARK: Reading

  private static func read(_ iterator: inout FDBusMessageIter) -> [BusValue] {
    var values: [BusValue] = []
    while true {
      let type = fdbus_iter_type(&iterator)
      if type == 0 { break }
      values.append(readOne(&iterator, type: UInt8(truncatingIfNeeded: type)))
      if fdbus_iter_next(&iterator) == 0 { break }
    }
    return values
  }

  private static func readOne(_ iterator: inout FDBusMessageIter, type: UInt8) -> BusValue {
    switch Character(Unicode.Scalar(type)) {
    case "y": return .byte(basic(&iterator, UInt8(0)))
    case "b": return .bool(basic(&iterator, UInt32(0)) != 0)
    case "n": return .int16(basic(&iterator, Int16(0)))
    case "q": return .int32(Int32(basic(&iterator, UInt16(0))))
    case "i", "h": return .int32(basic(&iterator, Int32(0)))
    case "u": return .uint32(basic(&iterator, UInt32(0)))
    case "x": return .int64(basic(&iterator, Int64(0)))
    case "t": return .int64(Int64(truncatingIfNeeded: basic(&iterator, UInt64(0))))
    case "d": return .double(basic(&iterator, Double(0)))
    case "s": return .string(string(&iterator))
    case "o": return .objectPath(string(&iterator))
    case "g": return .signature(string(&iterator))
    case "a":
      var inner = FDBusMessageIter()
      fdbus_iter_recurse(&iterator, &inner)
      return .array(element: "", read(&inner))
    case "r", "e":
      var inner = FDBusMessageIter()
      fdbus_iter_recurse(&iterator, &inner)
      return .structure(read(&inner))
    case "v":
      var inner = FDBusMessageIter()
      fdbus_iter_recurse(&iterator, &inner)
      return .variant(read(&inner).first ?? .string(""))
    default:
      return .string("")
    }
  }

  private static func basic<T: BitwiseCopyable>(_ iterator: inout FDBusMessageIter, _ zero: T) -> T {
    var value = zero
    fdbus_iter_basic(&iterator, &value)
    return value
  }

  private static func string(_ iterator: inout FDBusMessageIter) -> String {
    var text: UnsafePointer<CChar>?
    fdbus_iter_basic(&iterator, &text)
    return text.map { String(cString: $0) } ?? ""
  }

  // MARK: Writing

  /// `text` without NUL characters, which a D-Bus string cannot hold
  /// (libdbus would abort on one).
  static func clean(_ text: String) -> String {
    text.contains("\0") ? text.replacingOccurrences(of: "\0", with: "") : text
  }

  private static func append(_ value: BusValue, to iterator: inout FDBusMessageIter) {
    switch value {
    case .byte(let byte): appendBasic(byte, type: "y", to: &iterator)
    case .bool(let flag): appendBasic(UInt32(flag ? 1 : 0), type: "b", to: &iterator)
    case .int16(let number): appendBasic(number, type: "n", to: &iterator)
    case .int32(let number): appendBasic(number, type: "i", to: &iterator)
    case .uint32(let number): appendBasic(number, type: "u", to: &iterator)
    case .int64(let number): appendBasic(number, type: "x", to: &iterator)
    case .double(let number): appendBasic(number, type: "d", to: &iterator)
    case .string(let text): appendString(clean(text), type: "s", to: &iterator)
    case .objectPath(let path): appendString(path, type: "o", to: &iterator)
    case .signature(let signature): appendString(signature, type: "g", to: &iterator)
    case .array(let element, let items):
      container("a", signature: element, of: &iterator) { inner in
        for item in items { append(item, to: &inner) }
      }
    case .structure(let fields):
      container("r", signature: nil, of: &iterator) { inner in
        for field in fields { append(field, to: &inner) }
      }
    case .variant(let inner):
      container("v", signature: inner.signature, of: &iterator) { append(inner, to: &$0) }
    case .dictionary(let key, let valueType, let entries):
      container("a", signature: "{" + key + valueType + "}", of: &iterator) { array in
        for entry in entries {
          container("e", signature: nil, of: &array) { pair in
            append(entry.key, to: &pair)
            append(entry.value, to: &pair)
          }
        }
      }
    }
  }

  private static func typeCode(_ code: Character) -> Int32 { Int32(code.asciiValue ?? 0) }

  private static func appendBasic<T: BitwiseCopyable>(_ value: T, type: Character, to iterator: inout FDBusMessageIter)
  {
    var copy = value
    _ = fdbus_iter_append_basic(&iterator, typeCode(type), &copy)
  }

  private static func appendString(_ text: String, type: Character, to iterator: inout FDBusMessageIter) {
    text.withCString { characters in
      var pointer: UnsafePointer<CChar>? = characters
      _ = fdbus_iter_append_basic(&iterator, typeCode(type), &pointer)
    }
  }

  private static func container(
    _ type: Character, signature: String?, of iterator: inout FDBusMessageIter,
    _ body: (inout FDBusMessageIter) -> Void
  ) {
    var inner = FDBusMessageIter()
    let opened: Int32
    if let signature {
      opened = signature.withCString { fdbus_iter_open(&iterator, typeCode(type), $0, &inner) }
    } else {
      opened = fdbus_iter_open(&iterator, typeCode(type), nil, &inner)
    }
    guard opened != 0 else { return }
    body(&inner)
    _ = fdbus_iter_close(&iterator, &inner)
  }
}
