/// Read-only text, wrapped at word boundaries to the width it is offered.
///
/// ```swift
/// Text("Hello, \(name)!")
/// Text("Warning").bold().foregroundColor(.yellow)
/// ```
public struct Text: View, Equatable {
  let content: String
  var isBold = false
  var color: Color?

  /// Creates text showing `content`.
  public init<S: StringProtocol>(_ content: S) {
    self.content = String(content)
  }

  /// Creates text showing `content` as is.
  public init(verbatim content: String) {
    self.content = content
  }

  /// This text in bold.
  public func bold(_ isActive: Bool = true) -> Text {
    var copy = self
    copy.isBold = isActive
    return copy
  }

  /// This text in `color`.
  public func foregroundColor(_ color: Color?) -> Text {
    var copy = self
    copy.color = color
    return copy
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension Text: PrimitiveView {
  func makeNode(in graph: ViewGraph) -> ViewNode { TextNode(graph: graph) }
}

final class TextNode: LayoutNode {
  private(set) var text = Text(verbatim: "")
  private var wrapped: (width: Int?, lines: [Substring])?

  var content: String { text.content }

  override func accept(_ view: any View) -> Bool {
    let newText = view as! Text
    if newText != text {
      text = newText
      wrapped = nil
      invalidateLayout()
    }
    return false
  }

  private func lines(for width: Int?) -> [Substring] {
    if let wrapped, wrapped.width == width { return wrapped.lines }
    let lines = TextWrapping.lines(of: text.content, width: width)
    wrapped = (width, lines)
    return lines
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    if proposal.width == 0 { return Size(width: 0, height: text.content.isEmpty ? 0 : 1) }
    let lines = lines(for: proposal.width)
    let width = lines.map { CellWidth.of($0) }.max() ?? 0
    return Size(width: width, height: lines.count)
  }

  override func draw(into canvas: inout Canvas) {
    var style = baseStyle
    if text.isBold { style.isBold = true }
    if let color = text.color { style.foreground = color }
    canvas.clipped(to: frame) { canvas in
      for (row, line) in lines(for: frame.width).enumerated() {
        canvas.draw(line, at: Point(x: frame.minX, y: frame.minY + row), style: style)
      }
    }
  }

  override func makeElement() -> Element? {
    Element(id: id, role: .text, label: text.content, frame: frame, isEnabled: environment.isEnabled)
  }
}
