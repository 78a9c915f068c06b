/// An observable object a view is handed: the view's body runs again after
/// the object's `objectWillChange` sends, and `$object.property` makes
/// bindings to its properties.
///
/// ```swift
/// final class Contact: ObservableObject {
///   @Published var name = ""
/// }
///
/// struct ContactEditor: View {
///   @ObservedObject var contact: Contact
///   var body: some View {
///     TextField("Name", text: $contact.name)
///   }
/// }
/// ```
///
/// The view doesn't own the object: a parent keeps it (with
/// ``StateObject``, say). A parent handing a different object counts as a
/// change of the view's inputs; the same object does not.
@MainActor @preconcurrency
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
  /// The object.
  public var wrappedValue: ObjectType

  /// Observes `wrappedValue`.
  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }

  /// Observes `initialValue`.
  public init(initialValue: ObjectType) {
    self.wrappedValue = initialValue
  }

  /// Makes bindings to the object's properties: `$contact.name`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    Wrapper(root: wrappedValue)
  }

  /// Makes bindings to the properties of an observable object.
  ///
  /// ```swift
  /// TextField("Name", text: $contact.name)
  /// ```
  @MainActor @preconcurrency
  @dynamicMemberLookup
  public struct Wrapper {
    let root: ObjectType

    /// A binding to the property at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
      -> Binding<Subject>
    {
      Binding(location: ObjectLocation(object: root, keyPath: keyPath))
    }
  }
}

extension ObservedObject: InputComparingProperty {
  func install(on node: ViewNode, ordinal: Int) {
    ObjectWillChangeSlot.at(ordinal, of: node).observe(wrappedValue, for: node)
  }

  static func hasSameInput(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
    lhs.assumingMemoryBound(to: Self.self).pointee.wrappedValue
      === rhs.assumingMemoryBound(to: Self.self).pointee.wrappedValue
  }
}
