import Observation

/// Reads a value from the view's environment; the body runs again when that
/// value changes.
///
/// ```swift
/// struct SaveButton: View {
///   @Environment(\.isEnabled) private var isEnabled
///   @Environment(Library.self) private var library   // an @Observable object
///
///   var body: some View {
///     Button(isEnabled ? "Save \(library.name)" : "Saving…") { library.save() }
///   }
/// }
/// ```
@MainActor @preconcurrency
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    case object(ObjectIdentifier, fallback: Value?)
  }

  let source: Source
  let box = EnvironmentBox()

  /// Reads the value at `keyPath` of ``EnvironmentValues``.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    source = .keyPath(keyPath)
  }

  /// The current value.
  public var wrappedValue: Value {
    guard let node = box.node else {
      RuntimeWarnings.emitGlobally(
        "Accessing Environment's value outside of being installed on a View; the default value is returned.")
      return value(in: EnvironmentValues())
    }
    return value(in: node.environment)
  }

  /// Reads the value; inside a body, the keys read are recorded so that the
  /// body runs again when one of them changes.
  private func value(in environment: EnvironmentValues) -> Value {
    guard let reader = ViewGraph.evaluationStack.last else { return resolve(in: environment) }
    var environment = environment
    let log = EnvironmentValues.ReadLog()
    environment.readLog = log
    let value = resolve(in: environment)
    for read in log.reads {
      reader.recordEnvironmentRead(read)
    }
    return value
  }

  private func resolve(in environment: EnvironmentValues) -> Value {
    switch source {
    case .keyPath(let keyPath):
      return environment[keyPath: keyPath]
    case .object(let key, let fallback):
      if let object = environment.object(for: key) as? Value { return object }
      if let fallback { return fallback }
      preconditionFailure(
        "No \(Value.self) found in the environment. Pass one with .environment(_:) on an ancestor view.")
    }
  }
}

extension Environment where Value: AnyObject & Observable {
  /// Reads the `@Observable` object of type `Value` that an ancestor passed
  /// with ``View/environment(_:)``.
  public init(_ objectType: Value.Type) {
    source = .object(ObjectIdentifier(objectType), fallback: nil)
  }
}

extension Environment {
  /// Reads an optional `@Observable` object: `nil` where no ancestor passed one.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    source = .object(ObjectIdentifier(objectType), fallback: .some(nil))
  }
}

extension Environment: InstallableProperty {
  func install(on node: ViewNode, ordinal: Int) {
    box.node = node
    node.setSlot(nil, at: ordinal)
  }
}

/// Links an `Environment` value to the node it was installed on.
@MainActor
final class EnvironmentBox {
  var node: ViewNode? {
    get { link?.node }
    set { link = newValue?.link }
  }
  private var link: NodeLink?
  nonisolated init() {}
}
