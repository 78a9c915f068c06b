/// A view that shows a root view and the views pushed over it, one at a
/// time, with a title row to go back.
///
/// ```swift
/// struct RecipeBrowser: View {
///   @State private var path: [Recipe] = []
///
///   var body: some View {
///     NavigationStack(path: $path) {
///       List(recipes) { recipe in
///         NavigationLink(recipe.name, value: recipe)
///       }
///       .navigationTitle("Recipes")
///       .navigationDestination(for: Recipe.self) { recipe in
///         RecipeDetail(recipe: recipe)
///       }
///     }
///   }
/// }
/// ```
///
/// In a terminal the stack fills the space it is offered: a title row on
/// top (a back button `‹ Recipes` once something is pushed, the level's
/// ``View/navigationTitle(_:)-(S)`` in bold, and its toolbar items), the top
/// view under it (laid out from its top-leading corner), and a bottom row
/// when toolbar items are placed there. The title row is left out when it
/// would be empty.
///
/// The views under the top one stay alive (their state is kept) but are
/// not drawn and take no focus. A ``NavigationLink`` pushes; the back
/// button, Escape (when the focused view does not use it) and
/// ``EnvironmentValues/dismiss`` in a pushed view pop. When a view is
/// pushed, focus moves to its ``View/defaultFocus(_:_:priority:)`` view, else
/// its first focusable view; when it is popped, focus returns to the
/// view that had it when it was pushed (the link), and the popped view's
/// focus states go with it.
public struct NavigationStack<Data, Root: View>: View {
  private let root: Root
  private let readPath: (@MainActor () -> [AnyHashable])?
  private let writePath: (@MainActor ([AnyHashable]) -> Void)?
  @State private var ownPath: [AnyHashable] = []
  @State private var model = NavigationModel()
  @State private var barsHidden = false
  @Environment(\.navigationBarsHidden) private var outerBarsHidden

  public var body: some View {
    let values = readPath?() ?? ownPath
    let ownPath = $ownPath
    model.update(
      values: values, write: { [writePath] in writePath?($0) ?? (ownPath.wrappedValue = $0) },
      host: ViewGraph.evaluationStack.last)
    return NavigationContainer(model: model, root: AnyView(root), showsBars: true, rootBack: nil)
      .modifier(NavigationBarsToggle(outer: outerBarsHidden, own: $barsHidden))
  }
}

extension NavigationStack where Data == NavigationPath {
  /// A stack managing its own path: ``NavigationLink``s push onto it.
  ///
  /// ```swift
  /// NavigationStack {
  ///   SettingsList()
  /// }
  /// ```
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    readPath = nil
    writePath = nil
  }

  /// A stack whose path is `path`: append to push, remove to pop.
  ///
  /// ```swift
  /// @State private var path = NavigationPath()
  ///
  /// NavigationStack(path: $path) { Home() }
  /// Button("Back to start") { path.removeLast(path.count) }
  /// ```
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    readPath = { path.wrappedValue.elements }
    writePath = { path.wrappedValue = NavigationPath(erased: $0) }
  }
}

extension NavigationStack
where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
  /// A stack whose path is an array of one type of values.
  ///
  /// ```swift
  /// @State private var path: [Recipe] = []
  ///
  /// NavigationStack(path: $path) { RecipeList() }
  /// ```
  ///
  /// A link pushing a value of another type onto such a stack is ignored,
  /// with a runtime warning.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
    self.root = root()
    readPath = { path.wrappedValue.map { AnyHashable($0) } }
    writePath = { values in
      var typed = Data()
      for value in values {
        if let element = value.base as? Data.Element {
          typed.append(element)
        } else {
          ViewGraph.evaluationStack.last?.graph.diagnostics.warn(
            "A NavigationLink pushed a \(type(of: value.base)) onto a NavigationStack whose path holds "
              + "\(Data.Element.self) values; the link is ignored.")
          return
        }
      }
      path.wrappedValue = typed
    }
  }
}

/// A navigation container's levels and bars: a stack's, or a split view
/// column's. Shows `model`'s path over `root`.
struct NavigationContainer: View {
  let model: NavigationModel
  let root: AnyView
  let showsBars: Bool
  let rootBack: NavigationBackAction?
  @Environment(\.navigationBarsHidden) private var barsHidden

  var body: some View {
    model.structureReaders.recordCurrent()
    model.syncLevels()
    var contents = [root]
    for number in 1...max(1, model.depth) where number <= model.depth {
      if number <= model.values.count {
        contents.append(
          AnyView(NavigationValueDestination(model: model, value: model.values[number - 1], level: number)))
      } else {
        contents.append(AnyView(NavigationExtraDestination(extra: model.extras[number - model.values.count - 1])))
      }
    }
    model.topDidChange()
    let pop: (@MainActor () -> Void)? = model.depth > 0 ? { @MainActor [model] in model.pop() } : rootBack?.perform
    let showsBars = showsBars && barsHidden?.wrappedValue != true
    return NavigationArea(model: model, contents: contents, showsBars: showsBars, rootBack: rootBack)
      .onExitCommand(perform: pop)
  }
}

/// A pushed value's view, from the destination declared for its type.
struct NavigationValueDestination: View {
  let model: NavigationModel
  let value: AnyHashable
  let level: Int

  var body: some View {
    model.destinationReaders.recordCurrent()
    if let registration = model.destination(for: value, at: level), let make = registration.make {
      registration.readers.recordCurrent()
      return make(value.base)
    }
    model.warnMissingDestination(for: value)
    return AnyView(EmptyView())
  }
}

/// A view pushed by a link with a destination view, or a presented
/// destination.
struct NavigationExtraDestination: View {
  let extra: NavigationExtra

  var body: some View {
    extra.readers.recordCurrent()
    return extra.content ?? AnyView(EmptyView())
  }
}
