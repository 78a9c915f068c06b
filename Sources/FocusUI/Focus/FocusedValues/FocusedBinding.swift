/// Reads and writes the value behind a published ``Binding``: the focused
/// document, the selected item. `nil` when nothing publishes one.
///
/// ```swift
/// extension FocusedValues {
///   @Entry var counter: Binding<Int>?
/// }
///
/// struct CounterCommands: Commands {
///   @FocusedBinding(\.counter) var counter
///   var body: some Commands {
///     CommandMenu("Counter") {
///       Button("Increment") { counter? += 1 }.disabled(counter == nil)
///     }
///   }
/// }
/// ```
/// Setting `nil` changes nothing.
@MainActor @preconcurrency
@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
  private var focused: FocusedValue<Binding<Value>>

  /// Reads the binding published at `keyPath`.
  public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
    focused = FocusedValue(keyPath)
  }

  /// The bound value, or `nil` when no binding is published.
  public var wrappedValue: Value? {
    get { focused.wrappedValue?.wrappedValue }
    nonmutating set {
      guard let newValue, let binding = focused.wrappedValue else { return }
      binding.wrappedValue = newValue
    }
  }

  /// A binding to the optional value: reads `nil` when nothing is published.
  public var projectedValue: Binding<Value?> {
    Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
  }
}
