import ArgumentParser
import FocusUIFuzz
import Foundation
import Logging

/// Runs the differential fuzzer: random view programs driven by random
/// actions, each step compared with a fresh render.
///
///     swift run -c release focus-fuzz --actions 1000000
struct FocusFuzz: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "focus-fuzz",
    abstract: "Checks that every incremental update equals a fresh render, on random view programs.")

  @Option(help: "How many actions to run in all.")
  var actions = 10_000

  @Option(help: "Actions per program before a new program is generated.")
  var actionsPerProgram = 200

  @Option(help: "The first seed; program n uses seed + n.")
  var seed: UInt64 = 1

  @Option(help: "How many divergences to report before stopping.")
  var maxDivergences = 1

  func run() throws {
    // Programs and actions are random: the warnings they cause are expected.
    LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() }
    let divergences = MainActor.assumeIsolated { explore() }
    if divergences > 0 { throw ExitCode.failure }
  }

  @MainActor private func explore() -> Int {
    var done = 0
    var programs = 0
    var divergences = 0
    let start = Date()
    var lastReport = start
    while done < actions, divergences < maxDivergences {
      let programSeed = seed &+ UInt64(programs)
      var generator = ProgramGenerator(seed: programSeed)
      let run = DifferentialRun(program: generator.program())
      let count = min(actionsPerProgram, actions - done)
      if let divergence = run.explore(actions: count, seed: programSeed) {
        divergences += 1
        done += divergence.actions.count
        print("seed \(programSeed): \(Shrinker().shrink(divergence))\n")
      } else {
        done += count
      }
      programs += 1
      if Date().timeIntervalSince(lastReport) > 10 {
        lastReport = Date()
        print(
          "\(done) actions, \(programs) programs, \(divergences) divergences, \(Int(Date().timeIntervalSince(start))) s"
        )
      }
    }
    let seconds = Date().timeIntervalSince(start)
    print(
      "\(done) actions on \(programs) programs in \(String(format: "%.1f", seconds)) s: \(divergences) divergence(s)")
    return divergences
  }
}

FocusFuzz.main()
