/// A group of windows showing the same kind of content; each window has its
/// own state. The app starts with one; File ▸ New Window (Ctrl-N) and
/// ``OpenWindowAction`` open more. The terminal shows windows as tabs.
///
/// ```swift
/// WindowGroup("Notes", id: "notes") { NotesView() }
/// ```
public struct WindowGroup<Content: View>: Scene {
  /// The windows' title.
  public let title: String?
  /// The identifier ``OpenWindowAction`` opens more windows with.
  public let id: String?
  let content: Content

  /// A window group showing `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.init(title: nil, id: nil, content: content())
  }

  /// A window group titled `title`.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(title: String(title), id: nil, content: content())
  }

  /// A window group titled `title` that `openWindow(id:)` opens windows of.
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
    self.init(title: String(title), id: id, content: content())
  }

  /// A window group that `openWindow(id:)` opens windows of.
  public init(id: String, @ViewBuilder content: () -> Content) {
    self.init(title: nil, id: id, content: content())
  }

  private init(title: String?, id: String?, content: Content) {
    self.title = title
    self.id = id
    self.content = content
  }

  public var body: Never { preconditionFailure("WindowGroup is a primitive scene") }
}

extension WindowGroup: PrimitiveScene {
  func collect(into scenes: inout SceneCollection) {
    scenes.definitions.append(
      SceneDefinition(kind: .windowGroup, id: id, title: title, content: .view(AnyView(erasing: content))))
  }
}

/// A single window: ``OpenWindowAction`` brings it back to front rather
/// than opening a second one.
///
/// ```swift
/// Window("Activity", id: "activity") { ActivityView() }
/// ```
public struct Window<Content: View>: Scene {
  /// The window's title.
  public let title: String
  /// The identifier ``OpenWindowAction`` shows it with.
  public let id: String
  let content: Content

  /// A window titled `title`, shown with `openWindow(id: id)`.
  public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
    self.title = String(title)
    self.id = id
    self.content = content()
  }

  public var body: Never { preconditionFailure("Window is a primitive scene") }
}

extension Window: PrimitiveScene {
  func collect(into scenes: inout SceneCollection) {
    scenes.definitions.append(
      SceneDefinition(kind: .window, id: id, title: title, content: .view(AnyView(erasing: content))))
  }
}
