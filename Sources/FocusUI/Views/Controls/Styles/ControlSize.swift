/// The size of controls: ``View/controlSize(_:)``.
///
/// A terminal draws text one cell high whatever the size; a bordered
/// button's brackets sit closer or further from its label:
/// `.mini` and `.small` draw `[Label]`, `.regular` `[ Label ]`, `.large`
/// and `.extraLarge` `[  Label  ]`.
public enum ControlSize: Hashable, Sendable, CaseIterable {
  case mini, small, regular, large, extraLarge
}

/// The shape of a bordered button's border: ``View/buttonBorderShape(_:)``.
///
/// A terminal draws the border as brackets: `.capsule` and `.circle`
/// draw `( Label )`, the others `[ Label ]`.
public struct ButtonBorderShape: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case automatic, capsule, roundedRectangle, circle
  }
  let kind: Kind

  /// The platform's shape.
  public static let automatic = ButtonBorderShape(kind: .automatic)
  /// A capsule: `( Label )`.
  public static let capsule = ButtonBorderShape(kind: .capsule)
  /// A rounded rectangle: `[ Label ]`.
  public static let roundedRectangle = ButtonBorderShape(kind: .roundedRectangle)
  /// A rounded rectangle with corners of `radius` points: `[ Label ]`.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape { .roundedRectangle }
  /// A circle: `( Label )`.
  public static let circle = ButtonBorderShape(kind: .circle)

  /// The brackets a bordered button is drawn between.
  var brackets: (open: String, close: String) {
    switch kind {
    case .capsule, .circle: ("(", ")")
    case .automatic, .roundedRectangle: ("[", "]")
    }
  }
}

extension EnvironmentValues {
  private struct ControlSizeKey: EnvironmentKey {
    static var defaultValue: ControlSize { .regular }
  }

  /// The size of controls here, set by ``View/controlSize(_:)``.
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }

  private struct ButtonBorderShapeKey: EnvironmentKey {
    static var defaultValue: ButtonBorderShape { .automatic }
  }

  /// The border shape of bordered buttons here.
  var buttonBorderShape: ButtonBorderShape {
    get { self[ButtonBorderShapeKey.self] }
    set { self[ButtonBorderShapeKey.self] = newValue }
  }
}

extension View {
  /// Sets the size of the controls inside this view.
  ///
  /// ```swift
  /// Button("Add") { add() }
  ///   .buttonStyle(.bordered)
  ///   .controlSize(.large)        // [  Add  ]
  /// ```
  public func controlSize(_ controlSize: ControlSize) -> some View {
    environment(\.controlSize, controlSize)
  }

  /// Sets the shape of the bordered buttons inside this view.
  ///
  /// ```swift
  /// Button("Follow") { follow() }
  ///   .buttonStyle(.borderedProminent)
  ///   .buttonBorderShape(.capsule)     // ( Follow )
  /// ```
  public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
    environment(\.buttonBorderShape, shape)
  }
}
