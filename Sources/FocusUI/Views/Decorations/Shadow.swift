import Foundation

extension View {
  /// Asks for a shadow behind this view. A terminal has no blur and no
  /// partial cells, and a shadow of block characters would cover the views
  /// next to it, so none is drawn; the view and its layout are unchanged.
  ///
  /// ```swift
  /// RecipeCard(recipe).shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
  /// ```
  public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
    -> some View
  {
    self
  }

  /// Asks for a blur; a terminal draws the view as it is.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    self
  }
}
