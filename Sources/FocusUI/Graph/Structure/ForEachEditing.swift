import Foundation

/// Views whose content comes from a collection and can be edited: a
/// `ForEach`, whose rows ``ForEach/onDelete(perform:)`` and ``ForEach/onMove(perform:)``
/// make deletable and movable.
public protocol DynamicViewContent: View {
  /// The collection the content comes from.
  associatedtype Data: Collection
  /// The collection.
  var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

/// A row of a `ForEach` with editing actions: the key of each runs while
/// focus is in the row.
public struct _EditableRow<Content: View> {
  let content: Content
  /// The row's offset in its `ForEach`'s data, looked up when a key asks.
  let offset: () -> Int?
  /// How many rows there are.
  let count: Int
  let onDelete: (@MainActor (IndexSet) -> Void)?
  let onMove: (@MainActor (IndexSet, Int) -> Void)?
}

// Declared apart from the type, so that the type is not inferred to be
// main-actor isolated: a `ForEach`'s row closure, which makes it, is not.
extension _EditableRow: View {
  public var body: some View {
    content
      .onDeleteCommand(
        perform: onDelete.map { action in { @MainActor in if let index = offset() { action([index]) } } }
      )
      .onKeyPress(keys: [.upArrow, .downArrow]) { press in
        guard let onMove, press.modifiers.contains(.option), let index = offset() else { return .ignored }
        let step = press.key == .upArrow ? -1 : 1
        guard index + step >= 0, index + step < count else { return .ignored }
        onMove([index], step < 0 ? index - 1 : index + 2)
        return .handled
      }
  }
}

extension ForEach where Content: View {
  /// Makes each row deletable: Delete (or Forward Delete) with focus in a
  /// row — on a focusable view of it that does not edit text — calls
  /// `action` with that row's offset in `data`.
  ///
  /// ```swift
  /// List {
  ///   ForEach(groceries) { item in
  ///     Text(item.name).focusable()
  ///   }
  ///   .onDelete { groceries.remove(atOffsets: $0) }
  /// }
  /// ```
  ///
  /// A terminal has no swipe: Delete is the keyboard's way, as on a Mac.
  public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> ForEach<Data, ID, _EditableRow<Content>> {
    editable(onDelete: action, onMove: nil)
  }

  /// Makes each row movable: Option-↑ and Option-↓ (Alt in a terminal)
  /// with focus in a row call `action` with that row's offset and where it
  /// goes, as SwiftUI's drag does (`to` counts positions before the move:
  /// one down is `offset + 2`).
  ///
  /// ```swift
  /// ForEach(steps) { StepRow(step: $0) }
  ///   .onMove { steps.move(fromOffsets: $0, toOffset: $1) }
  /// ```
  ///
  /// Focus stays on the moved row: it is the same view, by its id.
  public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?) -> ForEach<Data, ID, _EditableRow<Content>>
  {
    editable(onDelete: nil, onMove: action)
  }

  private func editable(
    onDelete: (@MainActor (IndexSet) -> Void)?, onMove: (@MainActor (IndexSet, Int) -> Void)?
  ) -> ForEach<Data, ID, _EditableRow<Content>> {
    let data = self.data
    let id = idKeyPath
    let count = data.count
    return ForEach<Data, ID, _EditableRow<Content>>(data, id: id) { [content] element in
      let wanted = element[keyPath: id]
      return _EditableRow(
        content: content(element),
        offset: {
          guard let index = data.firstIndex(where: { $0[keyPath: id] == wanted }) else { return nil }
          return data.distance(from: data.startIndex, to: index)
        },
        count: count, onDelete: onDelete, onMove: onMove)
    }
  }
}
