import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A failed system call, with the `errno` it set.
struct SystemCallError: Error, CustomStringConvertible {
  var call: String
  var path: String
  var code: Int32
  var note: String?

  init(_ call: String, _ path: String, code: Int32 = errno, note: String? = nil) {
    self.call = call
    self.path = path
    self.code = code
    self.note = note
  }

  /// The system's words for the error: "No space left on device".
  var reason: String {
    let text = String(cString: strerror(code))
    return note.map { "\(text); \($0)" } ?? text
  }

  var description: String { reason }
}
