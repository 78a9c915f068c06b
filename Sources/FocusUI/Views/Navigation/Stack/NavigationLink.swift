/// A control that pushes a view onto the navigation stack it is in.
///
/// ```swift
/// List(recipes) { recipe in
///   NavigationLink(recipe.name, value: recipe)
/// }
/// .navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0) }
///
/// NavigationLink("About") { AboutView() }
/// ```
///
/// A link draws and takes focus as a button (`[ Soups ]`): Return, Space
/// or a click pushes. A link with a value pushes the value (its view comes
/// from ``View/navigationDestination(for:destination:)``); a link with a
/// destination pushes that view. In a ``List`` whose selection can hold the
/// link's value, the link is a row of the list instead: selecting the row
/// selects the value (as in a ``NavigationSplitView`` sidebar), and the list
/// is the focus stop. Outside any navigation container it does nothing.
public struct NavigationLink<Label: View, Destination: View>: View {
  private let label: Label
  private let value: AnyHashable?
  private let destination: Destination?

  @Environment(\.navigationContext) private var context
  @Environment(\.enclosingListSelection) private var listSelection

  public var body: some View {
    if let value, listSelection?.normalized(value) != nil {
      // A row of the list: the selection, not the link, navigates.
      return AnyView(HStack(spacing: 0) { label }.tag(value))
    }
    let context = self.context
    let value = self.value
    let destination = self.destination.map { AnyView($0) }
    return AnyView(
      Button {
        guard let model = context.model else { return }
        if let value {
          model.push(value, from: context.level)
        } else if let destination {
          model.push(content: destination, from: context.level)
        }
      } label: {
        label
      })
  }
}

extension NavigationLink where Destination == Never {
  /// A link that pushes `value`, labelled with `label`.
  ///
  /// ```swift
  /// NavigationLink(value: recipe) {
  ///   Label(recipe.name, systemImage: "fork.knife")
  /// }
  /// ```
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.value = value.map { AnyHashable($0) }
    self.destination = nil
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// A link that pushes `value`, titled `title`.
  ///
  /// ```swift
  /// NavigationLink("Soups", value: Category.soups)
  /// ```
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }

  /// A link that pushes `value`, titled by a localized key held in a
  /// variable.
  ///
  /// ```swift
  /// NavigationLink(category.localizedName, value: category)
  /// ```
  @_disfavoredOverload
  public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
    self.init(value: value) { Text(titleKey) }
  }
}

extension NavigationLink {
  /// A link that pushes `destination`, labelled with `label`.
  ///
  /// ```swift
  /// NavigationLink {
  ///   AboutView()
  /// } label: {
  ///   Text("About")
  /// }
  /// ```
  public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.value = nil
    self.destination = destination()
  }

  /// A link that pushes `destination` (SwiftUI's older spelling, with the
  /// destination first).
  ///
  /// ```swift
  /// NavigationLink(destination: AboutView()) { Text("About") }
  /// ```
  public init(destination: Destination, @ViewBuilder label: () -> Label) {
    self.label = label()
    self.value = nil
    self.destination = destination
  }
}

extension NavigationLink where Label == Text {
  /// A link titled `title` that pushes `destination`.
  ///
  /// ```swift
  /// NavigationLink("About") { AboutView() }
  /// ```
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// A link titled `title` that pushes `destination` (older spelling).
  ///
  /// ```swift
  /// NavigationLink("About", destination: AboutView())
  /// ```
  public init<S: StringProtocol>(_ title: S, destination: Destination) {
    self.init(destination: destination) { Text(title) }
  }
}
