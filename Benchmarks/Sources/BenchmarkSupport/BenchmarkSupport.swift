// What the benchmark targets share: running on the main actor, naming sizes,
// and a seeded random number generator.

import Benchmark
import Dispatch
import Foundation

/// Runs `body` on the main actor with `benchmark`, and waits for it.
///
/// The benchmark closures are synchronous and are called on one of the
/// runtime's cooperative threads, while FocusUI is main-actor isolated: hop to
/// the main queue (the main actor's executor; the main thread serves it while
/// the async main runs). Each benchmark starts and stops its measurement
/// inside `body`, so the hop itself is not measured.
public func onMainActor(_ benchmark: Benchmark, _ body: @MainActor (Benchmark) -> Void) {
  let handoff = Handoff(benchmark: benchmark)
  if Thread.isMainThread {
    MainActor.assumeIsolated { body(handoff.benchmark) }
    return
  }
  DispatchQueue.main.sync {
    MainActor.assumeIsolated { body(handoff.benchmark) }
  }
}

/// Carries the runner's `Benchmark` to the main thread. `Benchmark` is not
/// `Sendable`, but only one thread uses it at a time here: the runner's thread
/// is blocked in `DispatchQueue.main.sync` until the main thread is done.
private struct Handoff: @unchecked Sendable {
  let benchmark: Benchmark
}

/// 10000 -> "10,000".
public func grouped(_ n: Int) -> String {
  let digits = Array(String(n))
  var out = ""
  for (offset, digit) in digits.enumerated() {
    if offset > 0, (digits.count - offset) % 3 == 0 { out.append(",") }
    out.append(digit)
  }
  return out
}

/// SplitMix64: small, fast and seeded, so every run draws the same values.
public struct SplitMix64 {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in 0..<n (n > 0); the modulo bias is irrelevant here.
  public mutating func next(below n: Int) -> Int {
    Int(next() % UInt64(n))
  }
}
