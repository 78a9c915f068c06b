/// Where a search field should go: ``View/searchable(text:placement:prompt:)-(_,_,Text?)``.
///
/// ```swift
/// List { … }
///   .searchable(text: $query, placement: .toolbar)
/// ```
///
/// A terminal has no toolbar, sidebar or navigation bar: every placement
/// draws the field on the first row of the searchable view, above its
/// content, and the field comes first in that view's focus order. The
/// placement is kept so that code written for SwiftUI compiles unchanged.
public struct SearchFieldPlacement: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case automatic, toolbar, toolbarPrincipal, sidebar
    case navigationBarDrawer(NavigationBarDrawerDisplayMode)
  }

  let kind: Kind

  /// The platform's choice: atop the view in a terminal.
  public static let automatic = SearchFieldPlacement(kind: .automatic)
  /// In the toolbar on Apple's platforms; atop the view in a terminal.
  public static let toolbar = SearchFieldPlacement(kind: .toolbar)
  /// In the toolbar's principal place on Apple's platforms; atop the view in
  /// a terminal.
  public static let toolbarPrincipal = SearchFieldPlacement(kind: .toolbarPrincipal)
  /// In the sidebar on Apple's platforms; atop the view in a terminal.
  public static let sidebar = SearchFieldPlacement(kind: .sidebar)
  /// In the navigation bar's drawer on iOS; atop the view in a terminal.
  public static let navigationBarDrawer = SearchFieldPlacement(kind: .navigationBarDrawer(.automatic))

  /// In the navigation bar's drawer, shown as `displayMode` says on iOS;
  /// atop the view, always shown, in a terminal.
  ///
  /// ```swift
  /// .searchable(text: $query, placement: .navigationBarDrawer(displayMode: .always))
  /// ```
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
    SearchFieldPlacement(kind: .navigationBarDrawer(displayMode))
  }

  /// Whether a navigation bar drawer's search field hides when scrolled.
  public struct NavigationBarDrawerDisplayMode: Hashable, Sendable {
    let isAlways: Bool

    /// The platform's choice.
    public static let automatic = NavigationBarDrawerDisplayMode(isAlways: false)
    /// Always shown.
    public static let always = NavigationBarDrawerDisplayMode(isAlways: true)
  }
}
