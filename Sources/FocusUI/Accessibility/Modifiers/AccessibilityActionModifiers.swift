extension View {
  /// Adds an action assistive technologies can run on the view's element.
  ///
  /// ```swift
  /// MessageRow(message)
  ///   .accessibilityAction { open(message) }             // activating the row
  ///   .accessibilityAction(.magicTap) { player.toggle() }
  /// ```
  ///
  /// A `.default` action replaces what activating the element does (and
  /// makes an element that does nothing on its own actionable, so Switch
  /// Control scans it); `.escape` and `.magicTap` answer their gestures;
  /// the others are listed with the named actions. In the terminal's
  /// screen reader, Alt-Return activates, Alt-Backspace escapes (the
  /// element's action, or the nearest one's up the views around it) and
  /// Alt-M is the magic tap (the element's, else the first in the window).
  /// In the browser, a screen reader's click on the element runs its
  /// default action.
  public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
    accessibility(actions: [AccessibilityActionHandler(kind: actionKind, handler: handler)]) { _ in }
  }

  /// Adds a custom action named `name`, which assistive technologies list
  /// with the element's other actions.
  ///
  /// ```swift
  /// MessageRow(message)
  ///   .accessibilityAction(named: Text("Archive")) { archive(message) }
  /// ```
  ///
  /// A screen reader says "actions available" after an element that has
  /// some. In the terminal's screen reader, Alt-A chooses the next action
  /// (saying its name) and Alt-Return runs it; moving the cursor goes back
  /// to plain activation. In the browser, each named action is a button
  /// right after the element, which runs it.
  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<
    Self, AccessibilityAttachmentModifier
  > {
    accessibilityAction(AccessibilityActionKind(named: name), handler)
  }

  /// Adds a custom action named by a localized key.
  ///
  /// ```swift
  /// MessageRow(message)
  ///   .accessibilityAction(named: "Delete") { delete(message) }
  /// ```
  public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAction(AccessibilityActionKind(kind: .named(nameKey.string)), handler)
  }

  /// Adds a custom action named by a string.
  ///
  /// ```swift
  /// ForEach(folders) { folder in
  ///   row.accessibilityAction(named: "Move to \(folder.name)") { move(to: folder) }
  /// }
  /// ```
  @_disfavoredOverload
  public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void)
    -> ModifiedContent<Self, AccessibilityAttachmentModifier>
  {
    accessibilityAction(AccessibilityActionKind(kind: .named(String(name))), handler)
  }

  /// Adds a custom action whose name is the text of `label`.
  ///
  /// ```swift
  /// ContentView()
  ///   .accessibilityAction {
  ///     compose()
  ///   } label: {
  ///     Label("New Message", systemImage: "plus")
  ///   }
  /// ```
  ///
  /// The label is read as assistive technologies read it: its texts (an
  /// image's accessibility label or name only when it has no text).
  public func accessibilityAction<Label: View>(
    action: @escaping () -> Void, @ViewBuilder label: () -> Label
  ) -> some View {
    accessibilityAction(AccessibilityActionKind(kind: .named(ActionLabelText.of(label()))), action)
  }
}
