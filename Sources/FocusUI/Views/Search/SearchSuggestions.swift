/// What the suggestions of a searchable view need from it: the session
/// to complete, and the focus state the completions are bound to (`nil`
/// while none has focus).
struct SearchSuggestionContext {
  let session: SearchTarget
  let focus: FocusState<String?>.Binding
}

extension EnvironmentValues {
  private struct SearchSuggestionsKey: EnvironmentKey {
    static var defaultValue: AnyView? { nil }
  }

  private struct SearchSuggestionContextKey: EnvironmentKey {
    static var defaultValue: SearchSuggestionContext? { nil }
  }

  /// The suggestions ``View/searchSuggestions(_:)`` gave the searchable
  /// views inside.
  var searchSuggestions: AnyView? {
    get { self[SearchSuggestionsKey.self] }
    set { self[SearchSuggestionsKey.self] = newValue }
  }

  /// Inside a list of search suggestions: what ``View/searchCompletion(_:)``
  /// completes.
  var searchSuggestionContext: SearchSuggestionContext? {
    get { self[SearchSuggestionContextKey.self] }
    set { self[SearchSuggestionContextKey.self] = newValue }
  }
}

/// Makes a suggestion a choice: ``View/searchCompletion(_:)``.
public struct _SearchCompletionModifier: ViewModifier {
  let completion: String
  @Environment(\.searchSuggestionContext) private var context

  public func body(content: Content) -> some View {
    if let context {
      Button {
        context.session.complete(with: completion)
      } label: {
        content
      }
      .buttonStyle(.plain)
      .focused(context.focus, equals: completion)
    } else {
      // Outside a list of suggestions, the view is shown as it is.
      content
    }
  }
}

extension View {
  /// Suggests search terms while the search of the searchable view here is
  /// active: `suggestions` are listed under its field.
  ///
  /// ```swift
  /// ProductList()
  ///   .searchable(text: $query)
  ///   .searchSuggestions {
  ///     ForEach(recentSearches, id: \.self) { term in
  ///       Label(term, systemImage: "clock").searchCompletion(term)
  ///     }
  ///   }
  /// ```
  ///
  /// The list shows while the field has focus (or one of the suggestions
  /// does), above the searchable view's content. By keyboard, ↓ in the
  /// field moves focus to the first suggestion with a
  /// ``View/searchCompletion(_:)``, ↑ and ↓ move between them, ↑ from the
  /// first (or Escape) goes back to the field, and Return or Space on one
  /// fills the field with its completion and hands focus back to the
  /// field, as a click on it does. Suggestions without a completion are
  /// shown and are not choices. Apply it around the ``View/searchable(text:placement:prompt:)-(_,_,Text?)``
  /// modifier, as here.
  public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
    environment(\.searchSuggestions, AnyView(suggestions()))
  }

  /// Shows or hides the search suggestions of the searchable views here;
  /// `placements` is read by platforms with several places to show them.
  public func searchSuggestions(_ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set) -> some View {
    transformEnvironment(\.searchSuggestions) { if visibility == .hidden { $0 = nil } }
  }

  /// Makes this view a choice among a searchable view's suggestions:
  /// choosing it replaces the search text with `completion`.
  ///
  /// ```swift
  /// .searchSuggestions {
  ///   Text("🍎").searchCompletion("apple")
  ///   Text("🍐").searchCompletion("pear")
  /// }
  /// ```
  ///
  /// Outside a list of suggestions, the view is shown unchanged.
  public func searchCompletion(_ completion: String) -> some View {
    modifier(_SearchCompletionModifier(completion: completion))
  }
}

/// Where search suggestions show (iOS, macOS): read for
/// ``View/searchSuggestions(_:for:)``; a terminal lists them under the
/// field in every case.
public struct SearchSuggestionsPlacement: Hashable, Sendable {
  let kind: Int

  public static let automatic = SearchSuggestionsPlacement(kind: 0)
  public static let menu = SearchSuggestionsPlacement(kind: 1)
  public static let content = SearchSuggestionsPlacement(kind: 2)

  /// A set of placements.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let menu = Set(rawValue: 1 << 0)
    public static let content = Set(rawValue: 1 << 1)
  }
}
