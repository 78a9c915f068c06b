import Foundation

extension View {
  /// Masks this view with `mask`'s opaque parts. A terminal cannot make
  /// part of a cell transparent: the view is clipped to its own frame,
  /// the closest a grid of cells comes; the mask view is not drawn.
  ///
  /// ```swift
  /// RecipeImage().mask { RoundedRectangle(cornerRadius: 8) }
  /// ```
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
    modifier(_ClipModifier(isRounded: false))
  }

  /// Masks this view with `mask` (the older spelling of
  /// ``mask(alignment:_:)``); clipped to its frame in a terminal.
  public func mask<Mask: View>(_ mask: Mask) -> some View {
    modifier(_ClipModifier(isRounded: false))
  }
}
