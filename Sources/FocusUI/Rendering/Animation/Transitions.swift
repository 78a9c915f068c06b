/// How a view enters or leaves on Apple's platforms. In the terminal a view
/// appears and disappears at once (see ``Animation``).
///
/// ```swift
/// if showsDetail { DetailView().transition(.move(edge: .trailing)) }
/// ```
public struct AnyTransition: Sendable {
  private init() {}

  public static let identity = AnyTransition()
  public static let opacity = AnyTransition()
  public static let slide = AnyTransition()
  public static let scale = AnyTransition()

  public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition() }
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
  public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition() }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
    AnyTransition()
  }

  /// A transition from `active` to `identity` as a view enters (and back
  /// as it leaves). The terminal shows a view at once, so neither state
  /// is drawn on the way: like every transition here, it changes nothing.
  ///
  /// ```swift
  /// extension AnyTransition {
  ///   static let flip = AnyTransition.modifier(active: Flip(progress: 1), identity: Flip(progress: 0))
  /// }
  /// ```
  public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition() }

  public func combined(with other: AnyTransition) -> AnyTransition { self }
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

/// How a view's content changes on Apple's platforms (a number rolling, a
/// symbol bouncing); in the terminal the new content shows at once.
///
/// ```swift
/// Text("\(count)").contentTransition(.numericText())
/// ```
public struct ContentTransition: Hashable, Sendable {
  private init() {}

  public static let identity = ContentTransition()
  public static let opacity = ContentTransition()
  public static let interpolate = ContentTransition()
  public static let symbolEffect = ContentTransition()

  public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
  public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
}

extension View {
  /// Animates changes of `value` on Apple's platforms; in the terminal
  /// they show at once (see ``Animation``).
  ///
  /// ```swift
  /// Circle().fill(isOn ? .green : .gray).animation(.linear, value: isOn)
  /// ```
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

  /// How this view enters and leaves; in the terminal it appears and
  /// disappears at once (see ``AnyTransition``).
  ///
  /// ```swift
  /// Banner().transition(.opacity)
  /// ```
  public func transition(_ transition: AnyTransition) -> some View { self }

  /// How this view's content changes; in the terminal at once (see
  /// ``ContentTransition``).
  ///
  /// ```swift
  /// Image(systemName: isOn ? "star.fill" : "star").contentTransition(.symbolEffect)
  /// ```
  public func contentTransition(_ transition: ContentTransition) -> some View { self }
}
