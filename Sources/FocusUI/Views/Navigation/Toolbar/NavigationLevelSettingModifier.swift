/// Identifies one modifier that sets something on its navigation level
/// (kept in the modifier's state, so it lasts as long as the modifier).
final class NavigationSettingToken: Sendable {
  /// Mount order: toolbars are listed in the order they were declared.
  let order = EnvironmentValues.nextVersion()
}

/// A setting of a navigation level that a modifier makes.
enum NavigationLevelSetting {
  case title(String)
  case subtitle(String)
  case backButtonHidden(Bool)
  case barVisibility(Visibility, ToolbarPlacement.Bar)
}

/// Sets a title, subtitle, back button or bar visibility on the level of
/// the navigation container the view is in, withdrawn when the view goes.
public struct _NavigationLevelSettingModifier: ViewModifier {
  let setting: NavigationLevelSetting

  @Environment(\.navigationContext) private var context
  @State private var token = NavigationSettingToken()

  public func body(content: Content) -> some View {
    let info = context.info
    if let info {
      let setter = LevelSetter(token: ObjectIdentifier(token), depth: ViewGraph.evaluationStack.last?.depth ?? 0)
      apply(setting, to: info, by: setter)
    }
    let setting = self.setting
    let token = self.token
    return content.onDisappear { [weak info] in
      guard let info else { return }
      withdraw(setting, from: info, by: LevelSetter(token: ObjectIdentifier(token), depth: 0))
    }
  }
}

@MainActor
private func apply(_ setting: NavigationLevelSetting, to info: NavigationLevelInfo, by setter: LevelSetter) {
  switch setting {
  case .title(let title): info.setTitle(title, by: setter)
  case .subtitle(let subtitle): info.setSubtitle(subtitle, by: setter)
  case .backButtonHidden(let hidden): info.setBackButtonHidden(hidden, by: setter)
  case .barVisibility(let visibility, let bar): info.setVisibility(visibility, of: bar, by: setter)
  }
}

@MainActor
private func withdraw(_ setting: NavigationLevelSetting, from info: NavigationLevelInfo, by setter: LevelSetter) {
  switch setting {
  case .title: info.setTitle(nil, by: setter)
  case .subtitle: info.setSubtitle(nil, by: setter)
  case .backButtonHidden: info.setBackButtonHidden(nil, by: setter)
  case .barVisibility(_, let bar): info.setVisibility(nil, of: bar, by: setter)
  }
}
