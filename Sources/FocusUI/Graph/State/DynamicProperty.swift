/// A stored property of a view that the runtime updates before each `body`.
///
/// ``State``, ``Environment`` and ``FocusState`` are dynamic properties. Group
/// several into your own to reuse them; the runtime installs the ones
/// inside, then calls ``update()``:
/// ```swift
/// struct Draft: DynamicProperty {
///   @State var text = ""
///   @Environment(\.isEnabled) var isEnabled
///   var canSend: Bool { isEnabled && !text.isEmpty }
/// }
///
/// struct Composer: View {
///   var draft = Draft()
///   var body: some View {
///     TextField("Message", text: draft.$text)
///     Button("Send") {}.disabled(!draft.canSend)
///   }
/// }
/// ```
@MainActor @preconcurrency
public protocol DynamicProperty {
  /// Called before the owning view's `body` runs, after the properties
  /// inside were installed.
  mutating func update()
}

extension DynamicProperty {
  public mutating func update() {}
}
