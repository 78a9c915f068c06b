/// A type-erased list of the values pushed onto a ``NavigationStack``.
///
/// Bind a stack to a path to read and change what it shows: appending a
/// value pushes the view ``View/navigationDestination(for:destination:)``
/// gives for it, removing values pops.
///
/// ```swift
/// struct Browser: View {
///   @State private var path = NavigationPath()
///
///   var body: some View {
///     NavigationStack(path: $path) {
///       List(recipes) { recipe in
///         NavigationLink(recipe.name, value: recipe)
///       }
///       .navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0) }
///       .toolbar { Button("Random") { path.append(recipes.randomElement()!) } }
///     }
///   }
/// }
/// ```
///
/// Values of different types may be mixed. Unlike SwiftUI's, this path is
/// not `Codable` (it holds no `CodableRepresentation`).
public struct NavigationPath: Equatable {
  /// The values, the root's first.
  var elements: [AnyHashable]

  /// An empty path: the stack shows its root.
  public init() {
    elements = []
  }

  /// A path holding `elements`, in order.
  ///
  /// ```swift
  /// var path = NavigationPath([Category.soups, Category.desserts])
  /// ```
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  init(erased elements: [AnyHashable]) {
    self.elements = elements
  }

  /// How many values are on the path (pushed views above the root).
  public var count: Int { elements.count }

  /// Whether the path is empty (the stack shows its root).
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes `value`.
  ///
  /// ```swift
  /// path.append(recipe)
  /// ```
  public mutating func append<V: Hashable>(_ value: V) {
    elements.append(AnyHashable(value))
  }

  /// Pops the last `k` values (all of them when there are fewer).
  ///
  /// ```swift
  /// path.removeLast(path.count)   // back to the root
  /// ```
  public mutating func removeLast(_ k: Int = 1) {
    elements.removeLast(Swift.min(Swift.max(0, k), elements.count))
  }
}
