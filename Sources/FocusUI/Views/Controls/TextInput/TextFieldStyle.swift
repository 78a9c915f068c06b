/// How text fields look: ``View/textFieldStyle(_:)``.
///
/// | Style | Drawn as |
/// | --- | --- |
/// | `.automatic` | the text over a dimmed `_` fill showing the field's extent |
/// | `.plain` | the text alone (the placeholder dimmed), no fill |
/// | `.roundedBorder`, `.squareBorder` | the text between brackets, `[Name      ]` (a terminal cell cannot round a corner, and a box would take three rows) |
/// | your own style | the view its `_body(configuration:)` returns, around the field |
///
/// A style of your own is written as on Apple's platforms, with the
/// underscored requirement SwiftUI's own styles use: `configuration` is the
/// field itself, to place and modify inside the style's view.
///
/// ```swift
/// struct IconFieldStyle: TextFieldStyle {
///   let icon: String
///
///   func _body(configuration: TextField<Self._Label>) -> some View {
///     HStack {
///       Image(systemName: icon)
///       configuration.foregroundColor(.red)
///     }
///   }
/// }
///
/// TextField("Name", text: $name)
///   .focused($isNameFocused)
///   .textFieldStyle(IconFieldStyle(icon: "person.fill"))
/// ```
///
/// The field inside the style's view is the one that edits, takes focus
/// and submits: ``View/focused(_:equals:)``, ``View/onSubmit(of:_:)`` and the
/// field's other modifiers apply to it wherever the style places it, and
/// Tab stops on it once. Inside the style's view, text fields are drawn in
/// the automatic style (a style does not apply to itself).
@MainActor @preconcurrency
public protocol TextFieldStyle {
  /// The view that draws a field in this style.
  associatedtype _Body: View

  /// The view that draws `configuration`, the field, in this style.
  @ViewBuilder @MainActor @preconcurrency func _body(configuration: TextField<Self._Label>) -> Self._Body

  /// The label of the field a style is given.
  typealias _Label = _TextFieldStyleLabel
}

/// The label type of the field a ``TextFieldStyle`` is given: the field's
/// title is already part of the field, so the style places the field
/// itself and never this label.
public struct _TextFieldStyleLabel: View {
  public var body: some View { EmptyView() }
}

/// The drawing a built-in ``TextFieldStyle`` selects.
enum TextFieldStyleKind: Hashable, Sendable {
  case automatic, plain, roundedBorder
}

/// A style the terminal draws itself, without a view of its own.
@MainActor
protocol BuiltInTextFieldStyle {
  var kind: TextFieldStyleKind { get }
}

/// The platform's default field.
public struct DefaultTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
  public init() {}
  var kind: TextFieldStyleKind { .automatic }
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// A field without decoration.
public struct PlainTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
  public init() {}
  var kind: TextFieldStyleKind { .plain }
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// A field with a border (rounded on Apple platforms; brackets here).
public struct RoundedBorderTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
  public init() {}
  var kind: TextFieldStyleKind { .roundedBorder }
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

/// A field with a square border (macOS); drawn with brackets as
/// ``RoundedBorderTextFieldStyle``.
public struct SquareBorderTextFieldStyle: TextFieldStyle, BuiltInTextFieldStyle {
  public init() {}
  var kind: TextFieldStyleKind { .roundedBorder }
  public func _body(configuration: TextField<_Label>) -> some View { configuration }
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
  /// The default: text over a dimmed `_` fill.
  public static var automatic: DefaultTextFieldStyle { .init() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// No decoration.
  public static var plain: PlainTextFieldStyle { .init() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
  /// A bordered field: `[text      ]`.
  public static var roundedBorder: RoundedBorderTextFieldStyle { .init() }
}

extension TextFieldStyle where Self == SquareBorderTextFieldStyle {
  /// A bordered field (macOS): `[text      ]`.
  public static var squareBorder: SquareBorderTextFieldStyle { .init() }
}

extension EnvironmentValues {
  private struct TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: TextFieldStyleBox? { nil }
  }

  /// How text fields here are drawn: a built-in look, or a style's view;
  /// `nil` is the automatic look.
  var textFieldStyleBox: TextFieldStyleBox? {
    get { self[TextFieldStyleKey.self] }
    set { self[TextFieldStyleKey.self] = newValue }
  }

  /// The built-in look of text fields here.
  var textFieldStyleKind: TextFieldStyleKind { textFieldStyleBox?.kind ?? .automatic }
}

extension View {
  /// Sets how the text fields and secure fields in this view are drawn:
  /// a built-in style, or your own (see ``TextFieldStyle``).
  ///
  /// ```swift
  /// Form {
  ///   TextField("Name", text: $name)
  ///   SecureField("Password", text: $password)
  /// }
  /// .textFieldStyle(.roundedBorder)   // [Name          ]
  /// ```
  ///
  /// The style changes only the drawing: fields edit, take focus and
  /// submit the same whatever it is. See ``TextFieldStyle`` for each.
  public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
    let box: TextFieldStyleBox?
    if let builtIn = style as? any BuiltInTextFieldStyle {
      box = builtIn.kind == .automatic ? nil : TextFieldStyleBox(kind: builtIn.kind)
    } else {
      box = TextFieldStyleBox(
        kind: .automatic,
        makeBody: { TextFieldStyleBody(holder: StyleHolder(style: style), configuration: TextField(model: $0)) })
    }
    return environment(\.textFieldStyleBox, box)
  }
}
