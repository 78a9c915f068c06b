/// Builds views from closures: sequences, `if`/`else`, `if let`, `switch`
/// and `for`-free compositions, as SwiftUI's `ViewBuilder` does.
///
/// ```swift
/// @ViewBuilder var status: some View {
///   if let error {
///     Text(error).foregroundStyle(.red)
///   } else {
///     Text("Ready")
///   }
/// }
/// ```
///
/// Its methods are nonisolated, as SwiftUI's are: a builder runs wherever
/// views are made, not only in a body (a gallery of samples built at top
/// level, a struct holding `@ViewBuilder` closures in Swift 5 code).
@resultBuilder
public enum ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }

  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    var children: [any View] = []
    for child in repeat each content {
      children.append(child)
    }
    return TupleView((repeat each content), children: children)
  }

  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
