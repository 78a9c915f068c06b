/// Draws a search field for its content and tells the content whether the
/// user is searching: ``View/searchable(text:placement:prompt:)-(_,_,Text?)``.
public struct _SearchableModifier: ViewModifier {
  let text: Binding<String>
  let placement: SearchFieldPlacement
  let prompt: Text?
  /// The suggestions given with `searchable(text:…suggestions:)`; those
  /// of a ``View/searchSuggestions(_:)`` around come from the environment.
  var suggestions: AnyView? = nil

  @Environment(\.searchFocusBindings) private var searchFocusBindings
  @Environment(\.searchSuggestions) private var suggestionsAround
  @FocusState private var focusedSuggestion: String?
  @Environment(\.navigationContext) private var navigation
  @Environment(\.submitActions) private var submitActions
  @FocusState private var fieldIsFocused: Bool
  @State private var session = SearchTarget()
  @State private var token = NavigationSettingToken()

  public func body(content: Content) -> some View {
    let isActive = fieldIsFocused || focusedSuggestion != nil
    let isSearching = isActive || !text.wrappedValue.isEmpty
    session.update(text: text, fieldFocus: $fieldIsFocused, isSearching: isSearching)
    let field = SearchField(
      text: text, prompt: prompt, fieldFocus: $fieldIsFocused, bindings: searchFocusBindings, session: session)
    let shownSuggestions = isActive ? (suggestions ?? suggestionsAround) : nil
    let searched = VStack(alignment: .leading, spacing: 0) {
      if let shownSuggestions {
        SearchSuggestionsList(content: shownSuggestions, session: session)
          .environment(
            \.searchSuggestionContext, SearchSuggestionContext(session: session, focus: $focusedSuggestion)
          )
          .onKeyPress(.upArrow) { [session] in
            guard session.suggestions?.focusIsOnFirst == true else { return .ignored }
            session.focusField()
            return .handled
          }
          .onExitCommand { [session] in session.focusField() }
        Divider()
      }
      content
        .environment(\.isSearching, isSearching)
        .environment(\.dismissSearch, DismissSearchAction(session: session))
        // The bindings and suggestions above belong to this field, not to
        // a searchable view inside.
        .environment(\.searchFocusBindings, [])
        .environment(\.searchSuggestions, nil)
    }
    if let info = navigation.info {
      // In a navigation container the field is drawn in its title row; it
      // keeps the submit actions around the searchable view.
      let id = ObjectIdentifier(token)
      info.setToolbar(
        id, order: token.order,
        items: [
          ToolbarItemEntry(
            placement: .searchField, content: AnyView(field.environment(\.submitActions, submitActions)))
        ])
      return AnyView(searched.onDisappear { [weak info] in info?.removeToolbar(id) })
    }
    return AnyView(
      VStack(alignment: .leading, spacing: 0) {
        field
        searched
      })
  }
}

/// The field of a searchable view: a text field that submits as `.search`,
/// bound to the `searchFocused` states above it, and dismissing the search
/// on Escape.
struct SearchField: View {
  let text: Binding<String>
  let prompt: Text?
  let fieldFocus: FocusState<Bool>.Binding
  let bindings: [SearchFocusBinding]
  let session: SearchTarget

  var body: some View {
    var model = TextFieldModel(title: prompt?.content ?? "Search", text: text, prompt: prompt, isSecure: false)
    model.submitTriggers = .search
    let bound = TextField<Text>(model: model).focused(fieldFocus).onExitCommand { [session] in session.dismiss() }
      // ↓ goes into the suggestions listed under the field, if any.
      .onKeyPress(.downArrow) { [session] in session.suggestions?.focusFirst() == true ? .handled : .ignored }
    return bindings.reduce(AnyView(bound)) { view, binding in binding.apply(to: view) }
  }
}

extension View {
  /// Marks this view as searchable: a search field editing `text` is drawn
  /// on its first row, above it, and the views inside can read
  /// ``EnvironmentValues/isSearching`` and ``EnvironmentValues/dismissSearch``.
  /// Filter what you show by `text`; typing in the field changes it.
  ///
  /// ```swift
  /// struct Fruits: View {
  ///   let fruits = ["Apple", "Banana", "Cherry"]
  ///   @State private var query = ""
  ///
  ///   var body: some View {
  ///     VStack {
  ///       ForEach(fruits.filter { query.isEmpty || $0.localizedStandardContains(query) }, id: \.self) {
  ///         Text($0)
  ///       }
  ///     }
  ///     .searchable(text: $query, prompt: Text("Search fruits"))
  ///     .onSubmit(of: .search) { print("search for \(query)") }
  ///   }
  /// }
  /// ```
  ///
  /// Inside a ``NavigationStack`` or a ``NavigationSplitView`` column, the
  /// field is drawn in the container's title row (before its trailing
  /// toolbar items) and takes focus there, before the container's content.
  /// With no navigation container to host it, it is drawn atop the modified
  /// view whatever the `placement`, and is the first view in its focus
  /// order: Tab from before the view reaches it
  /// first, a click or ``searchFocused(_:)`` focuses it. It is a text field
  /// labelled with the prompt ("Search" without one). Return in it runs the
  /// `onSubmit(of: .search)` actions around the searchable view (not the
  /// `.text` ones); Escape in it dismisses the search, as
  /// ``DismissSearchAction`` does: the text is cleared and focus leaves the
  /// field.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    modifier(_SearchableModifier(text: text, placement: placement, prompt: prompt))
  }

  /// Marks this view as searchable, with `prompt` shown in the empty search
  /// field.
  ///
  /// ```swift
  /// List { … }
  ///   .searchable(text: $query, prompt: "Search contacts")
  /// ```
  public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    modifier(_SearchableModifier(text: text, placement: placement, prompt: Text(prompt)))
  }

  /// Marks this view as searchable, with `suggestions` listed under the
  /// field while the search is active (the iOS 15 spelling of
  /// ``View/searchSuggestions(_:)``).
  ///
  /// ```swift
  /// Text("Searching for \(text)")
  ///   .searchable(text: $text) {
  ///     Text("🍎").searchCompletion("apple")
  ///     Text("🍐").searchCompletion("pear")
  ///   }
  /// ```
  public func searchable<S: View>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
    @ViewBuilder suggestions: () -> S
  ) -> some View {
    modifier(
      _SearchableModifier(text: text, placement: placement, prompt: prompt, suggestions: AnyView(suggestions())))
  }

  /// Marks this view as searchable, with a prompt and suggestions.
  public func searchable<V: View, S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S,
    @ViewBuilder suggestions: () -> V
  ) -> some View {
    modifier(
      _SearchableModifier(
        text: text, placement: placement, prompt: Text(prompt), suggestions: AnyView(suggestions())))
  }
}
