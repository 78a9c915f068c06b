/// What a view shows when it has no content: an empty list, a search with
/// no results.
///
/// ```swift
/// if groceries.isEmpty {
///   ContentUnavailableView(
///     "No Groceries", systemImage: "cart",
///     description: Text("Add items to your list."))
/// }
///
/// ContentUnavailableView.search(text: query)
/// ```
///
/// In a terminal it fills the space it is given: the icon, the title in
/// bold, the description and the actions, each line centered, the block
/// centered vertically. Its actions (buttons) take focus as usual.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
  let label: Label
  let description: Description
  let actions: Actions

  /// A view made of `label`, `description` and `actions`.
  ///
  /// ```swift
  /// ContentUnavailableView {
  ///   Label("No Mail", systemImage: "tray")
  /// } description: {
  ///   Text("New mail appears here.")
  /// } actions: {
  ///   Button("Refresh") { refresh() }
  /// }
  /// ```
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }

  public var body: some View {
    VStack {
      Spacer()
      HStack {
        Spacer()
        VStack(alignment: .center) {
          label.labelStyle(UnavailableLabelStyle()).bold()
          description.foregroundStyle(.gray)
          actions
        }
        Spacer()
      }
      Spacer()
    }
  }
}

/// The icon above the title, each centered.
struct UnavailableLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(alignment: .center) {
      configuration.icon
      configuration.title
    }
  }
}

extension ContentUnavailableView where Label == FocusUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// A view titled `title` with the system symbol `systemImage` and an
  /// optional description.
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(label: { FocusUI.Label(title, systemImage: name) }, description: { description })
  }

  /// A view titled `title` with the asset image `image` and an optional
  /// description.
  public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
    self.init(label: { FocusUI.Label(title, image: name) }, description: { description })
  }
}

extension ContentUnavailableView where Label == FocusUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// A search with no results.
  ///
  /// ```swift
  /// if results.isEmpty { ContentUnavailableView.search }
  /// ```
  public static var search: ContentUnavailableView<Label, Description, Actions> {
    ContentUnavailableView(
      "No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
  }

  /// A search for `text` with no results.
  ///
  /// ```swift
  /// ContentUnavailableView.search(text: searchText)   // No Results for "tofu"
  /// ```
  public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
    guard !text.isEmpty else { return search }
    return ContentUnavailableView(
      "No Results for \u{201C}\(text)\u{201D}", systemImage: "magnifyingglass",
      description: Text("Check the spelling or try a new search."))
  }
}
