/// How a view reacts to a pointer hovering over it, on iPadOS and
/// visionOS: ``View/hoverEffect(_:isEnabled:)``.
public struct HoverEffect: Sendable, Hashable {
  private let kind: Int

  /// The system's choice for the view.
  public static let automatic = HoverEffect(kind: 0)
  /// A platter behind the view.
  public static let highlight = HoverEffect(kind: 1)
  /// The view lifted, with a shadow.
  public static let lift = HoverEffect(kind: 2)
}

extension View {
  /// Asks for `effect` while a pointer hovers over this view. Nothing is
  /// drawn for it in a terminal or a browser page: a pointer there is a
  /// mouse, and a highlight that followed it would look like the focus
  /// ring, which shows keyboard focus alone. `onHover` still reports the
  /// pointer.
  ///
  /// ```swift
  /// Button("Play", action: play).hoverEffect(.lift)
  /// ```
  public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
    self
  }
}
