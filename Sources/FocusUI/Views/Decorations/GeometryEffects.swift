import Foundation

extension View {
  /// Asks for this view scaled by `scale` around `anchor`. A terminal's
  /// cells do not scale: the view is drawn at its size, and its frame, its
  /// focus order and its hit area are unchanged (as in SwiftUI, where the
  /// effect does not change layout either).
  ///
  /// ```swift
  /// RecipeTile(recipe).scaleEffect(isFocused ? 1.1 : 1)
  /// ```
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    self
  }

  /// Asks for this view scaled by `scale`'s width and height around
  /// `anchor`; drawn at its size in a terminal (see
  /// ``scaleEffect(_:anchor:)``).
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    self
  }

  /// Asks for this view scaled by `x` and `y` around `anchor`; drawn at
  /// its size in a terminal (see ``scaleEffect(_:anchor:)-(CGFloat,_)``).
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
    self
  }

  /// Asks for this view rotated by `angle` around `anchor`. Text on a grid
  /// of cells cannot turn: the view is drawn upright, where it is, and its
  /// layout and focus order are unchanged (as in SwiftUI, where the effect
  /// does not change layout either).
  ///
  /// ```swift
  /// Image(systemName: "chevron.right").rotationEffect(.degrees(isExpanded ? 90 : 0))
  /// ```
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    self
  }

  /// Asks for this view rotated in three dimensions around `axis`, as a
  /// card flips. A terminal draws no perspective: the view is drawn flat
  /// and upright, where it is, with its layout and focus order unchanged
  /// (the effect changes no layout in SwiftUI either).
  ///
  /// ```swift
  /// CardBack()
  ///   .rotation3DEffect(.degrees(isFlipped ? 180 : 0), axis: (x: 0, y: 1, z: 0))
  /// ```
  public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center, anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> some View {
    self
  }
}
