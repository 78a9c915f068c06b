import Combine
import Foundation

/// The notes, as an app's model usually is: an `ObservableObject` in a file
/// that knows nothing of views.
public final class NoteStore: ObservableObject {
  public struct Note: Identifiable, Hashable {
    public let id: UUID
    public var title: String
    public var isPinned = false

    public init(title: String) {
      id = UUID()
      self.title = title
    }
  }

  @Published public var notes: [Note]
  @Published public var draft = ""
  /// Titles added, for whoever listens (a status line, a log).
  public let added = PassthroughSubject<String, Never>()

  public init(notes: [Note] = []) {
    self.notes = notes
  }

  /// Adds the draft as a note; returns its id, or `nil` for an empty draft.
  @discardableResult
  public func addDraft() -> Note.ID? {
    let title = draft.trimmingCharacters(in: .whitespaces)
    guard !title.isEmpty else { return nil }
    let note = Note(title: title)
    notes.append(note)
    draft = ""
    added.send(title)
    return note.id
  }

  public func remove(atOffsets offsets: IndexSet) {
    for index in offsets.sorted(by: >) { notes.remove(at: index) }
  }
}
