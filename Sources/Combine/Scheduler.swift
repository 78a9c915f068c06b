import Foundation

/// Where operators deliver values, and wait: the main dispatch queue,
/// another queue, a run loop, or at once.
///
/// Apps pass `DispatchQueue.main` or `RunLoop.main` to
/// ``Publisher/receive(on:options:)`` and
/// ``Publisher/debounce(for:scheduler:options:)``:
///
/// ```swift
/// $query
///   .debounce(for: .milliseconds(300), scheduler: DispatchQueue.main)
///   .sink { search($0) }
/// ```
///
/// The main queue and the main run loop deliver on the main actor, which
/// every FocusUI host runs; their waits are `Task.sleep`s, so a `TestHost`'s
/// clock moves them (`advanceClock(by:)`) and a test of a debounced field
/// runs at once, the same way each time.
public protocol Scheduler {
  /// A moment on this scheduler's clock.
  associatedtype SchedulerTimeType: Strideable
  where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
  /// Options a scheduler takes (none here are used).
  associatedtype SchedulerOptions

  /// This scheduler's time now.
  var now: SchedulerTimeType { get }

  /// Runs `action` on the scheduler, soon.
  func schedule(_ action: @escaping () -> Void)

  /// Runs `action` on the scheduler once its clock reaches `date`.
  func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void)
}

/// A span of scheduler time made from seconds, milliseconds and the like:
/// what `debounce(for:)` takes.
///
/// ```swift
/// .debounce(for: .milliseconds(500), scheduler: RunLoop.main)
/// .debounce(for: 0.5, scheduler: RunLoop.main)   // seconds
/// ```
public protocol SchedulerTimeIntervalConvertible {
  static func seconds(_ s: Int) -> Self
  static func seconds(_ s: Double) -> Self
  static func milliseconds(_ ms: Int) -> Self
  static func microseconds(_ us: Int) -> Self
  static func nanoseconds(_ ns: Int) -> Self
}

/// The stride of the schedulers here, in nanoseconds: the type behind
/// `DispatchQueue.SchedulerTimeType.Stride`, `RunLoop.SchedulerTimeType.Stride`
/// and `ImmediateScheduler.SchedulerTimeType.Stride` (Combine gives each a
/// type of its own; the names are the same). A literal counts seconds.
///
/// ```swift
/// let wait: RunLoop.SchedulerTimeType.Stride = 0.25
/// wait.timeInterval   // 0.25
/// ```
public struct SchedulerStride: SchedulerTimeIntervalConvertible, SignedNumeric, Comparable, Hashable,
  ExpressibleByFloatLiteral, Sendable
{
  /// The span in nanoseconds.
  public var nanoseconds: Int64

  public init(nanoseconds: Int64) {
    self.nanoseconds = nanoseconds
  }

  /// The span in seconds.
  public var timeInterval: TimeInterval { TimeInterval(nanoseconds) / 1e9 }

  /// The span as a `Duration`, what a task sleeps for.
  var duration: Duration { .nanoseconds(nanoseconds) }

  public static func seconds(_ s: Int) -> Self { Self(nanoseconds: Int64(s) * 1_000_000_000) }
  public static func seconds(_ s: Double) -> Self { Self(nanoseconds: Int64((s * 1e9).rounded())) }
  public static func milliseconds(_ ms: Int) -> Self { Self(nanoseconds: Int64(ms) * 1_000_000) }
  public static func microseconds(_ us: Int) -> Self { Self(nanoseconds: Int64(us) * 1_000) }
  public static func nanoseconds(_ ns: Int) -> Self { Self(nanoseconds: Int64(ns)) }

  /// `seconds` seconds.
  public init(floatLiteral seconds: Double) {
    self = .seconds(seconds)
  }

  /// `seconds` seconds.
  public init(integerLiteral seconds: Int) {
    self = .seconds(seconds)
  }

  /// `source` seconds.
  public init?<T: BinaryInteger>(exactly source: T) {
    guard let seconds = Int(exactly: source) else { return nil }
    self = .seconds(seconds)
  }

  public var magnitude: SchedulerStride { Self(nanoseconds: nanoseconds == .min ? .max : abs(nanoseconds)) }

  public static func + (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.nanoseconds + rhs.nanoseconds) }
  public static func - (lhs: Self, rhs: Self) -> Self { Self(nanoseconds: lhs.nanoseconds - rhs.nanoseconds) }
  /// The product of the two spans in seconds.
  public static func * (lhs: Self, rhs: Self) -> Self { .seconds(lhs.timeInterval * rhs.timeInterval) }
  public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }
  public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }
  public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.nanoseconds < rhs.nanoseconds }
}

