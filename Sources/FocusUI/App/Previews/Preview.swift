/// A preview: a view to look at while writing it, as `#Preview` declares
/// it. `focus-demo previews` lists the previews compiled into the demo,
/// and `focus-demo preview NAME` runs one in the terminal.
///
/// ```swift
/// #Preview("Empty list") {
///   GroceryList(items: [])
/// }
/// ```
public struct Preview {
  /// The kind of traits a view preview takes: ``PreviewTrait``s of this
  /// type.
  public enum ViewTraits {}

  /// The name given to `#Preview`, if any.
  public let name: String?
  /// The traits given to `#Preview`.
  public let traits: [PreviewTrait<ViewTraits>]
  /// The file that declares it (`Module/File.swift`).
  public let fileID: String
  /// The line of the declaration.
  public let line: Int
  let content: @MainActor () -> any View

  /// A preview of what `body` builds; `#Preview` writes this.
  public init(
    _ name: String? = nil, traits: [PreviewTrait<ViewTraits>] = [], fileID: String, line: Int,
    @ViewBuilder body: @escaping @MainActor () -> any View
  ) {
    self.name = name
    self.traits = traits
    self.fileID = fileID
    self.line = line
    content = body
  }

  /// The name shown in listings: the given name, or the file's name and
  /// the line (`GroceryList.swift:42`), as Xcode's canvas labels it.
  public var displayName: String {
    if let name, !name.isEmpty { return name }
    let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
    return "\(file):\(line)"
  }

  /// The previewed view, with the layout its traits ask for.
  @MainActor public func makeView() -> AnyView {
    let view = AnyView(erasing: content())
    for trait in traits {
      if case .fixedLayout(let width, let height) = trait.kind {
        return AnyView(view.frame(width: width, height: height))
      }
    }
    return view
  }
}

/// What `#Preview` expands to: a type the preview listing finds in the
/// executable (see ``PreviewRegistry``).
public protocol _PreviewRegistration {
  @MainActor static func makePreview() -> Preview
}
