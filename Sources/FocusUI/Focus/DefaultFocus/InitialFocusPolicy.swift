/// Where focus goes when a window opens with nothing focused and no
/// ``View/defaultFocus(_:_:priority:)`` or ``View/prefersDefaultFocus(_:in:)``
/// preference applies.
///
/// Set it on a window's content; the runtime reads it from the environment
/// of the window's first focusable view:
/// ```swift
/// WindowGroup {
///   ContentView()
///     .environment(\.initialFocusPolicy, .firstFocusable)
/// }
/// ```
///
/// SwiftUI has no such setting: its platforms decide. FocusUI's hosts (the
/// terminal and `TestHost`) use ``automatic``, which leaves a window with
/// nothing focused until the user presses Tab or clicks, as iPadOS does
/// with a hardware keyboard; a program that writes its focus state in
/// `onAppear`, or declares a default, gets focus at once either way.
public struct InitialFocusPolicy: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case automatic
    case firstFocusable
  }

  let kind: Kind

  /// The host's choice: in the terminal and in `TestHost`, nothing is
  /// focused until the user moves focus.
  ///
  /// ```swift
  /// .environment(\.initialFocusPolicy, .automatic)
  /// ```
  public static let automatic = InitialFocusPolicy(kind: .automatic)

  /// The first focusable view in the window's focus order (the first Tab
  /// stop) gets focus when the window opens, as on macOS, where a window's
  /// first text field starts with the cursor in it.
  ///
  /// ```swift
  /// .environment(\.initialFocusPolicy, .firstFocusable)
  /// ```
  public static let firstFocusable = InitialFocusPolicy(kind: .firstFocusable)
}

extension EnvironmentValues {
  private struct InitialFocusPolicyKey: EnvironmentKey {
    static var defaultValue: InitialFocusPolicy { .automatic }
  }

  /// Where focus goes when the window opens with nothing focused and no
  /// default-focus preference applies; ``InitialFocusPolicy/automatic``
  /// unless set.
  ///
  /// ```swift
  /// ContentView()
  ///   .environment(\.initialFocusPolicy, .firstFocusable)
  /// ```
  public var initialFocusPolicy: InitialFocusPolicy {
    get { self[InitialFocusPolicyKey.self] }
    set { self[InitialFocusPolicyKey.self] = newValue }
  }
}
