import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A pipe that wakes a `poll` on its read end: signal handlers write a byte
/// to it (``ring()``), other threads one byte per wait however often they
/// ring (``ringOnce()``), and the waiting thread empties it (``empty()``)
/// before it looks at what changed.
///
/// ```swift
/// let pipe = WakePipe()
/// pipe.ringOnce()             // a model changed on another thread
/// // poll(pipe.readEnd) returns; then:
/// pipe.empty()
/// // look at what changed: every ring before `empty()` returned is seen
/// ```
final class WakePipe: Sendable {
  /// Where the wait polls; `-1` when no pipe could be made.
  let readEnd: Int32
  /// Where ``ring()`` writes.
  let writeEnd: Int32
  /// Whether a byte rung by ``ringOnce()`` may still be in the pipe.
  private let isPending = Atomic<Bool>(false)

  init() {
    var ends: [Int32] = [-1, -1]
    if pipe(&ends) == 0 {
      for end in ends {
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      }
    }
    readEnd = ends[0]
    writeEnd = ends[1]
  }

  deinit {
    if readEnd >= 0 { close(readEnd) }
    if writeEnd >= 0 { close(writeEnd) }
  }

  /// Writes a byte. Async-signal-safe.
  func ring() {
    guard writeEnd >= 0 else { return }
    var byte: UInt8 = 1
    _ = write(writeEnd, &byte, 1)
  }

  /// Writes a byte unless one rung this way is still unread: a model
  /// changed 100,000 times a second costs one system call a wait.
  func ringOnce() {
    guard !isPending.exchange(true, ordering: .sequentiallyConsistent) else { return }
    ring()
  }

  /// Reads every byte, then lets ``ringOnce()`` write again. In that
  /// order: a ring that comes while the pipe empties either finds the flag
  /// still set, and the caller's look after this call sees its change, or
  /// writes a byte that stays for the next wait. Cleared first, a byte
  /// written in between would be read here while the flag stayed set, and
  /// no ``ringOnce()`` would wake a wait again.
  func empty() {
    guard readEnd >= 0 else { return }
    var drain = [UInt8](repeating: 0, count: 64)
    while read(readEnd, &drain, drain.count) > 0 {}
    isPending.store(false, ordering: .sequentiallyConsistent)
  }
}
