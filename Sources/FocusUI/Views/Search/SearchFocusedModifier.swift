/// Binds the search field of the nearest searchable view inside this one to
/// a focus state: ``View/searchFocused(_:)`` and
/// ``View/searchFocused(_:equals:)``.
public struct _SearchFocusedModifier<Value: Hashable>: EnvironmentWritingModifier {
  let binding: FocusState<Value>.Binding
  let value: Value

  func apply(to environment: inout EnvironmentValues) {
    environment.searchFocusBindings.append(SearchFocusBinding(binding: binding, value: value))
  }
}

/// One `searchFocused` binding on its way down to a search field: it applies
/// `focused(_:equals:)` to the field.
struct SearchFocusBinding: Equatable {
  /// The state's storage and the value, for comparison: an unchanged
  /// binding must not re-run the field.
  private let identity: [AnyHashable]
  private let bind: @MainActor (AnyView) -> AnyView

  @MainActor init<Value: Hashable>(binding: FocusState<Value>.Binding, value: Value) {
    let storage: AnyObject = (binding.box.slot as AnyObject?) ?? binding.box
    identity = [AnyHashable(ObjectIdentifier(storage)), AnyHashable(value)]
    bind = { AnyView($0.focused(binding, equals: value)) }
  }

  /// `field` bound to the state's value.
  @MainActor func apply(to field: AnyView) -> AnyView { bind(field) }

  static func == (lhs: SearchFocusBinding, rhs: SearchFocusBinding) -> Bool {
    lhs.identity == rhs.identity
  }
}

extension EnvironmentValues {
  private struct SearchFocusBindingsKey: EnvironmentKey {
    static var defaultValue: [SearchFocusBinding] { [] }
  }

  /// The `searchFocused` bindings waiting for the next searchable view down.
  var searchFocusBindings: [SearchFocusBinding] {
    get { self[SearchFocusBindingsKey.self] }
    set { self[SearchFocusBindingsKey.self] = newValue }
  }
}

extension View {
  /// Binds the focus of the search field of the nearest searchable view
  /// inside this one to a `Bool` focus state: it reads `true` while the
  /// field has focus; setting it to `true` focuses the field, and to
  /// `false` takes focus out of it.
  ///
  /// ```swift
  /// struct Contacts: View {
  ///   @State private var query = ""
  ///   @FocusState private var isSearchFocused: Bool
  ///
  ///   var body: some View {
  ///     VStack {
  ///       ForEach(matches, id: \.self) { Text($0) }
  ///       Button("Find") { isSearchFocused = true }
  ///     }
  ///     .searchable(text: $query)
  ///     .searchFocused($isSearchFocused)
  ///   }
  /// }
  /// ```
  ///
  /// Apply it outside ``searchable(text:placement:prompt:)-(_,_,Text?)``, as above: the
  /// binding travels down to the first searchable view it meets. Applied
  /// inside the searchable view's content, it finds no search field below
  /// and binds nothing.
  public func searchFocused(_ binding: FocusState<Bool>.Binding) -> some View {
    modifier(_SearchFocusedModifier(binding: binding, value: true))
  }

  /// Binds the focus of the search field of the nearest searchable view
  /// inside this one to `value` of a focus state: the state reads `value`
  /// while the field has focus (and `nil` once focus leaves it); setting it
  /// to `value` focuses the field.
  ///
  /// ```swift
  /// enum Field: Hashable { case search, name }
  /// @FocusState private var focus: Field?
  ///
  /// Form { TextField("Name", text: $name).focused($focus, equals: .name) }
  ///   .searchable(text: $query)
  ///   .searchFocused($focus, equals: .search)
  /// ```
  public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> some View {
    modifier(_SearchFocusedModifier(binding: binding, value: value))
  }
}
