/// A navigation container, SwiftUI's older (deprecated) spelling.
///
/// ```swift
/// NavigationView {
///   List(notes) { note in
///     NavigationLink(note.title, destination: NoteView(note: note))
///   }
///   .navigationTitle("Notes")
/// }
/// ```
///
/// With one view it behaves as a ``NavigationStack`` with that root. With
/// two (or three) views written one after another it behaves as a
/// ``NavigationSplitView`` of those columns, the last one the detail, as
/// SwiftUI's columns style on macOS and iPadOS — side by side when wide,
/// one at a time when narrow. ``View/navigationViewStyle(_:)`` with `.stack`
/// makes it a stack whatever it holds.
public struct NavigationView<Content: View>: View {
  private let content: Content
  @Environment(\.navigationViewIsStack) private var isStack

  /// A navigation view of `content`.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    let columns = (content as? any TupleViewProtocol)?.childViews ?? []
    if !isStack, columns.count == 2 {
      return AnyView(
        NavigationSplitView {
          AnyView(columns[0])
        } detail: {
          AnyView(columns[1])
        })
    }
    if !isStack, columns.count == 3 {
      return AnyView(
        NavigationSplitView {
          AnyView(columns[0])
        } content: {
          AnyView(columns[1])
        } detail: {
          AnyView(columns[2])
        })
    }
    return AnyView(NavigationStack { content })
  }
}

/// How a ``NavigationView`` shows its views: ``View/navigationViewStyle(_:)``.
public protocol NavigationViewStyle {
  /// Whether the style makes the view a stack.
  var _isStack: Bool { get }
}

/// The system's choice: columns when the view holds several.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
  public init() {}
  public var _isStack: Bool { false }
}

/// One view at a time: a stack.
public struct StackNavigationViewStyle: NavigationViewStyle {
  public init() {}
  public var _isStack: Bool { true }
}

/// Columns side by side (a split view).
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle {
  public init() {}
  public var _isStack: Bool { false }
}

/// Columns side by side (macOS).
public struct ColumnNavigationViewStyle: NavigationViewStyle {
  public init() {}
  public var _isStack: Bool { false }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
  /// The system's choice.
  public static var automatic: DefaultNavigationViewStyle { .init() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
  /// A stack.
  public static var stack: StackNavigationViewStyle { .init() }
}

extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
  /// Columns.
  public static var columns: ColumnNavigationViewStyle { .init() }
}

extension EnvironmentValues {
  private struct NavigationViewIsStackKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }

  var navigationViewIsStack: Bool {
    get { self[NavigationViewIsStackKey.self] }
    set { self[NavigationViewIsStackKey.self] = newValue }
  }
}

extension View {
  /// How the ``NavigationView``s here show their views: `.stack` for one
  /// at a time, `.columns` (or `.automatic`) for columns when a view holds
  /// several.
  ///
  /// ```swift
  /// NavigationView { Sidebar(); Detail() }
  ///   .navigationViewStyle(.stack)
  /// ```
  public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
    environment(\.navigationViewIsStack, style._isStack)
  }
}
