/// How text fields look: ``View/textFieldStyle(_:)``.
///
/// | Style | Drawn as |
/// | --- | --- |
/// | `.automatic` | the text over a dimmed `_` fill showing the field's extent |
/// | `.plain` | the text alone (the placeholder dimmed), no fill |
/// | `.roundedBorder`, `.squareBorder` | the text between brackets, `[Name      ]` (a terminal cell cannot round a corner, and a box would take three rows) |
public protocol TextFieldStyle {
  /// What the terminal draws for this style.
  var _kind: _TextFieldStyleKind { get }
}

/// The drawing a ``TextFieldStyle`` selects.
public enum _TextFieldStyleKind: Hashable, Sendable {
  case automatic, plain, roundedBorder
}

/// The platform's default field.
public struct DefaultTextFieldStyle: TextFieldStyle {
  public init() {}
  public var _kind: _TextFieldStyleKind { .automatic }
}

/// A field without decoration.
public struct PlainTextFieldStyle: TextFieldStyle {
  public init() {}
  public var _kind: _TextFieldStyleKind { .plain }
}

/// A field with a border (rounded on Apple platforms; brackets here).
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
  public init() {}
  public var _kind: _TextFieldStyleKind { .roundedBorder }
}

/// A field with a square border (macOS); drawn with brackets as
/// ``RoundedBorderTextFieldStyle``.
public struct SquareBorderTextFieldStyle: TextFieldStyle {
  public init() {}
  public var _kind: _TextFieldStyleKind { .roundedBorder }
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
    static var defaultValue: _TextFieldStyleKind { .automatic }
  }

  /// How text fields here are drawn.
  var textFieldStyleKind: _TextFieldStyleKind {
    get { self[TextFieldStyleKey.self] }
    set { self[TextFieldStyleKey.self] = newValue }
  }
}

extension View {
  /// Sets how the text fields and secure fields in this view are drawn.
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
    environment(\.textFieldStyleKind, style._kind)
  }
}
