extension View {
  /// The title of the navigation level this view is in: drawn bold in the
  /// navigation container's title row, and used by the back button of the
  /// level pushed above it.
  ///
  /// ```swift
  /// NavigationStack {
  ///   List(recipes) { recipe in NavigationLink(recipe.name, value: recipe) }
  ///     .navigationTitle("Recipes")
  /// }
  /// ```
  ///
  /// When several views of one level set a title, the outermost wins. In no
  /// navigation container (a macOS window would show it in its title bar,
  /// which a terminal has not) it is ignored.
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    modifier(_NavigationLevelSettingModifier(setting: .title(String(title))))
  }

  /// The title, from a localized key held in a variable (FocusUI shows
  /// the key's text: there are no string tables).
  ///
  /// ```swift
  /// let title: LocalizedStringKey = "Recipes"
  /// view.navigationTitle(title)
  /// ```
  @_disfavoredOverload
  public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
    navigationTitle(titleKey.string)
  }

  /// The title of the navigation level, as a ``Text`` (drawn bold whatever
  /// its own styling).
  ///
  /// ```swift
  /// .navigationTitle(Text("Recipes"))
  /// ```
  public func navigationTitle(_ title: Text) -> some View {
    modifier(_NavigationLevelSettingModifier(setting: .title(title.content)))
  }

  /// A title the user could rename (macOS, iPadOS). The terminal draws it
  /// as a plain title; renaming in the title row is not offered.
  ///
  /// ```swift
  /// .navigationTitle($document.name)
  /// ```
  public func navigationTitle(_ title: Binding<String>) -> some View {
    modifier(_NavigationLevelSettingModifier(setting: .title(title.wrappedValue)))
  }

  /// A subtitle (macOS), drawn dimmed after the title.
  ///
  /// ```swift
  /// .navigationTitle("Inbox").navigationSubtitle("3 unread")
  /// ```
  public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
    modifier(_NavigationLevelSettingModifier(setting: .subtitle(String(subtitle))))
  }

  /// A subtitle, as a ``Text``.
  public func navigationSubtitle(_ subtitle: Text) -> some View {
    modifier(_NavigationLevelSettingModifier(setting: .subtitle(subtitle.content)))
  }

  /// The title, with iOS's deprecated spelling: the same as
  /// ``navigationTitle(_:)-(S)``.
  ///
  /// ```swift
  /// .navigationBarTitle("Settings")
  /// ```
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(title)
  }

  /// The title, as a ``Text``, with iOS's deprecated spelling.
  public func navigationBarTitle(_ title: Text) -> some View {
    navigationTitle(title)
  }

  /// The title and how large it is drawn (iOS, deprecated); a terminal's
  /// title row has one size, so `displayMode` changes nothing.
  ///
  /// ```swift
  /// .navigationBarTitle("Settings", displayMode: .inline)
  /// ```
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(title)
  }

  /// The title as a ``Text`` and its display mode (ignored).
  public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    navigationTitle(title)
  }

  /// How large the title is drawn (iOS). A terminal's title row is one
  /// line of bold text, as `.inline`, whatever the mode; accepted so shared
  /// code compiles.
  ///
  /// ```swift
  /// .navigationBarTitleDisplayMode(.inline)
  /// ```
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    self
  }

  /// Hides the back button of the level this view is in (the title row
  /// keeps its other items). Escape and ``EnvironmentValues/dismiss`` still
  /// go back, as a swipe would on iOS.
  ///
  /// ```swift
  /// CheckoutConfirmation()
  ///   .navigationBarBackButtonHidden()
  /// ```
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    modifier(_NavigationLevelSettingModifier(setting: .backButtonHidden(hidesBackButton)))
  }
}

/// Namespace of the navigation bar's title display mode (iOS).
public struct NavigationBarItem: Sendable {
  /// How large a navigation bar's title is drawn. A terminal draws every
  /// title inline.
  public enum TitleDisplayMode: Hashable, Sendable {
    /// The system's choice.
    case automatic
    /// Small, in the bar.
    case inline
    /// Large, below the bar.
    case large
  }
}
