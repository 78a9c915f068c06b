/// Runs an action for each value a publisher sends while the view is in
/// the tree: ``View/onReceive(_:perform:)``.
public struct _ReceiveModifier<P: Publisher>: PrimitiveModifier where P.Failure == Never {
  let publisher: P
  let action: @MainActor (P.Output) -> Void

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { ReceiveNode<P>(graph: graph) }
}

/// Subscribes to the modifier's publisher while mounted. A publisher the
/// runtime can identify (an object's `objectWillChange`, a `$property`)
/// keeps its subscription while the view is handed the same one; another
/// publisher is subscribed to again on each update of the view.
final class ReceiveNode<P: Publisher>: ModifierNode<_ReceiveModifier<P>> where P.Failure == Never {
  private var subscription: AnyCancellable?
  private var subscribed: ObjectIdentifier?
  /// Set while subscribing: a value sent then (a `$property` sends its
  /// current value) is delivered after the update, like `onAppear`.
  private var isSubscribing = false

  override func run() {
    let identity = (modifier.publisher as? any IdentifiablePublisher)?.publisherIdentity
    if subscription == nil || identity == nil || identity != subscribed {
      subscription?.cancel()
      subscribed = identity
      isSubscribing = true
      // The closure is isolated to the main actor, like the node: a
      // publisher used from views sends there (a value sent from another
      // thread breaks that contract, as it does in SwiftUI).
      subscription = modifier.publisher.sink { [weak self] value in self?.receive(value) }
      isSubscribing = false
    }
    super.run()
  }

  private func receive(_ value: P.Output) {
    guard isMounted else { return }
    if isSubscribing {
      let action = modifier.action
      graph.enqueueCallback(for: self) { action(value) }
    } else {
      modifier.action(value)
    }
  }

  override func willUnmount() {
    subscription?.cancel()
    subscription = nil
  }
}

extension View {
  /// Runs `action` with each value `publisher` sends while this view is in
  /// the tree.
  ///
  /// ```swift
  /// Text("Count: \(count)")
  ///   .onReceive(model.$count) { count = $0 }
  /// ```
  ///
  /// A `$property` publisher sends its current value when subscribed: that
  /// first action runs after the update that added the view, as
  /// ``onAppear(perform:)`` does. Later values run the action as they are
  /// sent. Send them on the main actor, where views run.
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping @MainActor (P.Output) -> Void)
    -> some View where P.Failure == Never
  {
    modifier(_ReceiveModifier(publisher: publisher, action: action))
  }
}
