import Foundation

/// A scene with a setting of its windows changed: ``Scene/defaultSize(width:height:)``,
/// ``Scene/windowResizability(_:)``.
public struct _ModifiedScene<Content: Scene>: Scene {
  let content: Content
  let modify: @MainActor (inout SceneDefinition) -> Void
  public var body: Never { preconditionFailure("_ModifiedScene is a primitive scene") }
}

extension _ModifiedScene: PrimitiveScene {
  func collect(into scenes: inout SceneCollection) {
    let start = scenes.definitions.count
    scenes.add(content)
    for index in start..<scenes.definitions.count { modify(&scenes.definitions[index]) }
  }
}

/// How the user may resize a scene's windows.
///
/// A terminal app has one window the size of the terminal, which only the
/// terminal's user resizes: every value is accepted and the window keeps
/// filling the terminal.
///
/// ```swift
/// Window("About", id: "about") { AboutView() }
///   .windowResizability(.contentSize)
/// ```
public struct WindowResizability: Hashable, Sendable {
  private enum Kind: Hashable, Sendable {
    case automatic, contentSize, contentMinSize
  }

  private let kind: Kind

  /// The platform's choice for the scene.
  public static let automatic = WindowResizability(kind: .automatic)
  /// Windows as large as their content allows, no larger or smaller.
  public static let contentSize = WindowResizability(kind: .contentSize)
  /// Windows no smaller than their content's minimum size.
  public static let contentMinSize = WindowResizability(kind: .contentMinSize)
}

extension Scene {
  /// The size of the scene's windows when they first open, in points (8
  /// per column and 16 per row, see ``CellMetrics``).
  ///
  /// ```swift
  /// WindowGroup { RecipeBrowser() }
  ///   .defaultSize(width: 800, height: 480)    // 100 × 30 cells
  /// ```
  ///
  /// The terminal host cannot resize the terminal it runs in: there the
  /// window fills the terminal and this is not used. `TestHost`, which
  /// has no terminal, uses the first window's default size for its screen
  /// when the test gives no size (the menu bar and tab rows come on top).
  /// A size that is not finite and positive is ignored with a runtime
  /// warning.
  public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
    _ModifiedScene(content: self) { $0.defaultSize = CGSize(width: width, height: height) }
  }

  /// The size of the scene's windows when they first open, in points; see
  /// ``defaultSize(width:height:)``.
  ///
  /// ```swift
  /// WindowGroup { RecipeBrowser() }
  ///   .defaultSize(CGSize(width: 800, height: 480))
  /// ```
  public func defaultSize(_ size: CGSize) -> some Scene {
    defaultSize(width: size.width, height: size.height)
  }

  /// How the user may resize the scene's windows. In the terminal the
  /// window always fills the terminal, whatever this says (see
  /// ``WindowResizability``).
  ///
  /// ```swift
  /// Window("About", id: "about") { AboutView() }
  ///   .windowResizability(.contentSize)
  /// ```
  public func windowResizability(_ resizability: WindowResizability) -> some Scene {
    _ModifiedScene(content: self) { $0.resizability = resizability }
  }
}

extension AppRuntime {
  /// The first window's default size in cells, chrome rows included:
  /// what a host with no terminal starts with. `nil` when the scene gives
  /// none (or a size that is not finite and positive, with a warning).
  package var defaultScreenSize: Size? {
    guard let window = windows.first, let size = scenes[window.scene].defaultSize else { return nil }
    guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
      diagnostics.warn("defaultSize(width: \(size.width), height: \(size.height)) is not a window size; it is ignored.")
      return nil
    }
    let columns = min(10_000, max(1, CellMetrics.columns(size.width)))
    let rows = min(10_000, max(1, CellMetrics.rows(size.height)))
    return Size(width: columns, height: rows + 2)
  }
}
