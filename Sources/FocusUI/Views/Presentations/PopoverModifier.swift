/// Presents a popover while a Boolean is `true`:
/// ``View/popover(isPresented:attachmentAnchor:arrowEdge:content:)``.
public struct _PopoverModifier<PopoverContent: View>: ViewModifier {
  let isPresented: Binding<Bool>
  let attachmentAnchor: PopoverAttachmentAnchor
  let arrowEdge: Edge?
  let popoverContent: @MainActor () -> PopoverContent

  public func body(content: Content) -> some View {
    let isPresented = self.isPresented
    return PresentationHost(
      content: content,
      request: isPresented.wrappedValue
        ? PresentationRequest(
          style: .popover(PopoverPlacement(anchor: attachmentAnchor, arrowEdge: arrowEdge)),
          identity: AnyHashable(true), content: .view(AnyView(popoverContent())),
          dismiss: { isPresented.wrappedValue = false }, onDismiss: nil)
        : nil)
  }
}

/// Presents a popover for an item while it is not `nil`:
/// ``View/popover(item:attachmentAnchor:arrowEdge:content:)``.
public struct _ItemPopoverModifier<Item: Identifiable, PopoverContent: View>: ViewModifier {
  let item: Binding<Item?>
  let attachmentAnchor: PopoverAttachmentAnchor
  let arrowEdge: Edge?
  let popoverContent: @MainActor (Item) -> PopoverContent

  public func body(content: Content) -> some View {
    let binding = item
    let placement = PopoverPlacement(anchor: attachmentAnchor, arrowEdge: arrowEdge)
    return PresentationHost(
      content: content,
      request: binding.wrappedValue.map { item in
        PresentationRequest(
          style: .popover(placement), identity: AnyHashable(item.id), content: .view(AnyView(popoverContent(item))),
          dismiss: { binding.wrappedValue = nil }, onDismiss: nil)
      })
  }
}

extension View {
  /// Presents a popover with `content` beside this view while
  /// `isPresented` is `true`.
  ///
  /// ```swift
  /// Button("Details") { showsDetails = true }
  ///   .popover(isPresented: $showsDetails, arrowEdge: .bottom) {
  ///     Text("Saved 2 minutes ago")
  ///       .padding()
  ///   }
  /// ```
  ///
  /// In a terminal a popover is a small bordered box (at most 44 columns)
  /// beside `attachmentAnchor` — this view's bounds, or a rectangle in
  /// them — with an arrow on its border pointing at the anchor; the window
  /// around is not dimmed. It sits on the anchor's `arrowEdge` side (below
  /// the anchor when `nil`), or on the opposite side when there is no room,
  /// or on the other sides. It is modal like a sheet — focus moves in and
  /// stays inside, and returns when it closes — and, as on a Mac, a click
  /// outside it closes it, as do Escape and ``DismissAction``. See
  /// <doc:Presentations>.
  public func popover<Content: View>(
    isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) -> some View {
    modifier(
      _PopoverModifier(
        isPresented: isPresented, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge, popoverContent: content))
  }

  /// Presents a popover for `item` beside this view while it is not `nil`,
  /// made by `content` from the item; an item with another `id` replaces
  /// the popover. Otherwise as
  /// ``popover(isPresented:attachmentAnchor:arrowEdge:content:)``.
  ///
  /// ```swift
  /// @State private var inspected: Grocery?
  ///
  /// GroceryRow(grocery)
  ///   .popover(item: $inspected) { grocery in Text(grocery.notes) }
  /// ```
  public func popover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
    @ViewBuilder content: @escaping @MainActor (Item) -> Content
  ) -> some View {
    modifier(
      _ItemPopoverModifier(
        item: item, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge, popoverContent: content))
  }
}
