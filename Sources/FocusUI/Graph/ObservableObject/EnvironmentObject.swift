/// An observable object an ancestor passed down with
/// ``View/environmentObject(_:)``: the view's body runs again after the
/// object's `objectWillChange` sends, or when an ancestor passes another.
///
/// ```swift
/// final class Settings: ObservableObject {
///   @Published var fontSize = 12
/// }
///
/// struct FontSizeRow: View {
///   @EnvironmentObject var settings: Settings
///   var body: some View {
///     Button("Size \(settings.fontSize)") { settings.fontSize += 1 }
///   }
/// }
///
/// ContentView().environmentObject(Settings())
/// ```
///
/// A view whose ancestors passed no object of the type is a programmer
/// error. SwiftUI stops the app; here the runtime reports a warning and
/// the view shows nothing, its body not run. Reading the object anyway
/// (in an action, or in an ``App`` or ``Commands`` body) stops the app with
/// the same message, as nothing of the type exists to return.
@MainActor @preconcurrency
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
  let box = EnvironmentObjectBox<ObjectType>()

  /// Reads the object of type `ObjectType` from the environment.
  public init() {}

  /// The object.
  public var wrappedValue: ObjectType {
    guard let object = box.object else { preconditionFailure(Self.missingMessage) }
    return object
  }

  /// Makes bindings to the object's properties: `$settings.fontSize`.
  public var projectedValue: EnvironmentObject<ObjectType>.Wrapper {
    Wrapper(root: wrappedValue)
  }

  static var missingMessage: String {
    "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for "
      + "\(ObjectType.self) may be missing as an ancestor of this view."
  }

  /// Makes bindings to the properties of an environment object.
  ///
  /// ```swift
  /// Toggle("Bold", isOn: $settings.isBold)
  /// ```
  ///
  /// The same type as `$object` of an ``ObservedObject``.
  public typealias Wrapper = ObservedObject<ObjectType>.Wrapper
}

extension EnvironmentObject: InstallableProperty {
  func install(on node: ViewNode, ordinal: Int) {
    // Read through a log, so the body runs again when an ancestor passes
    // another object.
    var environment = node.environment
    let log = EnvironmentValues.ReadLog()
    environment.readLog = log
    let object = environment.object(for: EnvironmentObjectKey<ObjectType>.id) as? ObjectType
    for read in log.reads { node.recordEnvironmentRead(read) }
    box.object = object
    ObjectWillChangeSlot.at(ordinal, of: node).observe(object, for: node)
    if object == nil {
      node.graph.diagnostics.warn("\(Self.missingMessage) \(node.debugName) shows nothing.")
      (node as? BodyNode)?.lacksEnvironmentObject = true
    }
  }
}

/// Links an `EnvironmentObject` value to the object its node found.
@MainActor
final class EnvironmentObjectBox<ObjectType: AnyObject> {
  var object: ObjectType?
  nonisolated init() {}
}

/// The environment's key for the observable object of one type (apart from
/// the `@Observable` objects ``View/environment(_:)`` passes).
enum EnvironmentObjectKey<ObjectType: AnyObject> {
  static var id: ObjectIdentifier { ObjectIdentifier(EnvironmentObjectKey<ObjectType>.self) }
}

extension View {
  /// Passes an observable object to this view and the views inside it,
  /// where `@EnvironmentObject var object: T` reads it.
  ///
  /// ```swift
  /// ContentView().environmentObject(settings)
  /// ```
  public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
    modifier(_EnvironmentObjectModifier(key: EnvironmentObjectKey<T>.id, object: object))
  }
}
