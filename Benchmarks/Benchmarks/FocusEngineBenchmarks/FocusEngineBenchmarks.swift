// Benchmarks of the focus engine alone (module FocusEngine): no views, no
// main actor.
//
// Run from /work/main/Benchmarks:
//
//   swift package --disable-sandbox benchmark --target FocusEngineBenchmarks
//
// For n = 1,000, 100,000 and 1,000,000 focusable nodes, each benchmark's setup
// builds a FocusTree by appending (node i inserted after node i - 1, as a form
// is built) and the benchmark then does 1,000 operations per iteration
// (scalingFactor .kilo), so the results are per operation:
//   - "Next focus": tree.moveForward(origin: .keyboard), Tab. Wraps around.
//   - "Previous focus": tree.moveBackward(origin: .keyboard), Shift-Tab.
//   - "Programmatic focus": tree.focus(NodeID(random), origin: .programmatic),
//     what a FocusState write does once it found its view.
//   - "Insert + remove in the middle": insert a new node after the middle
//     node, then remove it again; one operation is the pair.
//   - "Insert + remove after a random node": the same after a random node.
//   - "order.precedes": tree.order.precedes(random, random).
// Random nodes come from a seeded generator, drawn before the measurement
// starts (fresh ones every iteration, so they are not all in cache).
//
// Besides time and mallocs, each benchmark reports the custom metric
// "nodesVisited": tree nodes the operation touched (TraversalOrder's
// nodesVisited counter), per operation. It is deterministic, so it shows how
// the work grows with n without the noise of the wall clock.

import Benchmark
import BenchmarkSupport
import FocusEngine
import Foundation

// MARK: - Fixture

/// The tree a benchmark drives, built in its setup.
///
/// `FocusTree` is not `Sendable`. Setup, the benchmark closure and teardown
/// run one after another (never at the same time), each benchmark in its own
/// process, so handing the tree between them through this box is safe.
final class Fixture: @unchecked Sendable {
  var tree: FocusTree?
  var random = SplitMix64(seed: 0x5EED_F0C5)
  /// Random node ids for one iteration, drawn before the measurement.
  var targets: [NodeID] = []

  func draw(_ count: Int, below n: Int) {
    targets.removeAll(keepingCapacity: true)
    for _ in 0..<count {
      targets.append(NodeID(random.next(below: n)))
    }
  }
}

/// Building the tree took longer than `buildBudget`.
struct BuildTooSlow: Error, CustomStringConvertible {
  let nodes: Int
  let built: Int
  let averageVisits: Int

  var description: String {
    "Appending \(grouped(nodes)) nodes to a FocusTree did not finish within \(buildBudget) "
      + "(\(grouped(built)) appended; an append visited \(grouped(averageVisits)) tree nodes on average, "
      + "log2(n) is \(Int(log2(Double(nodes))))). Work per append that grows with n means the traversal "
      + "order is not balanced; the benchmark is skipped rather than left to run for hours."
  }
}

/// A healthy tree of 1,000,000 nodes is built in well under a second; a
/// degenerate one would take hours (quadratic), so setup gives up after this.
let buildBudget = Duration.seconds(60)

/// A FocusTree of nodes 0..<n, built by appending: each node inserted after
/// the previous one.
func buildTree(_ n: Int) throws -> FocusTree {
  let tree = FocusTree()
  let clock = ContinuousClock()
  let start = clock.now
  var previous: NodeID?
  for index in 0..<n {
    let node = NodeID(index)
    tree.insert(node, after: previous)
    previous = node
    if index & 0xFFF == 0xFFF, clock.now - start > buildBudget {
      throw BuildTooSlow(nodes: n, built: index + 1, averageVisits: tree.order.nodesVisited / (index + 1))
    }
  }
  return tree
}

// MARK: - Benchmarks

enum Metrics {
  /// Tree nodes touched by the measured operations (scaled: per operation).
  static var nodesVisited: BenchmarkMetric {
    .custom("nodesVisited", polarity: .prefersSmaller, useScalingFactor: true)
  }
}

/// Registers a benchmark on the tree of `n` nodes. Each iteration first
/// draws `randomNodes` random node ids into `fixture.targets` (not measured),
/// then measures `body`, which does `benchmark.scaledIterations` operations.
func engineBenchmark(
  _ name: String,
  nodes n: Int,
  randomNodes: Int = 0,
  body: @escaping (Benchmark, FocusTree, [NodeID]) -> Void
) {
  let fixture = Fixture()
  Benchmark("\(name), \(grouped(n)) nodes") { benchmark in
    guard let tree = fixture.tree else { return benchmark.error("no tree") }
    if randomNodes > 0 { fixture.draw(randomNodes, below: n) }
    let before = tree.order.nodesVisited
    benchmark.startMeasurement()
    body(benchmark, tree, fixture.targets)
    benchmark.stopMeasurement()
    benchmark.measurement(Metrics.nodesVisited, tree.order.nodesVisited - before)
  } setup: {
    fixture.tree = try buildTree(n)
  } teardown: {
    fixture.tree = nil
  }
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    // Not .instructions: no hardware counters in this VM. Not .cpuTotal: 10 ms
    // resolution here.
    metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident, Metrics.nodesVisited],
    warmupIterations: 3,
    scalingFactor: .kilo,
    maxDuration: .seconds(3),
    maxIterations: 10_000
  )

  let operations = BenchmarkScalingFactor.kilo.rawValue  // per iteration

  for n in [1_000, 100_000, 1_000_000] {
    engineBenchmark("Next focus (moveForward)", nodes: n) { benchmark, tree, _ in
      for _ in benchmark.scaledIterations {
        blackHole(tree.moveForward(origin: .keyboard))
      }
    }

    engineBenchmark("Previous focus (moveBackward)", nodes: n) { benchmark, tree, _ in
      for _ in benchmark.scaledIterations {
        blackHole(tree.moveBackward(origin: .keyboard))
      }
    }

    engineBenchmark("Programmatic focus, random node", nodes: n, randomNodes: operations) { _, tree, targets in
      for target in targets {
        blackHole(tree.focus(target, origin: .programmatic))
      }
    }

    let middle = NodeID(n / 2)
    let extra = NodeID(n)  // not in the tree
    engineBenchmark("Insert + remove in the middle", nodes: n) { benchmark, tree, _ in
      for _ in benchmark.scaledIterations {
        tree.insert(extra, after: middle)
        blackHole(tree.remove(extra))
      }
    }

    // The same after a random node: the middle node's depth is one sample of
    // the treap's shape, this averages over all depths (and misses the cache).
    engineBenchmark("Insert + remove after a random node", nodes: n, randomNodes: operations) { _, tree, targets in
      for predecessor in targets {
        tree.insert(extra, after: predecessor)
        blackHole(tree.remove(extra))
      }
    }

    engineBenchmark("order.precedes, random pair", nodes: n, randomNodes: 2 * operations) { _, tree, targets in
      let order = tree.order
      var index = 0
      while index + 1 < targets.count {
        blackHole(order.precedes(targets[index], targets[index + 1]))
        index += 2
      }
    }
  }
}
