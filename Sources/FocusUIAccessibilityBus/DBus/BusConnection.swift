import CDBus

/// Why talking to a bus failed: a D-Bus error's name and message.
struct BusError: Error, CustomStringConvertible {
  var name: String
  var message: String

  var description: String { message.isEmpty ? name : "\(name): \(message)" }

  /// The error libdbus set in `error`, which is then freed.
  static func take(_ error: inout FDBusError, otherwise: String) -> BusError {
    defer { fdbus_error_free(&error) }
    guard let name = error.name else { return BusError(name: otherwise, message: "") }
    return BusError(name: String(cString: name), message: error.message.map { String(cString: $0) } ?? "")
  }
}

/// A private connection to a bus through the system's libdbus, closed
/// when released. Used on the bus thread only: nothing here is shared.
///
/// ```swift
/// let bus = try BusConnection.open(address: address)
/// bus.send(signal)
/// ```
final class BusConnection {
  let pointer: OpaquePointer

  private init(_ pointer: OpaquePointer) {
    self.pointer = pointer
  }

  deinit { fdbus_close(pointer) }

  /// The bus at `address`, registered with it (it has a unique name).
  static func open(address: String) throws(BusError) -> BusConnection {
    var error = FDBusError()
    fdbus_error_init(&error)
    guard let pointer = fdbus_open_bus(address, &error) else {
      throw BusError.take(&error, otherwise: "cannot open \(address)")
    }
    return BusConnection(pointer)
  }

  /// The connection's name on the bus (`:1.42`).
  var uniqueName: String { fdbus_unique_name(pointer).map { String(cString: $0) } ?? "" }

  var isConnected: Bool { fdbus_is_connected(pointer) != 0 }

  /// The socket to wait on, or -1.
  var fileDescriptor: Int32 { fdbus_unix_fd(pointer) }

  /// Queues `message` to send.
  func send(_ message: BusMessage) {
    _ = fdbus_send(pointer, message.pointer)
  }

  /// Writes everything queued, waiting if it must.
  func flush() { fdbus_flush(pointer) }

  /// Sends `message` and waits up to `timeout` ms for its reply; an error
  /// reply throws. Messages that arrive meanwhile wait in the queue.
  func call(_ message: BusMessage, timeout: Int32 = 2_000) throws(BusError) -> BusMessage {
    var error = FDBusError()
    fdbus_error_init(&error)
    guard let reply = fdbus_call(pointer, message.pointer, timeout, &error) else {
      throw BusError.take(&error, otherwise: "no reply")
    }
    return BusMessage(adopting: reply)
  }

  /// Asks the bus for the signals `rule` matches.
  func addMatch(_ rule: String) throws(BusError) {
    var error = FDBusError()
    fdbus_error_init(&error)
    fdbus_add_match(pointer, rule, &error)
    if error.name != nil { throw BusError.take(&error, otherwise: "") }
  }

  /// Reads and writes what it can; `false` once the connection closed.
  func readWrite(timeout: Int32 = 0) -> Bool {
    fdbus_read_write(pointer, timeout) != 0
  }

  /// The next message read, if any.
  func popMessage() -> BusMessage? {
    fdbus_pop_message(pointer).map(BusMessage.init(adopting:))
  }
}
