import Observation

/// Makes bindings to the properties of an `@Observable` object.
///
/// ```swift
/// @Observable final class Account { var email = "" }
///
/// struct EmailField: View {
///   @Bindable var account: Account
///   var body: some View { TextField("Email", text: $account.email) }
/// }
/// ```
@MainActor @preconcurrency
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject & Observable> {
  /// The object.
  public var wrappedValue: Value

  /// Wraps `wrappedValue`.
  public init(wrappedValue: Value) {
    self.wrappedValue = wrappedValue
  }

  /// Wraps `object`.
  public init(_ object: Value) {
    self.wrappedValue = object
  }

  /// The wrapper itself, for `$object.property` bindings.
  public var projectedValue: Bindable<Value> { self }

  /// A binding to `keyPath` on the object.
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    Binding(location: ObjectLocation(object: wrappedValue, keyPath: keyPath))
  }
}
