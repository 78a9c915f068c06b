/// A type that gives previews of views: the form before `#Preview`.
///
/// ```swift
/// struct RatingView_Previews: PreviewProvider {
///   static var previews: some View {
///     RatingView(rating: .constant(4))
///       .previewDisplayName("Four stars")
///   }
/// }
/// ```
///
/// The preview listing (`focus-demo previews`) finds provider types
/// whose name ends in `Previews`, as Xcode's templates name them, and
/// lists each under its type's name (`RatingView_Previews`).
@MainActor @preconcurrency
public protocol PreviewProvider {
  associatedtype Previews: View
  /// The previewed views.
  @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
  /// The platform to preview on; the terminal ignores it.
  static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  public static var platform: PreviewPlatform? { nil }
}

/// The platforms a ``PreviewProvider`` can name; the terminal previews on
/// itself whatever the choice.
public enum PreviewPlatform: Sendable {
  case iOS, macOS, tvOS, watchOS, visionOS
}

/// How Xcode's canvas lays out a ``PreviewProvider``'s view; in the
/// terminal, ``fixed(width:height:)`` frames the view at that size in
/// points, the others show it at the terminal's size.
public enum PreviewLayout: Sendable {
  case device, sizeThatFits
  case fixed(width: CGFloat, height: CGFloat)
}

/// A device name for `previewDevice(_:)`; the terminal ignores it.
public struct PreviewDevice: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }
}

/// A device orientation for `previewInterfaceOrientation(_:)`; the terminal
/// ignores it.
public enum InterfaceOrientation: Sendable {
  case portrait, portraitUpsideDown, landscapeLeft, landscapeRight
}

extension View {
  /// Names this preview in Xcode's canvas. Running in the terminal it
  /// changes nothing: the listing names a provider by its type.
  ///
  /// ```swift
  /// RatingView(rating: .constant(4)).previewDisplayName("Four stars")
  /// ```
  public func previewDisplayName(_ name: String?) -> some View { self }

  /// Lays this preview out in Xcode's canvas; ``PreviewLayout/fixed(width:height:)``
  /// frames the view at that size (points) in the terminal too.
  ///
  /// ```swift
  /// RecipeTile(recipe: .sample).previewLayout(.sizeThatFits)
  /// ```
  public func previewLayout(_ layout: PreviewLayout) -> some View {
    PreviewLayoutView(content: self, layout: layout)
  }

  /// The device Xcode previews on; the terminal ignores it.
  ///
  /// ```swift
  /// ContentView().previewDevice("iPad Pro (11-inch)")
  /// ```
  public func previewDevice(_ device: PreviewDevice?) -> some View { self }

  /// The orientation Xcode previews in; the terminal ignores it.
  ///
  /// ```swift
  /// ContentView().previewInterfaceOrientation(.landscapeLeft)
  /// ```
  public func previewInterfaceOrientation(_ orientation: InterfaceOrientation) -> some View { self }
}

/// A view laid out as ``View/previewLayout(_:)`` asks.
struct PreviewLayoutView<Content: View>: View {
  let content: Content
  let layout: PreviewLayout

  var body: some View {
    if case .fixed(let width, let height) = layout {
      content.frame(width: width, height: height)
    } else {
      content
    }
  }
}
