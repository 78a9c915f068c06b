/// A text field style as the environment carries it: the built-in look,
/// or the view a custom ``TextFieldStyle`` makes around a field.
@MainActor
final class TextFieldStyleBox {
  let kind: TextFieldStyleKind
  /// Makes the style's view for the field `model` describes (the model of
  /// the configuration field, which the style does not apply to again).
  let makeBody: ((TextFieldModel) -> any View)?

  init(kind: TextFieldStyleKind, makeBody: ((TextFieldModel) -> any View)? = nil) {
    self.kind = kind
    self.makeBody = makeBody
  }
}

/// Runs a ``TextFieldStyle``'s `_body(configuration:)` as a view with the
/// style's dynamic properties installed.
struct TextFieldStyleBody<Style: TextFieldStyle>: View {
  var holder: StyleHolder<Style>
  let configuration: TextField<_TextFieldStyleLabel>

  var body: some View { holder.style._body(configuration: configuration) }
}
