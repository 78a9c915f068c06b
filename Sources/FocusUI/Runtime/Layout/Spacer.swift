/// Flexible empty space: it takes what the other views in a stack leave.
///
/// ```swift
/// HStack {
///   Text("Total")
///   Spacer()
///   Text("42")
/// }
/// ```
public struct Spacer: View, Equatable {
  let minLength: Int

  /// Creates a spacer at least `minLength` cells long (default 0).
  public init(minLength: Int? = nil) {
    self.minLength = max(0, minLength ?? 0)
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension Spacer: PrimitiveView {
  func makeNode(in graph: ViewGraph) -> ViewNode { SpacerNode(graph: graph) }
}

final class SpacerNode: LayoutNode {
  private var minLength = 0

  override func accept(_ view: any View) -> Bool {
    let spacer = view as! Spacer
    if spacer.minLength != minLength {
      minLength = spacer.minLength
      invalidateLayout()
    }
    return false
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    switch containerAxis {
    case .vertical: Size(width: 0, height: max(minLength, proposal.height ?? minLength))
    case .horizontal: Size(width: max(minLength, proposal.width ?? minLength), height: 0)
    }
  }

  override func draw(into canvas: inout Canvas) {}
}

/// A line separating content: horizontal in a vertical stack, vertical in a
/// horizontal one.
public struct Divider: View, Equatable {
  public init() {}
  public var body: Never { primitiveBody(Self.self) }
}

extension Divider: PrimitiveView {
  func makeNode(in graph: ViewGraph) -> ViewNode { DividerNode(graph: graph) }
}

final class DividerNode: LayoutNode {
  override func accept(_ view: any View) -> Bool { false }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    switch containerAxis {
    case .vertical: Size(width: proposal.width ?? 1, height: 1)
    case .horizontal: Size(width: 1, height: proposal.height ?? 1)
    }
  }

  override func draw(into canvas: inout Canvas) {
    let style = CellStyle(foreground: environment.foregroundColor, isDim: true)
    canvas.fill(frame, with: containerAxis == .vertical ? "─" : "│", style: style)
  }

  override func makeElement() -> Element? {
    Element(id: id, role: .divider, label: "", frame: frame, isEnabled: environment.isEnabled)
  }
}
