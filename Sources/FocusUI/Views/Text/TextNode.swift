/// Lays out and draws a ``Text``: its runs, wrapped to the width offered,
/// each in its own style over the environment's.
final class TextNode: LayoutNode {
  private(set) var text = Text(verbatim: "")
  private var layoutCache: (width: Int?, layout: TextLayout)?

  var content: String { text.content }

  override func accept(_ view: any View) -> Bool {
    let newText = view as! Text
    if newText != text {
      text = newText
      layoutCache = nil
      invalidateLayout()
    }
    return false
  }

  override func environmentInvalidates(_ old: EnvironmentValues) -> Bool {
    layoutCache = nil
    return super.environmentInvalidates(old)
  }

  private func layout(for width: Int?) -> TextLayout {
    if let layoutCache, layoutCache.width == width { return layoutCache.layout }
    let layout = TextLayout(
      runs: text.runs, textCase: environment.textCase, width: width, limits: environment.lineLimits,
      truncation: environment.truncationMode)
    layoutCache = (width, layout)
    return layout
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    let reserved = environment.lineLimits.minimum
    if proposal.width == 0 {
      return Size(width: 0, height: text.content.isEmpty ? max(0, reserved ?? 0) : max(1, reserved ?? 0))
    }
    let layout = layout(for: proposal.width)
    return Size(width: layout.width, height: layout.height(reserving: reserved))
  }

  override func draw(into canvas: inout Canvas) {
    let layout = layout(for: frame.width)
    let base = baseStyle
    let styles = text.runs.map { $0.attributes.cellStyle(base: base, environment: environment) }
    let isRedacted = !environment.redactionReasons.isEmpty
    let alignment = environment.multilineTextAlignment
    canvas.clipped(to: frame) { canvas in
      for (row, line) in layout.lines.enumerated() {
        var x =
          frame.minX
          + (alignment == .leading
            ? 0 : alignment == .center ? max(0, frame.width - line.width) / 2 : max(0, frame.width - line.width))
        let y = frame.minY + row
        var lastStyle = styles.first ?? base
        for piece in line.pieces {
          switch piece {
          case .ellipsis:
            x = canvas.draw("…", at: Point(x: x, y: y), style: lastStyle)
          case .text(let range):
            var start = range.lowerBound
            while start < range.upperBound {
              let runIndex = layout.run(at: start)
              let end = min(range.upperBound, layout.runEnds.isEmpty ? range.upperBound : layout.runEnds[runIndex])
              guard end > start else { break }
              var style = runIndex < styles.count ? styles[runIndex] : base
              if isRedacted { style.isDim = true }
              let part = layout.string[start..<end]
              x = Self.draw(
                isRedacted ? Self.placeholder(part) : String(part), at: Point(x: x, y: y), style: style, into: &canvas)
              lastStyle = style
              start = end
            }
          }
        }
      }
    }
  }

  /// Draws `text` leaving the cells of its spaces as they are, as
  /// SwiftUI's text leaves what is behind its spaces visible (a capsule's
  /// end behind a padded tag); spaces that draw something (underlined,
  /// struck through, inverted) are drawn.
  private static func draw(_ text: String, at point: Point, style: CellStyle, into canvas: inout Canvas) -> Int {
    // A byte search: `contains(" ")` would be Foundation's substring search.
    if style.isUnderlined || style.isStrikethrough || style.isInverse || !text.utf8.contains(0x20) {
      return canvas.draw(text, at: point, style: style)
    }
    var x = point.x
    var start = text.startIndex
    while start < text.endIndex {
      if text[start] == " " {
        x += 1
        start = text.index(after: start)
        continue
      }
      let end = text[start...].firstIndex(of: " ") ?? text.endIndex
      x = canvas.draw(text[start..<end], at: Point(x: x, y: point.y), style: style)
      start = end
    }
    return x
  }

  /// What redacted text shows: a block for each cell a character takes.
  private static func placeholder(_ text: Substring) -> String {
    var result = ""
    for character in text {
      result += character == " " ? " " : String(repeating: "█", count: max(1, CellWidth.of(character)))
    }
    return result
  }

  override func makeElement() -> Element? {
    Element(id: id, role: .text, label: text.content, frame: frame, isEnabled: environment.isEnabled)
  }
}
