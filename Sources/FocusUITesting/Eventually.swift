import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Checks `condition` every 20 ms until it holds or `seconds` pass, for
/// tests that watch another process (a terminal, a file on disk). Returns
/// whether it held; callers fail loudly with what they saw when it did not.
///
/// ```swift
/// #expect(eventually { FileManager.default.fileExists(atPath: marker) })
/// ```
func eventually(seconds: Double = 10, _ condition: () throws -> Bool) rethrows -> Bool {
  let deadline = Date().addingTimeInterval(seconds)
  while try !condition() {
    if Date() > deadline { return false }
    _ = poll(nil, 0, 20)  // the interval between checks, not a wait for an outcome
  }
  return true
}
