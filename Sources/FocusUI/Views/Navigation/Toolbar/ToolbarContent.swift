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

/// Items collected by ``ToolbarContentBuilder``.
public struct _ToolbarItems: ToolbarContent, CustomizableToolbarContent, PrimitiveToolbarContent {
  let entries: [ToolbarItemEntry]

  public var body: Never { return preconditionFailure("_ToolbarItems has no body") }
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
@resultBuilder
@MainActor
public enum ToolbarContentBuilder {
  public static func buildExpression<C: ToolbarContent>(_ content: C) -> _ToolbarItems {
    _ToolbarItems(entries: toolbarEntries(content))
  }

  public static func buildBlock() -> _ToolbarItems {
    _ToolbarItems(entries: [])
  }

  public static func buildBlock(_ parts: _ToolbarItems...) -> _ToolbarItems {
    _ToolbarItems(entries: parts.flatMap(\.entries))
  }

  public static func buildOptional(_ part: _ToolbarItems?) -> _ToolbarItems {
    part ?? _ToolbarItems(entries: [])
  }

  public static func buildEither(first: _ToolbarItems) -> _ToolbarItems { first }

  public static func buildEither(second: _ToolbarItems) -> _ToolbarItems { second }

  public static func buildLimitedAvailability(_ part: _ToolbarItems) -> _ToolbarItems { part }

  public static func buildArray(_ parts: [_ToolbarItems]) -> _ToolbarItems {
    _ToolbarItems(entries: parts.flatMap(\.entries))
  }
}
