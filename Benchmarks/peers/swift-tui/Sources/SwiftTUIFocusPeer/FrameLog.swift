@_spi(Runners) import SwiftTUIRuntime

/// Every frame the terminal emission presented: when, how many bytes, and the
/// last one's cells; and a way to wait for the next one without polling.
@MainActor
final class FrameLog {
  private(set) var count = 0
  private(set) var bytes = 0
  private(set) var lastSurface: RasterSurface?
  private(set) var lastPresentedAt = ContinuousClock.now
  private var waiters: [(after: Int, id: Int, continuation: CheckedContinuation<Bool, Never>)] = []
  private var nextWaiter = 0

  func record(_ surface: RasterSurface, _ metrics: TerminalPresentationMetrics) {
    count += 1
    bytes += metrics.bytesWritten
    lastSurface = surface
    lastPresentedAt = .now
    let ready = waiters.filter { $0.after < count }
    waiters.removeAll { $0.after < count }
    for waiter in ready { waiter.continuation.resume(returning: true) }
  }

  /// Returns true once a frame after the `frame`-th has been presented, or
  /// false if none was within `limit`.
  func waitForFrame(after frame: Int, within limit: Duration) async -> Bool {
    if count > frame { return true }
    nextWaiter += 1
    let id = nextWaiter
    Task {
      try? await Task.sleep(for: limit)
      self.expire(id)
    }
    return await withCheckedContinuation { waiters.append((frame, id, $0)) }
  }

  private func expire(_ id: Int) {
    guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
    waiters.remove(at: index).continuation.resume(returning: false)
  }

  /// The cell where `text` first appears in the last frame.
  func cell(of text: String) -> CellPoint? {
    guard let lines = lastSurface?.lines else { return nil }
    for (row, line) in lines.enumerated() {
      if let range = line.range(of: text) {
        return CellPoint(x: line.distance(from: line.startIndex, to: range.lowerBound), y: row)
      }
    }
    return nil
  }
}
