import FocusEngine

/// One binding entry — (focus state, value, the view it binds) — kept on
/// the node of the view it binds: what `focused(...)` leaves in the graph.
///
/// A node's entries form a list, outermost first (the last applied first).
@MainActor
class FocusBindingEntry: FocusEntry {
  /// The node of the bound view; it owns this record, and outlives its use.
  unowned(unsafe) let node: ViewNode
  /// The entry applied before this one on the same view, if any.
  var inner: FocusBindingEntry?
  fileprivate(set) var key: BindingKey? {
    didSet { boundState = key?.state }
  }
  /// The state of ``key``: what the focused chain looks for on every Tab,
  /// read without copying the key (an `AnyHashable`, copied through value
  /// witnesses).
  private(set) var boundState: Int?
  /// The slot of the bound state (the typed one, kept by the subclass).
  var slot: AnyFocusStateSlot<KeyboardFocus>? { nil }
  fileprivate(set) var isOverridden = false
  fileprivate(set) var style = BindingStyle.swiftUI

  var entryNode: ViewNode { node }

  /// Gives `slot`, the bound state's, the value this entry stands for.
  func deriveValue(of slot: AnyFocusStateSlot<KeyboardFocus>) {
    slot.setDerived(key?.value.base)
  }

  init(node: ViewNode) {
    self.node = node
  }

  /// Drops the binding: the node is leaving.
  func unbind() {
    node.graph.focus.rebind(node.id, from: key, to: nil)
    key = nil
  }

  /// Whether a Blueprint binding applied after this one, on the same view,
  /// replaces it: an outer entry of the node, or one on a modifier around
  /// it.
  var hasOuterBlueprintBinding: Bool {
    var outer = node.focusEntries
    while let entry = outer, entry !== self {
      if entry.style == .blueprint { return true }
      outer = entry.inner
    }
    for ancestor in node.ancestors {
      guard ancestor.isModifierOfSameView else { return false }
      if ancestor.hasFocusEntry(where: { $0.style == .blueprint }) { return true }
    }
    return false
  }
}

/// A ``FocusBindingEntry`` of a state of `Value`.
final class ValueBindingEntry<Value: Hashable>: FocusBindingEntry {
  private var value: Value?
  private var typedSlot: FocusStateSlot<Value, KeyboardFocus>?
  /// Whether `value` is the state's default: compared the first time focus
  /// lands here after the view was bound (not on every Tab, nor for every
  /// row a form mounts).
  private var isDefaultValue: Bool?

  override var slot: AnyFocusStateSlot<KeyboardFocus>? { typedSlot }

  /// The value goes in typed: no cast, no comparison with the default.
  override func deriveValue(of slot: AnyFocusStateSlot<KeyboardFocus>) {
    guard let typedSlot, typedSlot === slot, let value else { return super.deriveValue(of: slot) }
    let isDefault = isDefaultValue ?? (value == typedSlot.defaultValue)
    isDefaultValue = isDefault
    typedSlot.setDerived(value, isDefault: isDefault)
  }

  /// Takes the modifier as applied now, moving the binding if its state or
  /// value changed.
  func update(_ modifier: _FocusedModifier<Value>) {
    value = modifier.value
    style = modifier.style
    let graph = node.graph
    let newSlot = modifier.binding.box.slot(in: graph.focus)
    let newKey = newSlot.map { BindingKey(state: $0.stateID, value: AnyHashable(modifier.value)) }
    isOverridden = style == .blueprint && hasOuterBlueprintBinding
    graph.focus.rebind(node.id, from: key, to: newKey)
    key = newKey
    typedSlot = newSlot
    isDefaultValue = nil
  }
}

extension ViewNode {
  /// Whether one of this node's binding entries satisfies `test`.
  func hasFocusEntry(where test: (FocusBindingEntry) -> Bool) -> Bool {
    var entry = focusEntries
    while let current = entry {
      if test(current) { return true }
      entry = current.inner
    }
    return false
  }

  /// Appends this node's binding entries that pass `test`, innermost
  /// first, to `chain`.
  func appendFocusEntriesInnermostFirst(
    to chain: inout [any FocusEntry], where test: (FocusBindingEntry) -> Bool
  ) {
    func append(_ entry: FocusBindingEntry) {
      if let inner = entry.inner { append(inner) }
      if test(entry) { chain.append(entry) }
    }
    if let focusEntries { append(focusEntries) }
  }
}
