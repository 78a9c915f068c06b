#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Bytes in C memory, allocated once, that a signal handler may write.
struct StaticBytes {
  let base: UnsafeMutablePointer<UInt8>
  let count: Int

  init(_ text: String) {
    let bytes = Array(text.utf8)
    base = .allocate(capacity: bytes.count)
    base.initialize(from: bytes, count: bytes.count)
    count = bytes.count
  }

  init(count: Int) {
    base = .allocate(capacity: count)
    base.initialize(repeating: 0, count: count)
    self.count = count
  }

  init(base: UnsafeMutablePointer<UInt8>, count: Int) {
    self.base = base
    self.count = count
  }

  /// Writes all the bytes to `descriptor`: async-signal-safe.
  func write(to descriptor: Int32) {
    var offset = 0
    while offset < count {
      let written = Glibc.write(descriptor, base + offset, count - offset)
      if written < 0, errno == EINTR { continue }
      if written <= 0 { return }
      offset += written
    }
  }
}
