/// Presents a sheet while a Boolean is `true`:
/// ``View/sheet(isPresented:onDismiss:content:)``.
public struct _SheetModifier<SheetContent: View>: ViewModifier {
  var style = PresentationRequest.Style.sheet
  let isPresented: Binding<Bool>
  let onDismiss: (@MainActor () -> Void)?
  let sheetContent: @MainActor () -> SheetContent

  public func body(content: Content) -> some View {
    let isPresented = self.isPresented
    return PresentationHost(
      content: content,
      request: isPresented.wrappedValue
        ? PresentationRequest(
          style: style, identity: AnyHashable(true), content: .view(AnyView(sheetContent())),
          dismiss: { isPresented.wrappedValue = false }, onDismiss: onDismiss)
        : nil)
  }
}

/// Presents a sheet for an item while it is not `nil`:
/// ``View/sheet(item:onDismiss:content:)``.
public struct _ItemSheetModifier<Item: Identifiable, SheetContent: View>: ViewModifier {
  var style = PresentationRequest.Style.sheet
  let item: Binding<Item?>
  let onDismiss: (@MainActor () -> Void)?
  let sheetContent: @MainActor (Item) -> SheetContent

  public func body(content: Content) -> some View {
    let binding = item
    return PresentationHost(
      content: content,
      request: binding.wrappedValue.map { item in
        PresentationRequest(
          style: style, identity: AnyHashable(item.id), content: .view(AnyView(sheetContent(item))),
          dismiss: { binding.wrappedValue = nil }, onDismiss: onDismiss)
      })
  }
}

extension View {
  /// Presents a sheet with `content` while `isPresented` is `true`.
  ///
  /// ```swift
  /// struct ItemRow: View {
  ///   @State private var isEditing = false
  ///
  ///   var body: some View {
  ///     Button("Edit") { isEditing = true }
  ///       .sheet(isPresented: $isEditing) {
  ///         EditForm()   // calls dismiss() from its Done button
  ///       }
  ///   }
  /// }
  /// ```
  ///
  /// In a terminal a sheet is a bordered box centered over the dimmed
  /// window, as large as its content allows. It is modal: Tab, Shift-Tab
  /// and the arrows move focus only among its views, clicks and keyboard
  /// shortcuts of the views behind it do nothing, and focus-state writes
  /// to views behind it wait until it closes. When it opens, its first
  /// ``View/defaultFocus(_:_:priority:)`` view, else its first focusable
  /// view, gets focus; when it closes — Escape, ``DismissAction``, or
  /// `isPresented` set to `false` — focus returns to the view that had it
  /// before, and `onDismiss` runs. See <doc:Presentations>.
  public func sheet<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) -> some View {
    modifier(_SheetModifier(isPresented: isPresented, onDismiss: onDismiss, sheetContent: content))
  }

  /// Presents a sheet for `item` while it is not `nil`, made by `content`
  /// from the item.
  ///
  /// ```swift
  /// @State private var editing: Grocery?
  ///
  /// List { … Button("Edit") { editing = grocery } … }
  ///   .sheet(item: $editing) { grocery in
  ///     GroceryEditor(grocery: grocery)
  ///   }
  /// ```
  ///
  /// Setting the item to one with another `id` while the sheet is up
  /// closes the sheet (running `onDismiss`) and opens a new one, with fresh
  /// state; focus returns, when the new one closes, to the view that had
  /// it before the first one opened. The same `id` keeps the sheet and
  /// updates its content. Otherwise as
  /// ``sheet(isPresented:onDismiss:content:)``.
  public func sheet<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor (Item) -> Content
  ) -> some View {
    modifier(_ItemSheetModifier(item: item, onDismiss: onDismiss, sheetContent: content))
  }

  /// Presents `content` over the whole window while `isPresented` is
  /// `true`: a sheet without a border that covers everything behind it.
  ///
  /// ```swift
  /// Button("Start") { isPlaying = true }
  ///   .fullScreenCover(isPresented: $isPlaying) { Player() }
  /// ```
  ///
  /// It is modal and moves focus in and back out as
  /// ``sheet(isPresented:onDismiss:content:)`` does; Escape closes it.
  public func fullScreenCover<Content: View>(
    isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) -> some View {
    modifier(
      _SheetModifier(style: .fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, sheetContent: content))
  }

  /// Presents `content` for `item` over the whole window while it is not
  /// `nil` (see ``fullScreenCover(isPresented:onDismiss:content:)`` and
  /// ``sheet(item:onDismiss:content:)``).
  public func fullScreenCover<Item: Identifiable, Content: View>(
    item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil,
    @ViewBuilder content: @escaping @MainActor (Item) -> Content
  ) -> some View {
    modifier(_ItemSheetModifier(style: .fullScreenCover, item: item, onDismiss: onDismiss, sheetContent: content))
  }
}
