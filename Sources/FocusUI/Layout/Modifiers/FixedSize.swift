/// Offers its content no length on the fixed axes, so that it takes its
/// ideal size there: ``View/fixedSize(horizontal:vertical:)``.
public struct _FixedSizeModifier: PrimitiveModifier, Equatable {
  let horizontal: Bool
  let vertical: Bool

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { FixedSizeNode(graph: graph) }
}

/// The content keeps its ideal size even in a smaller frame, centered on
/// it as SwiftUI centers it: it may reach over its neighbours.
final class FixedSizeNode: ReproposingLayoutNode<_FixedSizeModifier> {
  override func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: modifier.horizontal ? nil : proposal.width, height: modifier.vertical ? nil : proposal.height)
  }
}

extension View {
  /// Fixes this view at its ideal size: it is offered no width and no
  /// height, so a text stays on one line and a flexible view takes its
  /// ideal size, whatever its container offers.
  ///
  /// ```swift
  /// Text("A title that must never wrap").fixedSize()
  /// ```
  public func fixedSize() -> some View {
    fixedSize(horizontal: true, vertical: true)
  }

  /// Fixes this view at its ideal size along the given axes.
  ///
  /// ```swift
  /// Text(longDescription)
  ///   .fixedSize(horizontal: false, vertical: true)   // wraps, never truncates
  /// ```
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    modifier(_FixedSizeModifier(horizontal: horizontal, vertical: vertical))
  }
}
