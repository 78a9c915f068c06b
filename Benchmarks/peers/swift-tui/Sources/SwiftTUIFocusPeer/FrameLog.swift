@_spi(Runners) import SwiftTUIRuntime

/// Every frame the terminal emission presented: when, how many bytes, and the
/// last one's cells; and a way to wait for the next one without polling.
@MainActor
final class FrameLog {
  private(set) var count = 0
  private(set) var bytes = 0
  private(set) var lastSurface: RasterSurface?
  private(set) var lastPresentedAt = ContinuousClock.now
  private var waiters: [(after: Int, continuation: CheckedContinuation<Void, Never>)] = []

  func record(_ surface: RasterSurface, _ metrics: TerminalPresentationMetrics) {
    count += 1
    bytes += metrics.bytesWritten
    lastSurface = surface
    lastPresentedAt = .now
    let ready = waiters.filter { $0.after < count }
    waiters.removeAll { $0.after < count }
    for waiter in ready { waiter.continuation.resume() }
  }

  /// Returns once a frame after the `frame`-th has been presented.
  func waitForFrame(after frame: Int) async {
    if count > frame { return }
    await withCheckedContinuation { waiters.append((frame, $0)) }
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
