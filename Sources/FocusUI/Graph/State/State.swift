/// A value a view owns, kept by the runtime across body evaluations for as
/// long as the view keeps its identity.
///
/// ```swift
/// struct Counter: View {
///   @State private var count = 0
///
///   var body: some View {
///     Button("Count: \(count)") { count += 1 }
///   }
/// }
/// ```
///
/// Writing the value re-runs the bodies that read it, and only those.
@MainActor @preconcurrency
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let box: StateBox<Value>

  /// Creates state with an initial value; later evaluations of the view keep
  /// the stored value and ignore this one.
  public init(wrappedValue value: Value) {
    box = StateBox(initial: value)
  }

  /// Creates state with an initial value.
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The current value.
  public var wrappedValue: Value {
    get { box.read() }
    nonmutating set { box.write(newValue) }
  }

  /// A binding to the value, for a control or a child view to change it.
  public var projectedValue: Binding<Value> {
    Binding(location: StateLocation(box: box))
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates state whose initial value is `nil`.
  public init() {
    self.init(wrappedValue: nil)
  }
}

extension State: InstallableProperty {
  func install(on node: ViewNode, ordinal: Int) {
    if ordinal < node.slots.count, let slot = node.slots[ordinal] as? StateSlot<Value> {
      box.slot = slot
    } else {
      let slot = StateSlot(box.initial)
      node.setSlot(slot, at: ordinal)
      box.slot = slot
    }
  }
}

/// The reference a `State` value holds: its initial value until the runtime
/// links it to the node's slot.
@MainActor
final class StateBox<Value> {
  let initial: Value
  var slot: StateSlot<Value>?
  private var detachedValue: Value?
  private var warned = false

  init(initial: Value) {
    self.initial = initial
  }

  func read() -> Value {
    if let slot { return slot.read() }
    warnDetached()
    return detachedValue ?? initial
  }

  func write(_ value: Value) {
    if let slot {
      slot.write(value)
    } else {
      warnDetached()
      detachedValue = value
    }
  }

  func modify(_ body: (inout Value) -> Void) {
    if let slot {
      slot.modify(body)
    } else {
      var value = read()
      body(&value)
      write(value)
    }
  }

  /// The identity of the storage this box stands for.
  var identity: ObjectIdentifier {
    slot.map { ObjectIdentifier($0) } ?? ObjectIdentifier(self)
  }

  private func warnDetached() {
    guard !warned else { return }
    warned = true
    RuntimeWarnings.emitGlobally(
      "Accessing State's value outside of being installed on a View. "
        + "This will result in a constant value of the initial value and will not update.")
  }
}

extension ViewNode {
  /// Stores `slot` as the dynamic property at `ordinal`.
  func setSlot(_ slot: AnyObject?, at ordinal: Int) {
    while slots.count <= ordinal { slots.append(PlaceholderSlot.shared) }
    slots[ordinal] = slot ?? PlaceholderSlot.shared
  }
}

/// Fills the ordinals of dynamic properties that keep no storage.
final class PlaceholderSlot: Sendable {
  static let shared = PlaceholderSlot()
}
