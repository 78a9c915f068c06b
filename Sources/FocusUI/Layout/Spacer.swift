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
  let minLength: CGFloat

  /// Creates a spacer at least `minLength` points long along its stack:
  /// whole rows in a vertical stack, whole columns in a horizontal one
  /// (see ``CellMetrics``). With no length the spacer may shrink to
  /// nothing: SwiftUI keeps a platform-chosen gap, which in a terminal,
  /// where a column is already a visible gap, is none.
  ///
  /// ```swift
  /// HStack {
  ///   Text("Total")
  ///   Spacer(minLength: 16)   // at least two columns
  ///   Text("42")
  /// }
  /// ```
  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength ?? 0
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension Spacer: PrimitiveView {
  func makeNode(in graph: ViewGraph) -> ViewNode { SpacerNode(graph: graph) }
}

final class SpacerNode: LayoutNode {
  private var minPoints: CGFloat = 0

  override func accept(_ view: any View) -> Bool {
    let spacer = view as! Spacer
    // NaN compares unequal to itself: compare the cells it makes.
    if CellMetrics.layoutColumns(spacer.minLength) != CellMetrics.layoutColumns(minPoints)
      || CellMetrics.layoutRows(spacer.minLength) != CellMetrics.layoutRows(minPoints)
    {
      minPoints = spacer.minLength
      invalidateLayout()
    }
    return false
  }

  /// The least cells along the stack the spacer is in.
  private var minLength: Int { CellMetrics.layoutCells(minPoints, along: containerAxis) }

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
