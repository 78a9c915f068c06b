/// Attaches an accessibility rotor to a view: ``View/accessibilityRotor(_:entries:)``
/// and its other forms.
public struct _AccessibilityRotorModifier: PrimitiveModifier {
  /// The rotor's name, as the rotor is offered.
  let name: String
  /// The built-in rotor it replaces, if any.
  let systemRotor: AccessibilitySystemRotor?
  /// Makes the rotor's entries when the rotor is used.
  let entries: @MainActor () -> [AccessibilityRotorEntryRecord]

  func makeModifierNode(in graph: ViewGraph) -> ViewNode {
    AccessibilityRotorNode(graph: graph)
  }
}

/// A rotor attached to a view: registered with the graph's
/// ``AssistiveFocus`` while mounted.
final class AccessibilityRotorNode: ModifierNode<_AccessibilityRotorModifier> {
  override func didMount() {
    super.didMount()
    graph.accessibility.rotorNodes.append(WeakNode(self))
  }

  override func willUnmount() {
    graph.accessibility.rotorNodes.removeAll { $0.node == nil || $0.node === self }
    super.willUnmount()
  }

  var name: String { modifier.systemRotor?.name ?? modifier.name }
}

extension View {
  /// Attaches a rotor named `label`: a list of places (`entries`) an
  /// assistive technology's user moves between directly, such as the
  /// unread messages of a mailbox.
  ///
  /// ```swift
  /// ScrollView {
  ///   LazyVStack {
  ///     ForEach(messages) { MessageRow($0) }
  ///   }
  /// }
  /// .accessibilityRotor("Unread") {
  ///   ForEach(messages) { message in
  ///     if message.isUnread {
  ///       AccessibilityRotorEntry(message.subject, id: message.id)
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The entries are made when the rotor is used. The terminal's screen
  /// reader offers the window's rotors (the app's, in the order of their
  /// views, then its own: Headings, Links, Text Fields, Images): Alt-R
  /// picks the next one, saying its name, and Alt-PageDown and
  /// Alt-PageUp move the cursor to the next and previous entry, saying
  /// the element there. ``AssistiveTechnologyDriver/moveToNextEntry(ofRotor:)``
  /// does the same in a test. The browser has no way for a page to add a
  /// rotor to a screen reader, so the browser host leaves it out; the
  /// entries' views are on the page all the same.
  public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View {
    rotor(name: label.content, system: nil) { entries().entryRecords() }
  }

  /// Attaches a rotor named by a localized key.
  ///
  /// ```swift
  /// .accessibilityRotor("VIPs") {
  ///   ForEach(vips) { AccessibilityRotorEntry($0.name, id: $0.id) }
  /// }
  /// ```
  public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View {
    rotor(name: labelKey.string, system: nil) { entries().entryRecords() }
  }

