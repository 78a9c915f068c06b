import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Checks `condition` every 20 ms until it holds or `seconds` pass, for
/// tests that watch another process (a terminal, a file on disk). Returns
/// whether it held; callers fail loudly with what they saw when it did not.
/// `seconds` only bounds a failure: a passing check returns as soon as the
/// condition holds, so the bound is generous for a loaded machine.
///
/// It blocks its thread between checks: call it from a test that runs on
/// a thread of its own (the demo's tests use `.onItsOwnThread`), never on
/// Swift concurrency's cooperative pool, whose few threads every async
/// test shares.
///
/// ```swift
/// #expect(eventually { FileManager.default.fileExists(atPath: marker) })
/// ```
func eventually(seconds: Double = 60, _ condition: () throws -> Bool) rethrows -> Bool {
  let deadline = Date().addingTimeInterval(seconds)
  while try !condition() {
    if Date() > deadline { return false }
    _ = poll(nil, 0, 20)  // the interval between checks, not a wait for an outcome
  }
  return true
}
