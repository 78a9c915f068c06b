/// Something that can stop work it started: a subscription to a
/// ``Publisher``.
///
/// ```swift
/// let subscription: any Cancellable = model.$count.sink { print($0) }
/// subscription.cancel()
/// ```
public protocol Cancellable {
  /// Stops the work; calling it again does nothing.
  func cancel()
}

/// A subscription that ends when it is cancelled or released.
///
/// Keep it for as long as you want values, usually in a set:
/// ```swift
/// final class Logger {
///   private var subscriptions = Set<AnyCancellable>()
///   init(model: Model) {
///     model.$count.sink { print("count:", $0) }.store(in: &subscriptions)
///   }
/// }
/// ```
public final class AnyCancellable: Cancellable, Hashable {
  private var cancelAction: (() -> Void)?

  /// A cancellable that runs `cancel` once, when cancelled or released.
  public init(_ cancel: @escaping () -> Void) {
    cancelAction = cancel
  }

  /// A cancellable that cancels `canceller`, when cancelled or released.
  public convenience init<C: Cancellable>(_ canceller: C) {
    self.init { canceller.cancel() }
  }

  deinit {
    cancelAction?()
  }

  public func cancel() {
    let action = cancelAction
    cancelAction = nil
    action?()
  }

  /// Adds this subscription to `set`, which keeps it.
  public func store(in set: inout Set<AnyCancellable>) {
    set.insert(self)
  }

  /// Appends this subscription to `collection`, which keeps it.
  public func store<C: RangeReplaceableCollection>(in collection: inout C) where C.Element == AnyCancellable {
    collection.append(self)
  }

  public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
    lhs === rhs
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
