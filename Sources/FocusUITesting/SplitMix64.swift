/// A small, fast, seeded random number generator (SplitMix64), for tests
/// and fuzzers that must replay exactly from their seed (the system
/// generator cannot be seeded).
///
/// ```swift
/// var random = SplitMix64(seed: 42)
/// let index = random.below(10)                    // 0..<10
/// let byte = UInt8.random(in: 0...255, using: &random)
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound` (`0` when `bound` is not positive).
  public mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(max(1, bound)))
  }
}
