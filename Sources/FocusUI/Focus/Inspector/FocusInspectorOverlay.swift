/// The focus inspector drawn over a window (F12 in the terminal): each
/// focus stop numbered at its top-left corner in Tab order, the focused one
/// marked ▶ and the screen reader's ◆, and a panel at the bottom listing the
/// focus states, their bound values and waiting writes.
///
/// The badges cover the first cells of each view; the panel covers at most
/// the lower half of the window. The app keeps working underneath: Tab,
/// clicks and typing go to it as usual, and the overlay follows.
struct FocusInspectorOverlay {
  let report: FocusReport
  /// The live keyboard shortcuts (see ``shortcutLines``).
  var shortcuts: [ActiveShortcut] = []

  static let badge = CellStyle(foreground: .cyan, isBold: true, isInverse: true)
  static let focusedBadge = CellStyle(foreground: .yellow, isBold: true, isInverse: true)
  static let border = CellStyle(foreground: .yellow)

  func draw(into canvas: inout Canvas, in area: Rect) {
    let visible = area.intersection(Rect(origin: .zero, size: canvas.size))
    guard !visible.isEmpty else { return }
    canvas.clipped(to: visible) { canvas in
      // Views behind a sheet are covered by it, and cannot take focus.
      for stop in report.stops where !stop.isBehindPresentation {
        let mark = (stop.isFocused ? "▶" : "") + (stop.hasReaderCursor ? "◆" : "") + "\(stop.number)"
        let origin = Point(x: stop.frame.minX + area.minX, y: stop.frame.minY + area.minY)
        canvas.draw(mark, at: origin, style: stop.isFocused ? Self.focusedBadge : Self.badge)
      }
      drawPanel(into: &canvas, in: visible)
    }
  }

  /// The panel's lines: what is focused, then each state.
  var panelLines: [String] {
    var lines: [String] = []
    let count = "\(report.stops.count) stop\(report.stops.count == 1 ? "" : "s")"
    if let focused = report.focused {
      lines.append("▶ #\(focused.number) \(focused.label) · \(count)")
    } else {
      lines.append("Nothing focused · \(count)")
    }
    if let cursor = report.readerCursor { lines.append("◆ \(cursor)") }
    // The newest changes first, under the focused view they explain; the
    // states and the live shortcuts follow (the panel cuts what does not
    // fit from the end).
    let changes = report.recentChanges.suffix(3).reversed().map { "↻ \($0)" }
    return lines + changes + report.stateLines + shortcutLines
  }

  private func drawPanel(into canvas: inout Canvas, in area: Rect) {
    var lines = panelLines
    let height = min(lines.count + 2, max(3, area.size.height / 2), area.size.height)
    guard height >= 2, area.size.width >= 4 else { return }
    let inner = height - 2
    if lines.count > inner, inner > 0 {
      let hidden = lines.count - inner + 1
      lines = Array(lines.prefix(inner - 1)) + ["… \(hidden) more lines: TestHost.focusReport has them all"]
    }
    let box = Rect(x: area.minX, y: area.maxY - height, width: area.size.width, height: height)
    canvas.fill(box, with: " ", style: .plain)
    let horizontal = String(repeating: "─", count: max(0, box.size.width - 2))
    canvas.draw("┌" + horizontal + "┐", at: Point(x: box.minX, y: box.minY), style: Self.border)
    canvas.draw("└" + horizontal + "┘", at: Point(x: box.minX, y: box.maxY - 1), style: Self.border)
    canvas.draw(" Focus inspector · F12 closes ", at: Point(x: box.minX + 2, y: box.minY), style: Self.border)
    for row in 0..<inner {
      let y = box.minY + 1 + row
      canvas.draw("│", at: Point(x: box.minX, y: y), style: Self.border)
      canvas.draw("│", at: Point(x: box.maxX - 1, y: y), style: Self.border)
      if row < lines.count {
        canvas.clipped(to: Rect(x: box.minX + 1, y: y, width: box.size.width - 2, height: 1)) { canvas in
          canvas.draw(" " + lines[row], at: Point(x: box.minX + 1, y: y), style: .plain)
        }
      }
    }
  }
}
