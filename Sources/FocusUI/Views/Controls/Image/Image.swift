/// A picture: an SF Symbol drawn as a terminal glyph, or an image from the
/// app's assets drawn as a placeholder.
///
/// ```swift
/// Image(systemName: "star.fill")          // ★
/// Image(systemName: "cart")               // ⛟
/// Image("pancakes")                       // ▣, read as "pancakes"
/// Image(decorative: "divider")            // ▣, hidden from assistive technologies
/// ```
///
/// About two hundred common symbol names have a glyph; any other draws as
/// text, its first part in angle quotes (`Image(systemName: "figure.walk")`
/// draws `‹figure›`). A terminal cannot show bitmaps, so an asset image
/// draws as one `▣` cell. Assistive technologies read a symbol by its
/// words (`star.fill` is "star"), an asset image by its name, unless
/// ``View/accessibilityLabel(_:)-(LocalizedStringKey)`` says otherwise.
public struct Image: View, Equatable {
  enum Source: Equatable {
    case symbol(String)
    case asset(String)
    case decorative(String)
  }

  let source: Source
  var isResizable = false

  /// The system symbol named `systemName`.
  public init(systemName: String) {
    source = .symbol(systemName)
  }

  /// The image named `name` in the app's assets.
  public init(_ name: String) {
    source = .asset(name)
  }

  /// The image named `name` in the app's assets, that assistive
  /// technologies skip.
  public init(decorative name: String) {
    source = .decorative(name)
  }

  /// An image that may be stretched to fill its frame. In a terminal the
  /// glyph keeps its size; the call compiles and has no other effect.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
    var copy = self
    copy.isResizable = true
    return copy
  }

  /// How a resizable image fills its frame.
  public enum ResizingMode: Hashable, Sendable {
    case tile, stretch
  }

  /// The relative size of symbols: ``View/imageScale(_:)``.
  public enum Scale: Hashable, Sendable {
    case small, medium, large
  }

  /// How an image is drawn: as its colors or as a template tinted with the
  /// foreground color. A terminal always tints the glyph.
  public enum TemplateRenderingMode: Hashable, Sendable {
    case original, template
  }

  /// Sets how the image is drawn; in a terminal the glyph is always drawn
  /// in the foreground color.
  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }

  public var body: Never { primitiveBody(Self.self) }
}

extension Image: PrimitiveView {
  func makeNode(in graph: ViewGraph) -> ViewNode { ImageNode(graph: graph) }
}

final class ImageNode: LayoutNode {
  private(set) var image = Image(systemName: "")

  override func accept(_ view: any View) -> Bool {
    let newImage = view as! Image
    if newImage != image {
      image = newImage
      invalidateLayout()
    }
    return false
  }

  /// The cells the image draws.
  var glyph: String {
    switch image.source {
    case .symbol(let name):
      SymbolGlyphs.glyph(for: name, prefersFill: environment.symbolVariants.contains(.fill))
    case .asset(let name):
      SymbolGlyphs.isKnown(name) ? SymbolGlyphs.glyph(for: name) : "▣"
    case .decorative: "▣"
    }
  }

  /// What assistive technologies call the image.
  var spokenName: String? {
    switch image.source {
    case .symbol(let name): SymbolGlyphs.spokenName(name)
    case .asset(let name): name
    case .decorative: nil
    }
  }

  override func sizeThatFits(_ proposal: ProposedSize) -> Size {
    Size(width: min(CellWidth.of(glyph), max(0, proposal.width ?? .max)), height: 1)
  }

  override func draw(into canvas: inout Canvas) {
    let glyph = glyph
    let style = baseStyle
    canvas.clipped(to: frame) { canvas in
      canvas.draw(glyph, at: frame.origin, style: style)
    }
  }

  override func makeElement() -> Element? {
    guard let spokenName else { return nil }
    return Element(id: id, role: .image, label: spokenName, frame: frame, isEnabled: environment.isEnabled)
  }
}
