/// Writes to focus states that wait for their target view to appear.
///
/// A write replaces an earlier one to the same state; writes are tried
/// again only when something happened that may have produced their target.
///
/// ```swift
/// var writes = PendingWrites()
/// writes.request(state: 1, value: AnyHashable(42))   // no view bound to 42 yet
/// var waiting = writes.take().filter { !focusIfPossible($0) }
/// writes.putBack(waiting)                             // no target yet
/// writes.targetMayHaveAppeared()                      // a row was appended
/// ```
public struct PendingWrites {
  /// One write: `value` is `nil` for resigning (`nil` / `false`).
  public struct Write {
    public var state: Int
    public var value: AnyHashable?
  }

  private var writes: [Write] = []
  /// Whether the writes should be tried (again).
  public private(set) var needsAttempt = false

  public init() {}

  public var isEmpty: Bool { writes.isEmpty }

  /// The waiting writes, in request order.
  public var waiting: [Write] { writes }

  /// Records a write, replacing any earlier write to the same state.
  public mutating func request(state: Int, value: AnyHashable?) {
    writes.removeAll { $0.state == state }
    writes.append(Write(state: state, value: value))
    needsAttempt = true
  }

  /// Drops every waiting write (the user moved focus first).
  public mutating func dropAll() {
    writes.removeAll()
    needsAttempt = false
  }

  /// Drops the write to `state`, if any.
  public mutating func drop(state: Int) {
    writes.removeAll { $0.state == state }
  }

  /// Notes that a target may exist now (a bound view appeared or became
  /// focusable).
  public mutating func targetMayHaveAppeared() {
    if !writes.isEmpty { needsAttempt = true }
  }

  /// Takes the writes, in request order, to try them.
  public mutating func take() -> [Write] {
    needsAttempt = false
    defer { writes.removeAll() }
    return writes
  }

  /// Puts back the taken writes that could not be applied, ahead of writes
  /// requested meanwhile; a write replaced meanwhile is not put back.
  public mutating func putBack(_ waiting: [Write]) {
    let newer = Set(writes.map(\.state))
    writes.insert(contentsOf: waiting.filter { !newer.contains($0.state) }, at: 0)
  }
}
