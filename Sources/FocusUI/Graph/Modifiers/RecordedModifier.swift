/// A modifier the runtime keeps as a record on the node of the view it
/// modifies, not as a node of its own: it only contributes bookkeeping
/// (a focus binding), so a node, its link, its children array and its
/// boxed content would be spent on nothing (a form has 100,000 of them).
///
/// The node of `content.modifier(m)` is the content's node; it peels the
/// modifier off each view value it is handed (see
/// ``ViewNode/peelRecordedModifiers(_:)``) before its own `accept(_:)`.
@MainActor
protocol RecordedModifier: ViewModifier where Body == Never {
  /// Brings `record` (`nil` the first time) in step with this modifier on
  /// `node`, returning the record to keep.
  func apply(to record: FocusBindingEntry?, on node: ViewNode) -> FocusBindingEntry
}

extension RecordedModifier {
  public func body(content: Content) -> Never {
    preconditionFailure("\(Self.self) is a primitive modifier and has no body")
  }
}

/// A view modified by a ``RecordedModifier``, seen through its type: the
/// modifier and the content are taken out without boxing the value in
/// another existential.
@MainActor
protocol RecordedModifierContent: View {
  /// Applies the modifier of `view` (of this type) to `record` on `node`,
  /// returning the record and the content.
  static func peel(_ view: any View, record: FocusBindingEntry?, node: ViewNode) -> (FocusBindingEntry, any View)
}

extension ModifiedContent: RecordedModifierContent where Content: View, Modifier: RecordedModifier {
  static func peel(_ view: any View, record: FocusBindingEntry?, node: ViewNode) -> (FocusBindingEntry, any View) {
    let modified = view as! Self
    return (modified.modifier.apply(to: record, on: node), modified.content)
  }
}

extension ViewNode {
  /// Peels the recorded modifiers off `view` (outermost first), updating
  /// their records, and returns the view inside them, the one this node
  /// runs.
  final func peelRecordedModifiers(_ view: any View) -> any View {
    var content = view
    var previous: FocusBindingEntry?
    for _ in 0..<recordedModifierLayers {
      let type = type(of: content) as! any RecordedModifierContent.Type
      let existing = previous == nil ? focusEntries : previous!.inner
      let (record, inner) = type.peel(content, record: existing, node: self)
      if existing == nil {
        if let previous { previous.inner = record } else { focusEntries = record }
      }
      previous = record
      content = inner
    }
    return content
  }
}
