import Foundation

/// Opens a URL: what ``Link`` calls, read from
/// ``EnvironmentValues/openURL``.
///
/// ```swift
/// @Environment(\.openURL) private var openURL
///
/// Button("Help") { openURL(URL(string: "https://example.com/help")!) }
/// ```
///
/// Replace it for a subtree to handle links yourself:
/// ```swift
/// ContentView()
///   .environment(\.openURL, OpenURLAction { url in
///     router.open(url)
///     return .handled
///   })
/// ```
///
/// The terminal's own action opens nothing and prints nothing (a program
/// in a terminal cannot know there is a browser to show, and writing to
/// the screen would tear the frame): it records the URL in
/// ``OpenURLAction/opened``, and assistive technologies read a ``Link``'s
/// URL as its value. A handler's result decides what happens next:
/// ``Result/systemAction`` passes the URL on to that default.
public struct OpenURLAction: Sendable {
  /// What a handler did with a URL.
  public struct Result: Sendable, Equatable {
    enum Kind: Equatable, Sendable {
      case handled, discarded, systemAction(URL?)
    }
    let kind: Kind

    /// The handler opened the URL.
    public static let handled = Result(kind: .handled)
    /// The handler dropped the URL.
    public static let discarded = Result(kind: .discarded)
    /// The handler passes the URL on to the system's action.
    public static let systemAction = Result(kind: .systemAction(nil))
    /// The handler passes `url` on to the system's action instead.
    public static func systemAction(_ url: URL) -> Result { Result(kind: .systemAction(url)) }
  }

  let handler: @MainActor @Sendable (URL) -> Result

  /// An action handling URLs with `handler`.
  public init(handler: @escaping @MainActor @Sendable (URL) -> Result) {
    self.handler = handler
  }

  /// Opens `url`.
  @MainActor
  public func callAsFunction(_ url: URL) {
    switch handler(url).kind {
    case .handled, .discarded: break
    case .systemAction(let other): OpenURLAction.system.record(other ?? url)
    }
  }

  /// Opens `url` and tells `completion` whether it was accepted.
  @MainActor
  public func callAsFunction(_ url: URL, completion: (_ accepted: Bool) -> Void) {
    let result = handler(url)
    switch result.kind {
    case .handled: completion(true)
    case .discarded: completion(false)
    case .systemAction(let other):
      OpenURLAction.system.record(other ?? url)
      completion(true)
    }
  }

  /// The URLs the terminal's own action was asked to open, oldest first.
  @MainActor public static var opened: [URL] { system.urls }

  /// The terminal's own action: records what it was asked to open.
  @MainActor static let system = SystemURLOpener()

  /// The default action of the environment.
  static let standard = OpenURLAction { url in
    OpenURLAction.system.record(url)
    return .handled
  }
}

/// Where the terminal's own ``OpenURLAction`` keeps the URLs it was given.
@MainActor
final class SystemURLOpener {
  private(set) var urls: [URL] = []
  /// At most this many are kept: a long session forgets the oldest.
  private let limit = 100

  func record(_ url: URL) {
    urls.append(url)
    if urls.count > limit { urls.removeFirst(urls.count - limit) }
  }
}

extension EnvironmentValues {
  private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { .standard }
  }

  /// The action that opens URLs here (``Link`` calls it).
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }
}