extension DispatchQueue: Scheduler {
  /// A moment on the dispatch clock.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    public typealias Stride = SchedulerStride
    public var dispatchTime: DispatchTime

    public init(_ time: DispatchTime) {
      dispatchTime = time
    }

    public func distance(to other: Self) -> SchedulerStride {
      SchedulerStride(nanoseconds: Int64(other.dispatchTime.uptimeNanoseconds) - Int64(dispatchTime.uptimeNanoseconds))
    }

    public func advanced(by n: SchedulerStride) -> Self {
      let nanoseconds = max(0, Int64(dispatchTime.uptimeNanoseconds) + n.nanoseconds)
      return Self(DispatchTime(uptimeNanoseconds: UInt64(nanoseconds)))
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(dispatchTime.uptimeNanoseconds)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
    }
  }

  public struct SchedulerOptions: Sendable {}

  public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

  /// Whether this is the main queue. `DispatchQueue.main` is a new wrapper
  /// each time on Linux: compare the queue's label, the main queue's own.
  private var isMain: Bool { label == DispatchQueue.main.label }

  /// The main queue delivers on the main actor's next turn (every FocusUI
  /// host runs it; a test host runs it before its call returns); another
  /// queue, on that queue.
  public func schedule(_ action: @escaping () -> Void) {
    // Not Sendable, as in Combine: the caller hands the action to this
    // queue and keeps no use of it.
    nonisolated(unsafe) let action = action
    if isMain {
      Task { @MainActor in action() }
    } else {
      async { action() }
    }
  }

  /// The main queue runs `action` on the main actor after a task's sleep
  /// (the host's clock in a `TestHost`); another queue, at `date`.
  public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
    nonisolated(unsafe) let action = action
    if isMain {
      let delay = now.distance(to: date).duration
      Task { @MainActor in
        try? await Task.sleep(for: delay)
        action()
      }
    } else {
      asyncAfter(deadline: date.dispatchTime) { action() }
    }
  }
}

extension RunLoop: Scheduler {
  /// A moment on a run loop's clock: a date.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    public typealias Stride = SchedulerStride
    public var date: Date

    public init(_ date: Date) {
      self.date = date
    }

    public func distance(to other: Self) -> SchedulerStride {
      .seconds(other.date.timeIntervalSince(date))
    }

    public func advanced(by n: SchedulerStride) -> Self {
      Self(date.addingTimeInterval(n.timeInterval))
    }
  }

  public struct SchedulerOptions: Sendable {}

  public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

  /// `RunLoop.main` delivers on the main actor's next turn, as
  /// `DispatchQueue.main` does; another run loop when it next runs.
  public func schedule(_ action: @escaping () -> Void) {
    nonisolated(unsafe) let action = action
    if self === RunLoop.main {
      Task { @MainActor in action() }
    } else {
      perform { action() }
    }
  }

  /// `RunLoop.main` runs `action` on the main actor after a task's sleep,
  /// as `DispatchQueue.main` does (FocusUI's hosts run the main actor, not
  /// Foundation's run loop); another run loop, from a timer at `date`.
  public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
    nonisolated(unsafe) let action = action
    if self === RunLoop.main {
      let delay = now.distance(to: date).duration
      Task { @MainActor in
        try? await Task.sleep(for: delay)
        action()
      }
    } else {
      add(Timer(fire: date.date, interval: 0, repeats: false) { _ in action() }, forMode: .default)
    }
  }
}

/// A scheduler that runs an action at once, on the sending thread.
public struct ImmediateScheduler: Scheduler, Sendable {
  /// A moment for a scheduler that never waits: its clock does not move.
  public struct SchedulerTimeType: Strideable, Hashable, Sendable {
    public typealias Stride = SchedulerStride
    let offset: Int64

    public func distance(to other: Self) -> SchedulerStride {
      SchedulerStride(nanoseconds: other.offset - offset)
    }

    public func advanced(by n: SchedulerStride) -> Self {
      Self(offset: offset + n.nanoseconds)
    }
  }

  public struct SchedulerOptions: Sendable {}
  public static let shared = ImmediateScheduler()

  public var now: SchedulerTimeType { SchedulerTimeType(offset: 0) }

  public func schedule(_ action: @escaping () -> Void) {
    action()
  }

  /// Runs `action` at once, whatever `date` says, as Combine's does.
  public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
    action()
  }
}
