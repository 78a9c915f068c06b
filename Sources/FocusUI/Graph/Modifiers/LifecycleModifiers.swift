/// Runs actions when its content enters and leaves the view tree.
public struct _AppearanceActionModifier: PrimitiveModifier {
  let appear: (@MainActor () -> Void)?
  let disappear: (@MainActor () -> Void)?

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { AppearanceNode(graph: graph) }
}

final class AppearanceNode: ModifierNode<_AppearanceActionModifier> {
  override func run() {
    if let appear = modifier.appear, !hasAppeared {
      hasAppeared = true
      graph.enqueueCallback(for: self) { FocusAction.$current.withValue(.onAppear) { appear() } }
    }
    super.run()
  }

  private var hasAppeared = false

  override func willUnmount() {
    if let disappear = modifier.disappear, hasAppeared || modifier.appear == nil {
      graph.enqueueCallback(for: nil, disappear)
    }
  }
}

/// Runs an action when a value changes: ``View/onChange(of:initial:_:)``.
public struct _ValueActionModifier<Value: Equatable>: PrimitiveModifier {
  let value: Value
  let initial: Bool
  let action: @MainActor (Value, Value) -> Void

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { ValueActionNode<Value>(graph: graph) }
}

final class ValueActionNode<Value: Equatable>: ModifierNode<_ValueActionModifier<Value>> {
  private var lastValue: Value?

  override func accept(_ view: any View) -> Bool {
    let result = super.accept(view)
    let newValue = modifier.value
    let action = modifier.action
    if let old = lastValue {
      if old != newValue {
        graph.enqueueCallback(for: self) { FocusAction.$current.withValue(.onChange) { action(old, newValue) } }
      }
    } else if modifier.initial {
      graph.enqueueCallback(for: self) { FocusAction.$current.withValue(.onChange) { action(newValue, newValue) } }
    }
    lastValue = newValue
    return result
  }
}

extension View {
  /// Runs `action` after this view first appears, in the update that added it.
  ///
  /// Actions run after the update, parents before children, and may change
  /// state: setting a `@FocusState` here takes effect in the same frame.
  /// ```swift
  /// TextField("Search", text: $query)
  ///   .onAppear { loadSuggestions() }
  /// ```
  public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(_AppearanceActionModifier(appear: action, disappear: nil))
  }

  /// Runs `action` after this view leaves the view tree.
  public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> some View {
    modifier(_AppearanceActionModifier(appear: nil, disappear: action))
  }

  /// Runs `action` with the old and new value whenever `value` changes
  /// (and once on appearance when `initial` is `true`).
  ///
  /// ```swift
  /// TextField("Query", text: $query)
  ///   .onChange(of: query) { oldValue, newValue in search(newValue) }
  /// ```
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
  ) -> some View {
    modifier(_ValueActionModifier(value: value, initial: initial, action: action))
  }

  /// Runs `action` whenever `value` changes (and once on appearance when
  /// `initial` is `true`).
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping @MainActor () -> Void
  ) -> some View {
    modifier(_ValueActionModifier(value: value, initial: initial) { _, _ in action() })
  }

  /// Runs `action` with the new value whenever `value` changes; the older,
  /// one-argument form.
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping @MainActor (_ newValue: V) -> Void
  ) -> some View {
    modifier(_ValueActionModifier(value: value, initial: false) { _, new in action(new) })
  }
}
