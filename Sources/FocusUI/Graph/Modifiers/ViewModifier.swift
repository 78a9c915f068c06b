/// A reusable change to a view, applied with ``View/modifier(_:)``.
///
/// ```swift
/// struct Caption: ViewModifier {
///   func body(content: Content) -> some View {
///     content.foregroundStyle(.gray).padding(.leading, 16)
///   }
/// }
///
/// Text("Updated just now").modifier(Caption())
/// ```
///
/// Modifiers may hold ``State`` and read the ``Environment`` like views.
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier produces.
  associatedtype Body: View
  /// The view the modifier is applied to, as it appears in ``body(content:)``.
  typealias Content = _ViewModifier_Content<Self>

  /// The modified view.
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// Stands for the modified view inside ``ViewModifier/body(content:)``.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  let holder: ContentHolder

  public var body: Never { primitiveBody(Self.self) }
}

extension _ViewModifier_Content: PrimitiveView, SingleChildView {
  func makeNode(in graph: ViewGraph) -> ViewNode { SingleChildNode(graph: graph) }
  var child: any View { holder.content }
}

/// The content a custom modifier wraps, shared with the placeholder its body
/// places it through.
@MainActor
final class ContentHolder {
  var content: any View
  init(_ content: any View) { self.content = content }
}

extension View {
  /// Applies `modifier` to this view.
  public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// Modifiers the runtime implements directly, each with its own node.
@MainActor
protocol PrimitiveModifier: ViewModifier where Body == Never {
  func makeModifierNode(in graph: ViewGraph) -> ViewNode
}

extension PrimitiveModifier {
  public func body(content: Content) -> Never {
    preconditionFailure("\(Self.self) is a primitive modifier and has no body")
  }
}
