/// Presents an alert or a confirmation dialog while a Boolean is `true`
/// (and, for the `presenting:` forms, while there is data): the modifier
/// behind `alert(_:isPresented:actions:)` and
/// `confirmationDialog(_:isPresented:titleVisibility:actions:)`.
public struct _DialogModifier<Actions: View, Message: View>: ViewModifier {
  let kind: DialogContent.Kind
  let title: Text?
  let isPresented: Binding<Bool>
  /// `nil` for a `presenting:` form without data: nothing is presented.
  let actions: Actions?
  let message: Message?

  public func body(content: Content) -> some View {
    let isPresented = self.isPresented
    var request: PresentationRequest?
    if isPresented.wrappedValue, let actions {
      let dialog = DialogContent(
        kind: kind, title: title, message: message.map { AnyView($0) }, actions: AnyView(actions))
      request = PresentationRequest(
        style: kind == .alert ? .alert : .confirmationDialog, identity: AnyHashable(true), content: .dialog(dialog),
        dismiss: { isPresented.wrappedValue = false }, onDismiss: nil)
    }
    return PresentationHost(content: content, request: request)
  }
}
