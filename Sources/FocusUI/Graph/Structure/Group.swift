/// Several views treated as one for the sake of a modifier, without any
/// layout of its own.
///
/// ```swift
/// Group {
///   TextField("Username", text: $username)
///   SecureField("Password", text: $password)
/// }
/// .disabled(isSigningIn)
/// ```
public struct Group<Content: View>: View {
  let content: Content

  /// Creates a group of the views `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { primitiveBody(Self.self) }
}

extension Group: PrimitiveView {
  func makeNode(in graph: ViewGraph) -> ViewNode { SingleChildNode(graph: graph) }
}

extension Group: SingleChildView {
  var child: any View { content }
}
