/// A value that follows where assistive technologies' cursors are, and
/// moves them when you set it.
///
/// Bind elements with ``View/accessibilityFocused(_:equals:)`` (or
/// ``View/accessibilityFocused(_:)`` for a `Bool`). While the cursor of a
/// technology the state follows is on a bound element, the state reads
/// that element's value; otherwise `nil` (or `false`). Setting it moves the
/// cursors of the running technologies it follows to the bound element,
/// which is then announced. With no such technology running, the state
/// reads `nil`/`false` and writing changes nothing.
///
/// ```swift
/// struct ContentView: View {
///   @Binding var notification: CustomNotification?
///   @AccessibilityFocusState var isNotificationFocused: Bool
///
///   var body: some View {
///     VStack {
///       if let notification {
///         Text(notification.text)
///           .accessibilityFocused($isNotificationFocused)
///       }
///       Text("The main content for this view.")
///     }
///     .onChange(of: notification) { notification in
///       if notification?.isPriority == true {
///         isNotificationFocused = true
///       }
///     }
///   }
/// }
/// ```
/// Accessibility focus is separate from keyboard focus: moving one never
/// moves the other. Writing `nil`/`false` leaves the cursors where they
/// are; the state reads the default until a cursor next moves onto a bound
/// element.
@MainActor @preconcurrency
@propertyWrapper
public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
  let box: AccessibilityFocusStateBox<Value>

  // The initialisers live in the type's body so that
  // `@AccessibilityFocusState var x: T?` is default-initialised.

  /// A state that is `true` while any running technology's cursor is on
  /// an element bound with ``View/accessibilityFocused(_:)``.
  public init() where Value == Bool {
    box = AccessibilityFocusStateBox(defaultValue: false, technologies: [])
  }

  /// A state that follows only `technologies`' cursors.
  ///
  /// ```swift
  /// @AccessibilityFocusState(for: .switchControl) var isScanned: Bool
  /// ```
  public init(for technologies: AccessibilityTechnologies) where Value == Bool {
    box = AccessibilityFocusStateBox(defaultValue: false, technologies: technologies)
  }

  /// A state holding the value of the bound element any running
  /// technology's cursor is on, or `nil`.
  public init<T: Hashable>() where Value == T? {
    box = AccessibilityFocusStateBox(defaultValue: nil, technologies: [])
  }

  /// A state holding the value of the bound element one of
  /// `technologies`' cursors is on, or `nil`.
  public init<T: Hashable>(for technologies: AccessibilityTechnologies) where Value == T? {
    box = AccessibilityFocusStateBox(defaultValue: nil, technologies: technologies)
  }

  /// Where the cursors are, in terms of the bound values.
  public var wrappedValue: Value {
    get { box.read() }
    nonmutating set { box.write(newValue) }
  }

  /// A binding to hand to ``View/accessibilityFocused(_:equals:)``.
  public var projectedValue: Binding {
    Binding(box: box)
  }

  /// An accessibility focus state handed to another view: it reads and
  /// writes the same state.
  ///
  /// ```swift
  /// struct Banner: View {
  ///   @AccessibilityFocusState.Binding var isFocused: Bool
  ///   var body: some View { Text("Saved").accessibilityFocused($isFocused) }
  /// }
  /// ```
  @MainActor @preconcurrency
  @propertyWrapper
  public struct Binding {
    let box: AccessibilityFocusStateBox<Value>

    /// The state's current value; setting it moves the cursors.
    public var wrappedValue: Value {
      get { box.read() }
      nonmutating set { box.write(newValue) }
    }

    /// The binding itself.
    public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
  }
}

extension AccessibilityFocusState.Binding: BindingComparable {
  func hasSameLocation(as other: AccessibilityFocusState<Value>.Binding) -> Bool {
    box === other.box || (box.slot != nil && box.slot === other.box.slot)
  }
}

extension AccessibilityFocusState: InstallableProperty {
  func install(on node: ViewNode, ordinal: Int) {
    if ordinal < node.slots.count, let slot = node.slots[ordinal] as? FocusStateSlot<Value, AssistiveFocus> {
      box.slot = slot
    } else {
      let slot = FocusStateSlot<Value, AssistiveFocus>(
        defaultValue: box.defaultValue, followed: box.technologies, session: node.graph.accessibility)
      node.setSlot(slot, at: ordinal)
      box.slot = slot
    }
  }
}

/// What an `AccessibilityFocusState` value holds until the runtime links
/// it to its node's slot.
@MainActor
final class AccessibilityFocusStateBox<Value: Hashable> {
  let defaultValue: Value
  let technologies: AccessibilityTechnologies
  var slot: FocusStateSlot<Value, AssistiveFocus>?
  private var warned = false

  init(defaultValue: Value, technologies: AccessibilityTechnologies) {
    self.defaultValue = defaultValue
    self.technologies = technologies
  }

  func read() -> Value {
    guard let slot = installedSlot else { return defaultValue }
    return slot.read()
  }

  func write(_ value: Value) {
    installedSlot?.write(value)
  }

  var installedSlot: FocusStateSlot<Value, AssistiveFocus>? {
    if slot == nil, !warned {
      warned = true
      RuntimeWarnings.emitGlobally(
        "AccessibilityFocusState<\(Value.self)> is used outside of an installed view; its value is constant "
          + "(\(defaultValue)) and writes move nothing. Declare it with @AccessibilityFocusState in a View.")
    }
    return slot
  }
}
