import Observation

/// Publishes a focused value: ``View/focusedValue(_:_:)`` and
/// ``View/focusedSceneValue(_:_:)``.
public struct _FocusedValueModifier: PrimitiveModifier {
  enum Scope {
    /// While the modified view is or contains the focused view.
    case view
    /// While the modified view's scene is the focused scene.
    case scene
  }

  let scope: Scope
  /// Writes the value; `nil` writes nothing, so a farther publisher shows
  /// through.
  let write: (inout FocusedValues) -> Void
  /// The published value, for change detection.
  let value: Any?

  /// Publishes `value` at `keyPath`; `nil` publishes nothing.
  init<Value>(scope: Scope, keyPath: WritableKeyPath<FocusedValues, Value?>, value: Value?) {
    self.scope = scope
    write = { if let value { $0[keyPath: keyPath] = value } }
    self.value = value
  }

  /// Publishes `object` under its type; `nil` publishes nothing.
  init<T: AnyObject>(scope: Scope, object: T?) {
    self.scope = scope
    write = { if let object { $0.storage[ObjectIdentifier(T.self)] = object } }
    value = object
  }

  /// Publishes the observable `object` for `@FocusedObject`; `nil`
  /// publishes nothing.
  init<T: ObservableObject>(scope: Scope, focusedObject object: T?) {
    self.scope = scope
    write = { if let object { $0.storage[FocusedValues.focusedObjectKey(T.self)] = object } }
    value = object
  }

  func makeModifierNode(in graph: ViewGraph) -> ViewNode {
    FocusedValuePublisherNode(graph: graph)
  }
}

/// The node of a focused-value publisher: it tells the graph when its value
/// appears, changes or goes.
final class FocusedValuePublisherNode: ModifierNode<_FocusedValueModifier> {
  // The first `accept` (after mounting) registers the publisher.
  private var published: Any?
  private var scope: _FocusedValueModifier.Scope?

  override func accept(_ view: any View) -> Bool {
    let result = super.accept(view)
    let value = modifier.value
    let same =
      switch (published, value) {
      case (nil, nil): true
      case (let old?, let new?): FocusedValueComparison.areSame(old, new)
      default: false
      }
    if !same || scope != modifier.scope {
      published = value
      if isMounted { countScope(-1) }
      scope = modifier.scope
      if isMounted {
        countScope(1)
        graph.focusedValuePublisherChanged(self, isMounted: true)
      }
    }
    return result
  }

  override func willUnmount() {
    countScope(-1)
    graph.focusedValuePublisherChanged(self, isMounted: false)
  }

  private func countScope(_ delta: Int) {
    if scope == .view { graph.focusedValuePublishers.viewPublisherCount += delta }
  }
}

extension View {
  /// Publishes `value` at `keyPath` of ``FocusedValues`` while this view is,
  /// or contains, the focused view. The publisher closest to focus wins.
  ///
  /// ```swift
  /// NoteEditor(note: $note)
  ///   .focusedValue(\.selectedNote, $note)
  /// ```
  public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View {
    modifier(_FocusedValueModifier(scope: .view, keyPath: keyPath, value: value))
  }

  /// Publishes `value`, when it isn't `nil`, at `keyPath` while this view
  /// is, or contains, the focused view. A `nil` publishes nothing, so a
  /// publisher farther from focus shows through.
  ///
  /// ```swift
  /// List(notes) { … }
  ///   .focusedValue(\.selectedNote, selection.map { $notes[$0] })
  /// ```
  @_disfavoredOverload
  public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?)
    -> some View
  {
    modifier(_FocusedValueModifier(scope: .view, keyPath: keyPath, value: value))
  }

  /// Publishes the `@Observable` `object` under its type while this view is,
  /// or contains, the focused view; `@FocusedValue(T.self)` reads it.
  ///
  /// ```swift
  /// EditorView().focusedValue(editor)
  /// ```
  public func focusedValue<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(_FocusedValueModifier(scope: .view, object: object))
  }

  /// Publishes `value` at `keyPath` while this view's scene is the focused
  /// scene, wherever focus is inside it, even when nothing there has focus.
  /// A view-scoped value for the same key, on the focused chain, wins.
  ///
  /// ```swift
  /// DocumentView(document: $document)
  ///   .focusedSceneValue(\.document, $document)
  /// ```
  public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value)
    -> some View
  {
    modifier(_FocusedValueModifier(scope: .scene, keyPath: keyPath, value: value))
  }

  /// Publishes `value`, when it isn't `nil`, at `keyPath` while this view's
  /// scene is the focused scene.
  ///
  /// ```swift
  /// Sidebar().focusedSceneValue(\.selection, selection)
  /// ```
  @_disfavoredOverload
  public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?)
    -> some View
  {
    modifier(_FocusedValueModifier(scope: .scene, keyPath: keyPath, value: value))
  }

  /// Publishes the `@Observable` `object` under its type while this view's
  /// scene is the focused scene.
  ///
  /// ```swift
  /// WindowContent().focusedSceneValue(windowModel)
  /// ```
  public func focusedSceneValue<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(_FocusedValueModifier(scope: .scene, object: object))
  }
}
