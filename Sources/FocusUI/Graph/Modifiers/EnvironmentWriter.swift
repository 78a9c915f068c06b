import Observation

/// Primitive modifiers that change the environment of their content.
@MainActor
protocol EnvironmentWritingModifier: PrimitiveModifier {
  /// Applies the change to the environment handed to the content.
  func apply(to environment: inout EnvironmentValues)
}

extension EnvironmentWritingModifier {
  func makeModifierNode(in graph: ViewGraph) -> ViewNode {
    EnvironmentWriterNode<Self>(graph: graph)
  }
}

/// Hands its content the parent's environment with one change applied.
///
/// The result is cached, and entries it writes keep their version while the
/// modifier's value stays equal, so readers below re-run only on real changes.
class EnvironmentWriterNode<M: EnvironmentWritingModifier>: ModifierNode<M> {
  private var version = 0
  private var cached: EnvironmentValues?
  private var cachedInputToken = -1

  override func accept(_ view: any View) -> Bool {
    let result = super.accept(view)
    if modifierChanged {
      version = EnvironmentValues.nextVersion()
      cached = nil
    }
    return result
  }

  override var childEnvironment: EnvironmentValues {
    if let cached, cachedInputToken == environment.token { return cached }
    var result = environment
    EnvironmentValues.$writerVersion.withValue(version) {
      modifier.apply(to: &result)
    }
    cached = result
    cachedInputToken = environment.token
    return result
  }
}

/// Sets one ``EnvironmentValues`` entry: ``View/environment(_:_:)``.
public struct _EnvironmentKeyWritingModifier<Value>: EnvironmentWritingModifier {
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let value: Value

  func apply(to environment: inout EnvironmentValues) {
    environment[keyPath: keyPath] = value
  }
}

/// Passes an `@Observable` object down: ``View/environment(_:)``.
public struct _EnvironmentObjectModifier: EnvironmentWritingModifier {
  let key: ObjectIdentifier
  let object: AnyObject

  func apply(to environment: inout EnvironmentValues) {
    environment.set(key, to: object, version: EnvironmentValues.writerVersion ?? EnvironmentValues.nextVersion())
  }
}

/// Changes the environment with a closure: ``View/transformEnvironment(_:transform:)``.
public struct _EnvironmentTransformModifier<Value>: EnvironmentWritingModifier {
  let keyPath: WritableKeyPath<EnvironmentValues, Value>
  let transform: (inout Value) -> Void

  func apply(to environment: inout EnvironmentValues) {
    transform(&environment[keyPath: keyPath])
  }
}

/// Turns input off below it: ``View/disabled(_:)``.
public struct _DisabledModifier: EnvironmentWritingModifier {
  let isDisabled: Bool

  func apply(to environment: inout EnvironmentValues) {
    if isDisabled { environment.isEnabled = false }
  }
}

extension View {
  /// Sets the environment value at `keyPath` to `value` for this view and
  /// the views inside it.
  ///
  /// ```swift
  /// Row().environment(\.isCompact, true)
  /// ```
  public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View {
    modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
  }

  /// Passes an `@Observable` object to this view and the views inside it,
  /// where `@Environment(T.self)` reads it.
  ///
  /// ```swift
  /// ContentView().environment(library)
  /// ```
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    modifier(
      _EnvironmentObjectModifier(
        key: ObjectIdentifier(T.self), object: object.map { $0 as AnyObject } ?? NoObject.shared))
  }

  /// Changes the environment value at `keyPath` with `transform`.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(_EnvironmentTransformModifier(keyPath: keyPath, transform: transform))
  }

  /// Disables (or re-enables, if `false` and nothing above disables it)
  /// input to this view and the views inside it.
  ///
  /// ```swift
  /// Button("Sign In", action: signIn).disabled(username.isEmpty)
  /// ```
  public func disabled(_ disabled: Bool) -> some View {
    modifier(_DisabledModifier(isDisabled: disabled))
  }

  /// Draws text here in bold.
  public func bold(_ isActive: Bool = true) -> some View {
    environment(\.isBold, isActive)
  }
}

/// Stands for "no object" when `environment(_:)` is given `nil`.
final class NoObject: Sendable {
  static let shared = NoObject()
}
