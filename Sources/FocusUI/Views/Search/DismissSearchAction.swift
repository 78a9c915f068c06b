/// Ends the search of the nearest ``View/searchable(text:placement:prompt:)-(_,_,Text?)``
/// around a view: read it from ``EnvironmentValues/dismissSearch`` and call
/// it.
///
/// ```swift
/// struct Results: View {
///   @Environment(\.dismissSearch) private var dismissSearch
///   var body: some View {
///     Button("Done") { dismissSearch() }
///   }
/// }
/// ```
///
/// Dismissing search sets ``EnvironmentValues/isSearching`` to `false`,
/// clears the search text and takes focus out of the search field. It does
/// nothing while the user isn't searching, or outside a searchable view.
@MainActor @preconcurrency
public struct DismissSearchAction: Equatable {
  weak var session: SearchTarget?
  /// The session's identity, for comparing without the main actor.
  private let sessionID: ObjectIdentifier?

  nonisolated init(session: SearchTarget?) {
    self.session = session
    sessionID = session.map(ObjectIdentifier.init)
  }

  /// Dismisses the current search, if any.
  public func callAsFunction() {
    session?.dismiss()
  }

  /// Actions of one searchable view compare equal, so that readers are not
  /// re-run while it stays the same.
  public nonisolated static func == (lhs: DismissSearchAction, rhs: DismissSearchAction) -> Bool {
    lhs.sessionID == rhs.sessionID
  }
}

extension EnvironmentValues {
  private struct IsSearchingKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }

  /// Whether the user is searching in the nearest searchable view around
  /// this one: its search field has focus, or holds text.
  ///
  /// ```swift
  /// struct Results: View {
  ///   @Environment(\.isSearching) private var isSearching
  ///   var body: some View {
  ///     Text(isSearching ? "Matches" : "Everything")
  ///   }
  /// }
  /// ```
  ///
  /// It is set for the content of ``View/searchable(text:placement:prompt:)-(_,_,Text?)``,
  /// not for the views around it. On macOS and here it turns `true` when the
  /// search field gains focus and stays `true` while the field has focus or
  /// holds text; clearing the text and leaving the field, Escape in the
  /// field, or ``dismissSearch`` turns it `false`.
  public internal(set) var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }

  private struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction(session: nil) }
  }

  /// Ends the search of the nearest searchable view around this one (see
  /// ``DismissSearchAction``).
  ///
  /// ```swift
  /// @Environment(\.dismissSearch) private var dismissSearch
  /// ```
  public internal(set) var dismissSearch: DismissSearchAction {
    get { self[DismissSearchKey.self] }
    set { self[DismissSearchKey.self] = newValue }
  }
}
