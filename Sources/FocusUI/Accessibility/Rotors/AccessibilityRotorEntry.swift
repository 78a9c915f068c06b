/// One entry of an accessibility rotor: a label, and the view (by id) the
/// rotor moves to.
///
/// ```swift
/// ScrollView {
///   LazyVStack {
///     ForEach(messages) { message in MessageRow(message) }
///   }
/// }
/// .accessibilityElement(children: .contain)
/// .accessibilityRotor("VIPs") {
///   ForEach(messages) { message in
///     if message.isVIP {
///       AccessibilityRotorEntry(message.subject, id: message.id)
///     }
///   }
/// }
/// ```
///
/// The `id` is the id of a `ForEach` element (or one given with
/// `.id(_:)`) inside the view the rotor is attached to; with a namespace,
/// the view marked with ``View/accessibilityRotorEntry(id:in:)``. A row
/// of a lazy stack that is not made yet is made (and scrolled to) first.
/// `prepare` runs before the rotor moves there. A text range is accepted
/// and not used: the rotor lands on the element.
public struct AccessibilityRotorEntry<ID: Hashable>: AccessibilityRotorContent, PrimitiveAccessibilityRotorContent {
  let record: AccessibilityRotorEntryRecord

  public var body: Never { fatalError("AccessibilityRotorEntry has no body") }

  func appendEntries(to entries: inout [AccessibilityRotorEntryRecord]) {
    entries.append(record)
  }

  private init(label: String, target: AccessibilityRotorEntryRecord.Target, prepare: @escaping () -> Void) {
    record = AccessibilityRotorEntryRecord(label: label, target: target, prepare: prepare)
  }

  /// An entry labelled `label` for the view identified by `id`.
  ///
  /// ```swift
  /// AccessibilityRotorEntry(Text(message.subject), id: message.id)
  /// ```
  public init(
    _ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}
  ) {
    self.init(label: label.content, target: .id(AnyHashable(id)), prepare: prepare)
  }

  /// An entry labelled `label` for the view marked with `id` in
  /// `namespace` (``View/accessibilityRotorEntry(id:in:)``).
  ///
  /// ```swift
  /// AccessibilityRotorEntry(Text("Ingredients"), id: "ingredients", in: recipe)
  /// ```
  public init(
    _ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping () -> Void = {}
  ) {
    self.init(
      label: label.content, target: .namespaced(AccessibilityLinkKey(namespace: namespace, id: id)), prepare: prepare)
  }

  /// An entry labelled by a localized key, for the view identified by `id`.
  ///
  /// ```swift
  /// AccessibilityRotorEntry("Ingredients", id: Section.ingredients)
  /// ```
  public init(
    _ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping () -> Void = {}
  ) {
    self.init(label: labelKey.string, target: .id(AnyHashable(id)), prepare: prepare)
  }

  /// An entry labelled by a localized key, for the view marked with `id`
  /// in `namespace`.
  public init(
    _ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping () -> Void = {}
  ) {
    self.init(
      label: labelKey.string, target: .namespaced(AccessibilityLinkKey(namespace: namespace, id: id)),
      prepare: prepare)
  }

  /// An entry labelled by a string, for the view identified by `id`.
  ///
  /// ```swift
  /// AccessibilityRotorEntry(message.subject, id: message.id)
  /// ```
  @_disfavoredOverload
  public init<L: StringProtocol>(
    _ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping () -> Void = {}
  ) {
    self.init(label: String(label), target: .id(AnyHashable(id)), prepare: prepare)
  }

  /// An entry labelled by a string, for the view marked with `id` in
  /// `namespace`.
  @_disfavoredOverload
  public init<L: StringProtocol>(
    _ label: L, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
    prepare: @escaping () -> Void = {}
  ) {
    self.init(
      label: String(label), target: .namespaced(AccessibilityLinkKey(namespace: namespace, id: id)), prepare: prepare)
  }
}

extension AccessibilityRotorEntry where ID == Never {
  /// An entry for a range of the text of the rotor's own view.
  ///
  /// ```swift
  /// AccessibilityRotorEntry(Text("Link"), textRange: range)
  /// ```
  public init(_ label: Text, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
    self.init(label: label.content, target: .rotorView, prepare: prepare)
  }

  /// An entry labelled by a localized key for a range of the rotor's view's
  /// text.
  public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
    self.init(label: labelKey.string, target: .rotorView, prepare: prepare)
  }

  /// An entry labelled by a string for a range of the rotor's view's text.
  @_disfavoredOverload
  public init<L: StringProtocol>(_ label: L, textRange: Range<String.Index>, prepare: @escaping () -> Void = {}) {
    self.init(label: String(label), target: .rotorView, prepare: prepare)
  }
}
