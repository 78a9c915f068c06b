/// A title with an icon: the standard way to label a control or a row.
///
/// ```swift
/// Label("Favorites", systemImage: "star")       // ☆ Favorites
///
/// Label {
///   Text("Ada Lovelace")
/// } icon: {
///   Image(systemName: "person")
/// }
///
/// Button { addItem() } label: {
///   Label("Add Item", systemImage: "plus")
/// }
/// ```
///
/// In a terminal the icon is drawn before the title, one space apart;
/// ``View/labelStyle(_:)`` shows only one of them, or your own
/// ``LabelStyle`` arranges them.
public struct Label<Title: View, Icon: View>: View {
  let title: Title
  let icon: Icon
  @Environment(\.labelStyle) private var style

  /// A label made of `title` and `icon`.
  public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
    self.title = title()
    self.icon = icon()
  }

  public var body: some View {
    let configuration = LabelStyleConfiguration(
      title: LabelStyleConfiguration.Title(content: title), icon: LabelStyleConfiguration.Icon(content: icon))
    AnyView(erasing: style.makeBody(configuration))
  }
}

extension Label where Title == Text, Icon == Image {
  /// A label titled `title` with the system symbol `systemImage`.
  public init<S: StringProtocol>(_ title: S, systemImage name: String) {
    self.init(title: { Text(title) }, icon: { Image(systemName: name) })
  }

  /// A label titled `title` with the asset image `image`.
  public init<S: StringProtocol>(_ title: S, image name: String) {
    self.init(title: { Text(title) }, icon: { Image(name) })
  }

  /// A label titled by the localized `titleKey` (a literal, or a key a
  /// model holds) with the system symbol `systemImage`.
  ///
  /// ```swift
  /// struct Place { let title: LocalizedStringKey; let symbol: String }
  /// Label(place.title, systemImage: place.symbol)
  /// ```
  public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
  }

  /// A label titled by the localized `titleKey` with the asset image
  /// `image`.
  public init(_ titleKey: LocalizedStringKey, image name: String) {
    self.init(title: { Text(titleKey) }, icon: { Image(name) })
  }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
  /// The label of a style's configuration, drawn in the built-in way:
  /// what a custom ``LabelStyle`` returns to keep the standard look.
  ///
  /// ```swift
  /// struct RedLabelStyle: LabelStyle {
  ///   func makeBody(configuration: Configuration) -> some View {
  ///     Label(configuration).foregroundStyle(.red)
  ///   }
  /// }
  /// ```
  public init(_ configuration: LabelStyleConfiguration) {
    self.init(title: { configuration.title }, icon: { configuration.icon })
  }
}

extension Button where Label == FocusUI.Label<Text, Image> {
  /// A button titled `title` with the system symbol `systemImage`: `[ + Add ]`.
  ///
  /// ```swift
  /// Button("Add Item", systemImage: "plus") { addItem() }
  /// ```
  public init<S: StringProtocol>(
    _ title: S, systemImage name: String, role: ButtonRole? = nil, action: @escaping @MainActor () -> Void
  ) {
    self.init(role: role, action: action) { FocusUI.Label(title, systemImage: name) }
  }
}

extension Toggle where Label == FocusUI.Label<Text, Image> {
  /// A toggle titled `title` with the system symbol `systemImage`: `[x] ★ Favorite`.
  ///
  /// ```swift
  /// Toggle("Favorite", systemImage: "star", isOn: $isFavorite)
  /// ```
  public init<S: StringProtocol>(_ title: S, systemImage name: String, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { FocusUI.Label(title, systemImage: name) }
  }
}

extension Label: TitledLabel {
  /// The title's text, when the title is a ``Text``: what a text field
  /// labelled by this label is titled.
  var titleText: String { (title as? Text)?.content ?? "" }
}
