/// A piece of user interface, described as a value.
///
/// Write a view as a structure with a `body` made of other views, as in
/// SwiftUI. The runtime keeps each view's state (``State``, ``FocusState``, …)
/// in a persistent node, so the structure itself can be recreated freely.
///
/// ```swift
/// struct Greeting: View {
///   @State private var name = ""
///
///   var body: some View {
///     VStack(alignment: .leading) {
///       TextField("Name", text: $name)
///       Text(name.isEmpty ? "Who are you?" : "Hello, \(name)!")
///     }
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
  /// The type of view this view is made of.
  associatedtype Body: View

  /// The content of this view. The runtime calls it again only when
  /// something it read changed, or when its inputs changed.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  /// `Never` has no values, so this is never called; it lets primitive views
  /// declare `Body == Never`.
  public var body: Never {
    preconditionFailure("Never has no body")
  }
}

/// Views the runtime runs directly instead of through `body`.
@MainActor
protocol PrimitiveView {
  /// Creates the node that keeps this view on screen.
  func makeNode(in graph: ViewGraph) -> ViewNode
}

extension PrimitiveView {
  /// The body of a primitive view; the runtime never asks for it.
  func primitiveBody(_ type: Any.Type) -> Never {
    preconditionFailure("\(type) is a primitive view and has no body")
  }
}
