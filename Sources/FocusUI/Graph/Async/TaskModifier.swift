/// Runs async work for as long as its content is in the view tree:
/// ``View/task(priority:_:)`` and ``View/task(id:priority:_:)``.
public struct _TaskModifier<ID: Equatable>: PrimitiveModifier {
  let id: ID
  let priority: TaskPriority
  let action: @isolated(any) @Sendable () async -> Void

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { TaskNode<ID>(graph: graph) }
}

/// Starts its modifier's task after the update that mounted it (where
/// `onAppear` runs), restarts it when the id changes, cancels it when the
/// node leaves the tree or is freed.
final class TaskNode<ID: Equatable>: ModifierNode<_TaskModifier<ID>> {
  /// The running task. Nonisolated for `deinit` alone, which runs when
  /// nothing else can reach the node.
  nonisolated(unsafe) private var task: Task<Void, Never>?
  private var startedID: ID?

  override func run() {
    if startedID == nil || startedID != modifier.id {
      let isRestart = startedID != nil
      startedID = modifier.id
      graph.enqueueCallback(for: self) { [weak self] in self?.start(cancellingPrevious: isRestart) }
    }
    super.run()
  }

  override func accept(_ view: any View) -> Bool {
    let result = super.accept(view)
    // A new id restarts the task even when nothing else asks for a run.
    return result || startedID != modifier.id
  }

  private func start(cancellingPrevious: Bool) {
    guard isMounted else { return }
    if cancellingPrevious { task?.cancel() }
    graph.stats.tasksStarted += 1
    // An unstructured task inherits task-local values: its focus writes,
    // before and after its awaits, are the task's.
    task = FocusAction.$current.withValue(.task) { Task(priority: modifier.priority, operation: modifier.action) }
  }

  override func willUnmount() {
    task?.cancel()
    task = nil
  }

  deinit {
    task?.cancel()
  }
}

extension View {
  /// Starts `action` when this view appears and cancels it when the view
  /// disappears, as SwiftUI does.
  ///
  /// The task starts after the update that added the view (where
  /// ``onAppear(perform:)`` actions run) and inherits the view's actor: in
  /// a view's body, the main actor, so the action may change state directly
  /// between its `await`s. Work that should stop with the view checks
  /// `Task.isCancelled`, or awaits something that throws on cancellation
  /// (`Task.sleep`).
  ///
  /// ```swift
  /// struct RecipeList: View {
  ///   @State private var recipes: [Recipe] = []
  ///   @FocusState private var focused: Recipe.ID?
  ///
  ///   var body: some View {
  ///     List(recipes) { recipe in
  ///       Text(recipe.name).focusable().focused($focused, equals: recipe.id)
  ///     }
  ///     .task {
  ///       recipes = await RecipeStore.shared.load()
  ///       focused = recipes.first?.id
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// In the terminal and the browser the task runs on the real main actor;
  /// in a `TestHost` it runs when the host settles, and its `Task.sleep`s
  /// follow the host's clock.
  public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> some View {
    modifier(_TaskModifier(id: TaskOnce(), priority: priority, action: action))
  }

  /// Starts `action` when this view appears, and again (after cancelling
  /// the running one) whenever `value` changes; cancels it when the view
  /// disappears.
  ///
  /// The usual way to debounce a search: each keystroke changes the id,
  /// cancelling the task that was sleeping.
  ///
  /// ```swift
  /// TextField("Search", text: $query)
  ///   .task(id: query) {
  ///     do { try await Task.sleep(for: .milliseconds(300)) } catch { return }
  ///     results = await catalog.search(query)
  ///     focusedResult = results.first?.id
  ///   }
  /// ```
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @isolated(any) @Sendable () async -> Void
  ) -> some View {
    modifier(_TaskModifier(id: value, priority: priority, action: action))
  }
}

/// The id of a task that starts once: every value is equal.
struct TaskOnce: Equatable {}
