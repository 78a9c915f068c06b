import FocusEngine

/// Keyboard focus tells the journal each change where it makes it, with
/// the cause it knows there; and follows each focus-state write from its
/// request (the action it came from) to where it lands, waits or is
/// dropped.
extension KeyboardFocus {
  /// What the journal knows of one waiting write.
  struct WriteNote {
    /// The action running when it was written.
    var action: FocusAction?
    /// Why it waits, once it was tried and did not land.
    var obstacle: FocusWrite.Obstacle?
  }

  /// Records a change of the focused view.
  func journal(_ change: FocusChange, cause: FocusCause) {
    let journal = graph.journal
    guard journal.isRecording else { return }
    journal.record(
      .keyboard, from: graph.journalMention(of: change.from), to: graph.journalMention(of: change.to), cause: cause)
  }

  /// Records what moved nothing: a write that waits or was dropped.
  private func journalStill(_ cause: FocusCause) {
    let journal = graph.journal
    guard journal.isRecording else { return }
    let here = graph.journalMention(of: tree.focused)
    journal.record(.keyboard, from: here, to: here, cause: cause)
  }

  /// A write requested: the action running now is remembered, and a
  /// write it replaces is dropped.
  func noteWrite(to slot: AnyFocusStateSlot<KeyboardFocus>, value key: AnyHashable?) {
    guard graph.journal.isRecording else { return }
    let replaced = registry.writes.waiting.filter { $0.state == slot.stateID }
    let value = key.map(Self.describe) ?? "nil"
    dropWrites(replaced) { _ in .replaced(by: value) }
    writeNotes[slot.stateID] = WriteNote(action: FocusAction.current)
  }

  /// A write tried found no view: the first time, why it waits.
  func noteWaiting(_ write: PendingWrites.Write, of slot: AnyFocusStateSlot<KeyboardFocus>) {
    guard graph.journal.isRecording, writeNotes[write.state]?.obstacle == nil, let key = write.value else { return }
    let obstacle = self.obstacle(for: BindingKey(state: slot.stateID, value: key))
    // Described before the obstacle is noted: it has not waited yet.
    let described = self.write(of: slot, value: key)
    writeNotes[write.state, default: WriteNote()].obstacle = obstacle
    journalStill(.writeWaits(described, because: obstacle))
  }

  /// The write of `key` to `slot`, as it lands.
  func landedWrite(of slot: AnyFocusStateSlot<KeyboardFocus>, value key: AnyHashable?) -> FocusWrite {
    write(of: slot, value: key)
  }

  private func write(of slot: AnyFocusStateSlot<KeyboardFocus>, value key: AnyHashable?) -> FocusWrite {
    let note = writeNotes[slot.stateID]
    return FocusWrite(
      state: slot.typeName, value: key.map(Self.describe) ?? (slot.typeName.hasSuffix("<Bool>") ? "false" : "nil"),
      action: note?.action, waited: note?.obstacle != nil)
  }

  /// Records `writes` as dropped, for the reason `reason` gives from why
  /// each waited.
  func dropWrites(_ writes: [PendingWrites.Write], reason: (FocusWrite.Obstacle) -> FocusWrite.DropReason) {
    for write in writes {
      let note = writeNotes.removeValue(forKey: write.state)
      guard graph.journal.isRecording else { continue }
      let described = FocusWrite(
        state: registry.typeName(of: write.state) ?? "FocusState", value: write.value.map(Self.describe) ?? "nil",
        action: note?.action, waited: note?.obstacle != nil)
      journalStill(.writeDropped(described, because: reason(note?.obstacle ?? .noView)))
    }
  }

  /// Why no view takes a write of `key`: none is bound to it, a
  /// presentation covers the bound ones, or they cannot take focus.
  private func obstacle(for key: BindingKey) -> FocusWrite.Obstacle {
    let bound = registry.nodes(for: key).compactMap { graph.node($0) }
    if bound.isEmpty { return .noView }
    if bound.contains(where: { !admits($0) }) { return .covered }
    return .disabled
  }
}
