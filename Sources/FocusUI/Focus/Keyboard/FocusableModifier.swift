/// The kinds of interaction a focusable view supports, for
/// ``View/focusable(_:interactions:)``.
public struct FocusInteractions: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The view is activated (like a button): a click activates it without
  /// giving it focus; keyboard focus reaches it with Tab.
  public static let activate = FocusInteractions(rawValue: 1 << 0)
  /// The view takes input while focused (like a text field): a click
  /// focuses it.
  public static let edit = FocusInteractions(rawValue: 1 << 1)
  /// Both, the default for custom focusable views.
  public static let automatic: FocusInteractions = [.activate, .edit]
}

/// Makes a view a focus target, or takes it out of focus: ``View/focusable(_:)``.
public struct _FocusableModifier: PrimitiveModifier, Equatable {
  let isFocusable: Bool
  let interactions: FocusInteractions

  func makeModifierNode(in graph: ViewGraph) -> ViewNode { FocusableNode(graph: graph) }
}

/// A focus target made with `.focusable()` (a container, a custom view), or
/// the switch that takes its content's control out of focus
/// (`.focusable(false)`). It lays its content out as a vertical stack and
/// tells the views inside whether it is focused (`isFocused`).
final class FocusableNode: PassThroughLayoutNode<_FocusableModifier> {
  override var focusCapability: FocusCapability? {
    guard modifier.isFocusable, directControl == nil else { return nil }
    return FocusCapability(interactions: modifier.interactions)
  }

  override func run() {
    super.run()
    // `focusable(false)` switches off the control it modifies.
    if let control = directControl {
      let override: Bool? = modifier.isFocusable ? nil : false
      if control.focusOverride != override {
        control.focusOverride = override
        control.refreshFocusability()
      }
    }
  }

  /// The control this modifier applies to directly, looking through other
  /// modifiers and custom views (`TextField(…).focusable(false)`).
  private var directControl: ViewNode? {
    var node = children.first
    while let current = node {
      if current.focusCapability != nil { return current }
      node = current.wrapsSameView ? current.children.first : nil
    }
    return nil
  }

  override var childEnvironment: EnvironmentValues {
    focusEnvironment(super.childEnvironment)
  }

  override func draw(into canvas: inout Canvas) {
    super.draw(into: &canvas)
    drawFocusRing(into: &canvas)
  }

  /// The focus engine moves the view in and out of the focus order
  /// without an update.
  override var standingLabel: String? { labelText }

  override func makeElement() -> Element? {
    guard isInFocusOrder else { return nil }
    return Element(
      id: id, role: .container, label: labelText, frame: frame, isEnabled: environment.isEnabled,
      isFocused: isFocused)
  }
}

extension View {
  /// Makes this view a focus target (`true`), or takes it out of focus
  /// (`false`): a text field marked `focusable(false)` is skipped by Tab.
  ///
  /// ```swift
  /// CardView(card)
  ///   .focusable()
  ///   .focused($focusedCard, equals: card.id)
  /// ```
  /// Inside a focusable view, `@Environment(\.isFocused)` tells whether it
  /// has focus.
  public func focusable(_ isFocusable: Bool = true) -> some View {
    modifier(_FocusableModifier(isFocusable: isFocusable, interactions: .automatic))
  }

  /// Makes this view a focus target supporting `interactions`.
  public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
    modifier(_FocusableModifier(isFocusable: isFocusable, interactions: interactions))
  }
}

extension EnvironmentValues {
  struct IsFocusedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }

  /// Whether the nearest focusable view at or above this one has focus;
  /// `false` where no focusable view is above.
  ///
  /// ```swift
  /// struct Card: View {
  ///   @Environment(\.isFocused) private var isFocused
  ///   var body: some View { Text(isFocused ? "> Card" : "  Card") }
  /// }
  ///
  /// Card().focusable()
  /// ```
  public internal(set) var isFocused: Bool {
    get { self[IsFocusedKey.self] }
    set { self[IsFocusedKey.self] = newValue }
  }
}