  /// Attaches a rotor named by a string.
  @_disfavoredOverload
  public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(
    _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View {
    rotor(name: String(label), system: nil) { entries().entryRecords() }
  }

  /// Replaces a rotor the assistive technology provides with `entries`.
  ///
  /// ```swift
  /// .accessibilityRotor(.headings) {
  ///   ForEach(sections) { AccessibilityRotorEntry($0.title, id: $0.id) }
  /// }
  /// ```
  public func accessibilityRotor<Content: AccessibilityRotorContent>(
    _ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
  ) -> some View {
    rotor(name: systemRotor.name, system: systemRotor) { entries().entryRecords() }
  }

  /// Attaches a rotor with an entry for each of `entries`, identified by
  /// its `id` and labelled by `entryLabel`.
  ///
  /// ```swift
  /// .accessibilityRotor(Text("Unread"), entries: unread, entryLabel: \.subject)
  /// ```
  public func accessibilityRotor<EntryModel: Identifiable>(
    _ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    accessibilityRotor(rotorLabel.content, entries: entries, entryID: \.id, entryLabel: entryLabel)
  }

  /// Attaches a rotor named by a localized key, with an entry for each of
  /// `entries`.
  ///
  /// ```swift
  /// .accessibilityRotor("Unread", entries: unread, entryLabel: \.subject)
  /// ```
  public func accessibilityRotor<EntryModel: Identifiable>(
    _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    accessibilityRotor(rotorLabelKey.string, entries: entries, entryID: \.id, entryLabel: entryLabel)
  }

  /// Attaches a rotor named by a string, with an entry for each of
  /// `entries`.
  @_disfavoredOverload
  public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(
    _ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    accessibilityRotor(rotorLabel, entries: entries, entryID: \.id, entryLabel: entryLabel)
  }

  /// Replaces a rotor the assistive technology provides with an entry for
  /// each of `entries`.
  public func accessibilityRotor<EntryModel: Identifiable>(
    _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    rotor(name: systemRotor.name, system: systemRotor) {
      entries.map { .init(label: $0[keyPath: entryLabel], target: .id(AnyHashable($0.id))) }
    }
  }

  /// Attaches a rotor with an entry for each of `entries`, identified by
  /// `entryID` and labelled by `entryLabel`.
  ///
  /// ```swift
  /// .accessibilityRotor(Text("Chapters"), entries: chapters, entryID: \.number, entryLabel: \.title)
  /// ```
  public func accessibilityRotor<EntryModel, ID: Hashable>(
    _ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    accessibilityRotor(rotorLabel.content, entries: entries, entryID: entryID, entryLabel: entryLabel)
  }

  /// Attaches a rotor named by a localized key, with an entry for each of
  /// `entries`, identified by `entryID`.
  public func accessibilityRotor<EntryModel, ID: Hashable>(
    _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    accessibilityRotor(rotorLabelKey.string, entries: entries, entryID: entryID, entryLabel: entryLabel)
  }

  /// Attaches a rotor named by a string, with an entry for each of
  /// `entries`, identified by `entryID`.
  @_disfavoredOverload
  public func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(
    _ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    rotor(name: String(rotorLabel), system: nil) {
      entries.map { .init(label: $0[keyPath: entryLabel], target: .id(AnyHashable($0[keyPath: entryID]))) }
    }
  }

  /// Replaces a rotor the assistive technology provides with an entry for
  /// each of `entries`, identified by `entryID`.
  public func accessibilityRotor<EntryModel, ID: Hashable>(
    _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
    entryLabel: KeyPath<EntryModel, String>
  ) -> some View {
    rotor(name: systemRotor.name, system: systemRotor) {
      entries.map { .init(label: $0[keyPath: entryLabel], target: .id(AnyHashable($0[keyPath: entryID]))) }
    }
  }

  /// Attaches a rotor whose entries are ranges of this view's text: each
  /// lands on this view's element.
  ///
  /// ```swift
  /// Text(article.body)
  ///   .accessibilityRotor(Text("Links"), textRanges: article.linkRanges)
  /// ```
  public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View {
    accessibilityRotor(label.content, textRanges: textRanges)
  }

  /// A rotor named by a localized key, of ranges of this view's text.
  public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]) -> some View {
    accessibilityRotor(labelKey.string, textRanges: textRanges)
  }

  /// A rotor named by a string, of ranges of this view's text.
  @_disfavoredOverload
  public func accessibilityRotor<L: StringProtocol>(_ label: L, textRanges: [Range<String.Index>]) -> some View {
    let name = String(label)
    let count = textRanges.count
    return rotor(name: name, system: nil) {
      (0..<count).map { .init(label: "\(name) \($0 + 1)", target: .rotorView) }
    }
  }

  /// Replaces a rotor the assistive technology provides with ranges of
  /// this view's text.
  public func accessibilityRotor(_ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>])
    -> some View
  {
    let count = textRanges.count
    return rotor(name: systemRotor.name, system: systemRotor) {
      (0..<count).map { .init(label: "\(systemRotor.name) \($0 + 1)", target: .rotorView) }
    }
  }

  /// Ties this view to the rotor entries made with `id` in `namespace`:
  /// the rotor lands here.
  ///
  /// ```swift
  /// @Namespace private var recipe
  ///
  /// VStack {
  ///   IngredientsList(recipe.ingredients)
  ///     .accessibilityRotorEntry(id: "ingredients", in: recipe)
  ///   StepsList(recipe.steps)
  /// }
  /// .accessibilityRotor("Sections") {
  ///   AccessibilityRotorEntry("Ingredients", id: "ingredients", in: recipe)
  /// }
  /// ```
  public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
    accessibility { $0.rotorEntry = AccessibilityLinkKey(namespace: namespace, id: id) }
  }

  private func rotor(
    name: String, system: AccessibilitySystemRotor?, entries: @escaping @MainActor () -> [AccessibilityRotorEntryRecord]
  ) -> some View {
    modifier(_AccessibilityRotorModifier(name: name, systemRotor: system, entries: entries))
  }
}
