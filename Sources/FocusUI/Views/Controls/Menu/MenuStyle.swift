/// How a ``Menu`` looks: ``View/menuStyle(_:)``.
///
/// Every style draws `[ Title ▾ ]` in a terminal, so the style is accepted
/// for source compatibility and changes nothing.
///
/// ```swift
/// Menu("Sort") { … }
///   .menuStyle(.borderlessButton)
/// ```
@MainActor @preconcurrency
public protocol MenuStyle {}

/// The platform's menu style.
public struct DefaultMenuStyle: MenuStyle {
  public init() {}
}

/// A menu drawn as a button.
public struct ButtonMenuStyle: MenuStyle {
  public init() {}
}

/// A menu drawn as a button without a border (macOS).
public struct BorderlessButtonMenuStyle: MenuStyle {
  public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
  /// The platform's menu style.
  public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
  /// A menu drawn as a button.
  public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
  /// A menu drawn as a button without a border.
  public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

extension View {
  /// Sets the style of the menus inside this view. Every style draws the
  /// same in a terminal; see ``MenuStyle``.
  ///
  /// ```swift
  /// Menu("Sort") {
  ///   Button("By Name") { order = .name }
  /// }
  /// .menuStyle(.button)
  /// ```
  public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
    self
  }
}
