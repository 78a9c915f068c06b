extension View {
  /// Presents an alert titled `title` while `isPresented` is `true`.
  ///
  /// ```swift
  /// Button("Delete") { confirmsDelete = true }
  ///   .alert("Delete “Milk”?", isPresented: $confirmsDelete) {
  ///     Button("Delete", role: .destructive) { delete() }
  ///     Button("Cancel", role: .cancel) {}
  ///   }
  /// ```
  ///
  /// In a terminal an alert is a bordered box centered over the dimmed
  /// window: the title in bold, the message, then the buttons in a row, in
  /// the order given. Every button closes the alert after its action runs
  /// (it sets `isPresented` to `false`); with no buttons, an OK button is
  /// added. Escape presses the first button with the ``ButtonRole/cancel``
  /// role, or closes the alert when there is none. Like a sheet it is
  /// modal: its first button (or its `defaultFocus` view) gets focus, Tab
  /// and the arrows stay among its buttons, and when it closes focus
  /// returns to the view that had it. See <doc:Presentations>.
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    modifier(
      _DialogModifier<A, EmptyView>(
        kind: .alert, title: Text(title), isPresented: isPresented, actions: actions(),
        message: nil))
  }

  /// Presents an alert titled with a string, with a message, while
  /// `isPresented` is `true`.
  ///
  /// Otherwise as `alert(_:isPresented:actions:)`.
  ///
  /// ```swift
  /// .alert("Save failed", isPresented: $failed) {
  ///   Button("OK") {}
  /// } message: {
  ///   Text("The disk is full.")
  /// }
  /// ```
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    modifier(
      _DialogModifier<A, M>(
        kind: .alert, title: Text(title), isPresented: isPresented, actions: actions(),
        message: message()))
  }

  /// Presents an alert titled with a string, made from `data`, while
  /// `isPresented` is `true` and `data` is not `nil`.
  ///
  /// Otherwise as `alert(_:isPresented:actions:)`.
  ///
  /// ```swift
  /// .alert("Delete item?", isPresented: $confirms, presenting: selected) { item in
  ///   Button("Delete \(item.name)", role: .destructive) { delete(item) }
  /// }
  /// ```
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    modifier(
      _DialogModifier<A, EmptyView>(
        kind: .alert, title: Text(title), isPresented: isPresented, actions: data.map(actions),
        message: nil))
  }

  /// Presents an alert titled with a string, with a message, made from `data`,
  /// while `isPresented` is `true` and `data` is not `nil`.
  ///
  /// Otherwise as `alert(_:isPresented:actions:)`.
  ///
  /// ```swift
  /// .alert("Delete item?", isPresented: $confirms, presenting: selected) { item in
  ///   Button("Delete \(item.name)", role: .destructive) { delete(item) }
  /// } message: { item in
  ///   Text("\(item.name) will be removed.")
  /// }
  /// ```
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    modifier(
      _DialogModifier<A, M>(
        kind: .alert, title: Text(title), isPresented: isPresented, actions: data.map(actions),
        message: data.map(message)))
  }

  /// Presents an alert titled with a `Text`, while `isPresented` is `true`.
  ///
  /// Otherwise as `alert(_:isPresented:actions:)`.
  ///
  /// ```swift
  /// .alert(Text("Delete item?"), isPresented: $confirms) {
  ///   Button("Delete", role: .destructive) { delete() }
  /// }
  /// ```
  public func alert<A: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    modifier(
      _DialogModifier<A, EmptyView>(
        kind: .alert, title: title, isPresented: isPresented, actions: actions(),
        message: nil))
  }

  /// Presents an alert titled with a `Text`, with a message, while
  /// `isPresented` is `true`.
  ///
  /// Otherwise as `alert(_:isPresented:actions:)`.
  ///
  /// ```swift
  /// .alert("Save failed", isPresented: $failed) {
  ///   Button("OK") {}
  /// } message: {
  ///   Text("The disk is full.")
  /// }
  /// ```
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    modifier(
      _DialogModifier<A, M>(
        kind: .alert, title: title, isPresented: isPresented, actions: actions(),
        message: message()))
  }

  /// Presents an alert titled with a `Text`, made from `data`, while
  /// `isPresented` is `true` and `data` is not `nil`.
  ///
  /// Otherwise as `alert(_:isPresented:actions:)`.
  ///
  /// ```swift
  /// .alert("Delete item?", isPresented: $confirms, presenting: selected) { item in
  ///   Button("Delete \(item.name)", role: .destructive) { delete(item) }
  /// }
  /// ```
  public func alert<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    modifier(
      _DialogModifier<A, EmptyView>(
        kind: .alert, title: title, isPresented: isPresented, actions: data.map(actions),
        message: nil))
  }

  /// Presents an alert titled with a `Text`, with a message, made from `data`,
  /// while `isPresented` is `true` and `data` is not `nil`.
  ///
  /// Otherwise as `alert(_:isPresented:actions:)`.
  ///
  /// ```swift
  /// .alert("Delete item?", isPresented: $confirms, presenting: selected) { item in
  ///   Button("Delete \(item.name)", role: .destructive) { delete(item) }
  /// } message: { item in
  ///   Text("\(item.name) will be removed.")
  /// }
  /// ```
  public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    modifier(
      _DialogModifier<A, M>(
        kind: .alert, title: title, isPresented: isPresented, actions: data.map(actions),
        message: data.map(message)))
  }

  /// Presents a confirmation dialog titled `title` while `isPresented` is
  /// `true`.
  ///
  /// ```swift
  /// Button("Discard changes") { confirmsDiscard = true }
  ///   .confirmationDialog("Discard your changes?", isPresented: $confirmsDiscard) {
  ///     Button("Discard", role: .destructive) { discard() }
  ///   }
  /// ```
  ///
  /// In a terminal, as on a Mac, a confirmation dialog is drawn as an
  /// alert: a bordered box centered over the dimmed window with the title,
  /// the message, and the buttons in a row. `titleVisibility`
  /// ``Visibility/automatic`` shows the title, as macOS does;
  /// ``Visibility/hidden`` leaves it out. Every button closes the dialog
  /// after its action runs; a dialog without a ``ButtonRole/cancel`` button
  /// gets a Cancel button after the others, and Escape presses the cancel
  /// button. It is modal as an alert is. See <doc:Presentations>.
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    modifier(
      _DialogModifier<A, EmptyView>(
        kind: .confirmationDialog, title: titleVisibility == .hidden ? nil : Text(title), isPresented: isPresented,
        actions: actions(),
        message: nil))
  }

  /// Presents a confirmation dialog titled with a string, with a message, while
  /// `isPresented` is `true`.
  ///
  /// Otherwise as `confirmationDialog(_:isPresented:titleVisibility:actions:)`.
  ///
  /// ```swift
  /// .confirmationDialog("Save failed", isPresented: $failed) {
  ///   Button("OK") {}
  /// } message: {
  ///   Text("The disk is full.")
  /// }
  /// ```
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    modifier(
      _DialogModifier<A, M>(
        kind: .confirmationDialog, title: titleVisibility == .hidden ? nil : Text(title), isPresented: isPresented,
        actions: actions(),
        message: message()))
  }

  /// Presents a confirmation dialog titled with a string, made from `data`,
  /// while `isPresented` is `true` and `data` is not `nil`.
  ///
  /// Otherwise as `confirmationDialog(_:isPresented:titleVisibility:actions:)`.
  ///
  /// ```swift
  /// .confirmationDialog("Delete item?", isPresented: $confirms, presenting: selected) { item in
  ///   Button("Delete \(item.name)", role: .destructive) { delete(item) }
  /// }
  /// ```
  public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    modifier(
      _DialogModifier<A, EmptyView>(
        kind: .confirmationDialog, title: titleVisibility == .hidden ? nil : Text(title), isPresented: isPresented,
        actions: data.map(actions),
        message: nil))
  }

  /// Presents a confirmation dialog titled with a string, with a message, made
  /// from `data`, while `isPresented` is `true` and `data` is not `nil`.
  ///
  /// Otherwise as `confirmationDialog(_:isPresented:titleVisibility:actions:)`.
  ///
  /// ```swift
  /// .confirmationDialog("Delete item?", isPresented: $confirms, presenting: selected) { item in
  ///   Button("Delete \(item.name)", role: .destructive) { delete(item) }
  /// } message: { item in
  ///   Text("\(item.name) will be removed.")
  /// }
  /// ```
  public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    modifier(
      _DialogModifier<A, M>(
        kind: .confirmationDialog, title: titleVisibility == .hidden ? nil : Text(title), isPresented: isPresented,
        actions: data.map(actions),
        message: data.map(message)))
  }

  /// Presents a confirmation dialog titled with a `Text`, while `isPresented`
  /// is `true`.
  ///
  /// Otherwise as `confirmationDialog(_:isPresented:titleVisibility:actions:)`.
  ///
  /// ```swift
  /// .confirmationDialog(Text("Delete item?"), isPresented: $confirms) {
  ///   Button("Delete", role: .destructive) { delete() }
  /// }
  /// ```
  public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
  ) -> some View {
    modifier(
      _DialogModifier<A, EmptyView>(
        kind: .confirmationDialog, title: titleVisibility == .hidden ? nil : title, isPresented: isPresented,
        actions: actions(),
        message: nil))
  }

  /// Presents a confirmation dialog titled with a `Text`, with a message, while
  /// `isPresented` is `true`.
  ///
  /// Otherwise as `confirmationDialog(_:isPresented:titleVisibility:actions:)`.
  ///
  /// ```swift
  /// .confirmationDialog("Save failed", isPresented: $failed) {
  ///   Button("OK") {}
  /// } message: {
  ///   Text("The disk is full.")
  /// }
  /// ```
  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    modifier(
      _DialogModifier<A, M>(
        kind: .confirmationDialog, title: titleVisibility == .hidden ? nil : title, isPresented: isPresented,
        actions: actions(),
        message: message()))
  }

  /// Presents a confirmation dialog titled with a `Text`, made from `data`,
  /// while `isPresented` is `true` and `data` is not `nil`.
  ///
  /// Otherwise as `confirmationDialog(_:isPresented:titleVisibility:actions:)`.
  ///
  /// ```swift
  /// .confirmationDialog("Delete item?", isPresented: $confirms, presenting: selected) { item in
  ///   Button("Delete \(item.name)", role: .destructive) { delete(item) }
  /// }
  /// ```
  public func confirmationDialog<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    modifier(
      _DialogModifier<A, EmptyView>(
        kind: .confirmationDialog, title: titleVisibility == .hidden ? nil : title, isPresented: isPresented,
        actions: data.map(actions),
        message: nil))
  }

  /// Presents a confirmation dialog titled with a `Text`, with a message, made
  /// from `data`, while `isPresented` is `true` and `data` is not `nil`.
  ///
  /// Otherwise as `confirmationDialog(_:isPresented:titleVisibility:actions:)`.
  ///
  /// ```swift
  /// .confirmationDialog("Delete item?", isPresented: $confirms, presenting: selected) { item in
  ///   Button("Delete \(item.name)", role: .destructive) { delete(item) }
  /// } message: { item in
  ///   Text("\(item.name) will be removed.")
  /// }
  /// ```
  public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    modifier(
      _DialogModifier<A, M>(
        kind: .confirmationDialog, title: titleVisibility == .hidden ? nil : title, isPresented: isPresented,
        actions: data.map(actions),
        message: data.map(message)))
  }
}
