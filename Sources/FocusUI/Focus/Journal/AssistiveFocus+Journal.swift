import FocusEngine

extension AssistiveFocus {
  /// Records where `technology`'s cursor went since the journal last saw
  /// it, because of `cause`.
  func journalCursor(of technology: AccessibilityTechnologies, cause: FocusCause) {
    let journal = graph.journal
    guard journal.isRecording, let state = technologies[technology.rawValue] else { return }
    let focus = FocusJournalEntry.Focus.assistive(Self.journalName(of: technology))
    let fromID = state.journaled
    let toID = state.cursor.element
    technologies[technology.rawValue]?.journaled = toID
    journal.record(focus, from: graph.journalMention(of: fromID), to: graph.journalMention(of: toID), cause: cause)
  }

  private static func journalName(of technology: AccessibilityTechnologies) -> String {
    technology == .switchControl ? "switchControl" : "voiceOver"
  }
}
