import Foundation

/// How a preview is shown: `#Preview(traits: .sizeThatFitsLayout) { … }`.
///
/// In the terminal, ``fixedLayout(width:height:)`` frames the view at that
/// size (in points, 8 per column and 16 per row); the other layouts show
/// the view at the size of the terminal, and the orientations are
/// accepted and ignored: a terminal has no device to rotate.
public struct PreviewTrait<T> {
  enum Kind {
    case defaultLayout, sizeThatFits, fixedLayout(width: CGFloat, height: CGFloat)
    case orientation(String)
  }

  let kind: Kind
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The platform's layout: the whole terminal.
  public static var defaultLayout: PreviewTrait<T> { PreviewTrait(kind: .defaultLayout) }
  /// The view at its ideal size.
  public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(kind: .sizeThatFits) }
  /// The view framed at `width` × `height` points.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
    PreviewTrait(kind: .fixedLayout(width: width, height: height))
  }
  /// A device held upright (ignored in the terminal).
  public static var portrait: PreviewTrait<T> { PreviewTrait(kind: .orientation("portrait")) }
  /// A device held upside down (ignored in the terminal).
  public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(kind: .orientation("portraitUpsideDown")) }
  /// A device turned left (ignored in the terminal).
  public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(kind: .orientation("landscapeLeft")) }
  /// A device turned right (ignored in the terminal).
  public static var landscapeRight: PreviewTrait<T> { PreviewTrait(kind: .orientation("landscapeRight")) }
}

/// Declares a preview of a view.
///
/// ```swift
/// #Preview {
///   RatingView(rating: .constant(3))
/// }
///
/// #Preview("Dark title", traits: .sizeThatFitsLayout) {
///   RecipeTile(recipe: .sample)
/// }
/// ```
///
/// The macro writes a small type that registers the preview:
/// `focus-demo previews` lists the previews of the demo's examples, and
/// `focus-demo preview NAME` opens one in the terminal
/// (see ``PreviewRegistry``).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
  #externalMacro(module: "FocusUIMacros", type: "PreviewMacro")

/// Declares a preview of a view shown with `traits`; see
/// ``Preview(_:body:)``.
///
/// ```swift
/// #Preview(traits: .fixedLayout(width: 320, height: 160)) {
///   GroceryList()
/// }
/// ```
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "FocusUIMacros", type: "PreviewMacro")

/// Marks a variable at the top of a `#Preview` body as state of the
/// preview: `#Preview` makes it a stored property of a view, so `@State`
/// and `@FocusState` work there as in any view.
///
/// ```swift
/// #Preview {
///   @Previewable @State var rating = 3
///   RatingPicker(rating: $rating)
/// }
/// ```
@attached(peer)
public macro Previewable() = #externalMacro(module: "FocusUIMacros", type: "PreviewableMacro")
