/// Content of a toolbar: ``ToolbarItem``s and ``ToolbarItemGroup``s,
/// combined with ``ToolbarContentBuilder``.
///
/// ```swift
/// struct EditorToolbar: ToolbarContent {
///   let save: () -> Void
///
///   var body: some ToolbarContent {
///     ToolbarItem(placement: .confirmationAction) { Button("Save", action: save) }
///   }
/// }
///
/// Editor().toolbar { EditorToolbar(save: save) }
/// ```
///
/// A custom toolbar content's `body` is read when the `toolbar` modifier
/// around it runs; keep state in the view, not in the toolbar content.
@MainActor @preconcurrency
public protocol ToolbarContent {
  associatedtype Body: ToolbarContent
  @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// Toolbar content that customization could rearrange; FocusUI's bars are
/// not customizable, so this only groups the same items.
public protocol CustomizableToolbarContent: ToolbarContent where Body: CustomizableToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

/// Toolbar content that lists its items itself.
@MainActor
protocol PrimitiveToolbarContent {
  var entries: [ToolbarItemEntry] { get }
}

/// One item of a toolbar: its placement and its view.
struct ToolbarItemEntry {
  var placement: ToolbarItemPlacement
  var content: AnyView
}

/// The items of `content`, in order.
@MainActor
func toolbarEntries(_ content: any ToolbarContent) -> [ToolbarItemEntry] {
  if let primitive = content as? any PrimitiveToolbarContent { return primitive.entries }
  return toolbarEntries(content.body)
}

/// Items collected by ``ToolbarContentBuilder``: the toolbar contents
/// written, read on the main actor when the `toolbar` modifier runs (the
/// builder is nonisolated, as ``ViewBuilder`` is, so that a function or
/// a `static var` outside a view can build toolbar content).
public struct _ToolbarItems {
  /// The toolbar contents, in order (typed `Any`: a nonisolated builder
  /// makes this, the main actor reads it).
  let parts: [Any]
}

// Declared apart from the type, so that the type is not inferred to be
// main-actor isolated: builders, which are nonisolated, make it.
extension _ToolbarItems: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
  public var body: Never { return preconditionFailure("_ToolbarItems has no body") }

  var entries: [ToolbarItemEntry] {
    parts.flatMap { part in (part as? any ToolbarContent).map(toolbarEntries) ?? [] }
  }
}

/// Combines toolbar items written one after another, with `if`, `if let`
/// and `switch`.
///
/// ```swift
/// .toolbar {
///   ToolbarItem { Button("Add", action: add) }
///   if canShare {
///     ToolbarItem(placement: .status) { Text("Shared") }
///   }
/// }
/// ```
///
/// Its methods are nonisolated, as ``ViewBuilder``'s are: a function
/// marked `@ToolbarContentBuilder` outside a view compiles in Swift 5 and
/// Swift 6 mode alike.
@resultBuilder
public enum ToolbarContentBuilder {
  public static func buildExpression<C: ToolbarContent>(_ content: C) -> _ToolbarItems {
    _ToolbarItems(parts: [content])
  }

  public static func buildBlock() -> _ToolbarItems {
    _ToolbarItems(parts: [])
  }

  public static func buildBlock(_ parts: _ToolbarItems...) -> _ToolbarItems {
    _ToolbarItems(parts: parts.flatMap(\.parts))
  }

  public static func buildOptional(_ part: _ToolbarItems?) -> _ToolbarItems {
    part ?? _ToolbarItems(parts: [])
  }

  public static func buildEither(first: _ToolbarItems) -> _ToolbarItems { first }

  public static func buildEither(second: _ToolbarItems) -> _ToolbarItems { second }

  public static func buildLimitedAvailability(_ part: _ToolbarItems) -> _ToolbarItems { part }

  public static func buildArray(_ parts: [_ToolbarItems]) -> _ToolbarItems {
    _ToolbarItems(parts: parts.flatMap(\.parts))
  }
}
