/// An observable object a view owns: made once, when the view first
/// appears, and kept for as long as the view keeps its identity. The
/// view's body runs again after the object's `objectWillChange` sends.
///
/// ```swift
/// final class Timer: ObservableObject {
///   @Published var seconds = 0
/// }
///
/// struct Stopwatch: View {
///   @StateObject private var timer = Timer()
///   var body: some View {
///     Button("\(timer.seconds) s") { timer.seconds += 1 }
///   }
/// }
/// ```
///
/// The expression is evaluated once per view identity; later evaluations
/// of the view's initialiser don't run it again.
@MainActor @preconcurrency
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
  let box: StateObjectBox<ObjectType>

  /// Makes the object with `thunk` the first time the view appears.
  public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
    box = StateObjectBox(make: thunk)
  }

  /// The object.
  public var wrappedValue: ObjectType { box.object }

  /// Makes bindings to the object's properties: `$model.name`.
  public var projectedValue: ObservedObject<ObjectType>.Wrapper {
    ObservedObject.Wrapper(root: wrappedValue)
  }
}

extension StateObject: InstallableProperty {
  func install(on node: ViewNode, ordinal: Int) {
    let slot: StateObjectSlot<ObjectType>
    if ordinal < node.slots.count, let existing = node.slots[ordinal] as? StateObjectSlot<ObjectType> {
      slot = existing
    } else {
      slot = StateObjectSlot(object: box.make())
      node.setSlot(slot, at: ordinal)
    }
    box.slot = slot
    slot.changes.observe(slot.object, for: node)
  }
}

/// The reference a `StateObject` value holds: how to make the object,
/// until the runtime links it to the node's slot.
@MainActor
final class StateObjectBox<ObjectType: ObservableObject> {
  let make: () -> ObjectType
  var slot: StateObjectSlot<ObjectType>?
  private var detached: ObjectType?

  init(make: @escaping () -> ObjectType) {
    self.make = make
  }

  var object: ObjectType {
    if let slot { return slot.object }
    if let detached { return detached }
    RuntimeWarnings.emitGlobally(
      "Accessing StateObject<\(ObjectType.self)>'s object outside of being installed on a View. "
        + "This makes an object of its own, which no view follows.")
    let object = make()
    detached = object
    return object
  }
}

/// The object a view owns, in the view's node, and the node's subscription
/// to it.
@MainActor
final class StateObjectSlot<ObjectType: ObservableObject> {
  let object: ObjectType
  let changes = ObjectWillChangeSlot()

  init(object: ObjectType) {
    self.object = object
  }
}
