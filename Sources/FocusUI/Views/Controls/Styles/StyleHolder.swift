/// Holds a style inside the view that runs its `makeBody`: as a dynamic
/// property, so that the style's own `@Environment` and `@State`
/// properties are installed like a view's.
struct StyleHolder<Style>: DynamicProperty {
  var style: Style
}
