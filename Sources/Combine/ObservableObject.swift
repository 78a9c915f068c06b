/// A class whose changes views follow: a view holding one with
/// `StateObject`, `ObservedObject` or `EnvironmentObject` (FocusUI's) runs its
/// body again after the object's ``objectWillChange`` sends.
///
/// ```swift
/// final class Account: ObservableObject {
///   @Published var name = ""
///   @Published var isSignedIn = false
/// }
///
/// struct AccountView: View {
///   @StateObject private var account = Account()
///   var body: some View {
///     VStack {
///       TextField("Name", text: $account.name)
///       Button(account.isSignedIn ? "Sign Out" : "Sign In") { account.isSignedIn.toggle() }
///     }
///   }
/// }
/// ```
///
/// A class that declares no `objectWillChange` gets one (an
/// ``ObservableObjectPublisher``) that sends before any of its
/// ``Published`` properties changes. It is found by reflection the first
/// time it is asked for (a class with a custom `Mirror` should declare its
/// own). This is FocusUI's own implementation: Combine is not available on
/// Linux, and `import FocusUI` is all an app needs.
public protocol ObservableObject: AnyObject {
  /// The type of ``objectWillChange``.
  associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
  where ObjectWillChangePublisher.Failure == Never

  /// Sends before the object changes.
  var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
  /// A publisher that sends before any `@Published` property of the object
  /// changes (the same publisher every time it is asked for).
  public var objectWillChange: ObservableObjectPublisher {
    PublishedFields.objectWillChange(of: self)
  }
}

/// Finds the `@Published` properties of an object and links them to one
/// publisher.
enum PublishedFields {
  static func objectWillChange(of object: AnyObject) -> ObservableObjectPublisher {
    var links: [PublishedLink] = []
    var mirror: Mirror? = Mirror(reflecting: object)
    while let current = mirror {
      for child in current.children {
        if let property = child.value as? any PublishedProperty { links.append(property.link) }
      }
      mirror = current.superclassMirror
    }
    if let publisher = links.first?.objectWillChange { return publisher }
    let publisher = ObservableObjectPublisher()
    for link in links { link.objectWillChange = publisher }
    return publisher
  }
}
