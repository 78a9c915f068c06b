import Foundation

/// Views whose content comes from a collection and can be edited: a
/// `ForEach`, whose rows ``onDelete(perform:)`` and ``onMove(perform:)``
/// make deletable and movable.
public protocol DynamicViewContent: View {
  /// The collection the content comes from.
  associatedtype Data: Collection
  /// The collection.
  var data: Data { get }
}

extension ForEach: DynamicViewContent {}

/// A row of a `ForEach` with editing actions: the key of each runs while
/// focus is in the row.
public struct _EditableRow<Content: View>: View {
  let content: Content
  let delete: (@MainActor () -> Void)?
  let move: (@MainActor (Int) -> Bool)?

  public var body: some View {
    content
      .onDeleteCommand(perform: delete)
      .onKeyPress(keys: [.upArrow, .downArrow]) { press in
        guard let move, press.modifiers.contains(.option) else { return .ignored }
        return move(press.key == .upArrow ? -1 : 1) ? .handled : .ignored
      }
  }
}

extension ForEach {
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
    let offset = offsetFinder
    return ForEach<Data, ID, _EditableRow<Content>>(data, id: idKeyPath) { [content] element in
      _EditableRow(
        content: content(element),
        delete: action.map { action in { if let index = offset(element) { action(IndexSet(integer: index)) } } },
        move: nil)
    }
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
    let offset = offsetFinder
    let count = data.count
    return ForEach<Data, ID, _EditableRow<Content>>(data, id: idKeyPath) { [content] element in
      _EditableRow(
        content: content(element), delete: nil,
        move: action.map { action in
          { step in
            guard let index = offset(element), index + step >= 0, index + step < count else { return false }
            action(IndexSet(integer: index), step < 0 ? index - 1 : index + 2)
            return true
          }
        })
    }
  }

  /// The offset in `data` of the element with `element`'s id, found when a
  /// key asks for it.
  private var offsetFinder: (Data.Element) -> Int? {
    let data = self.data
    let id = idKeyPath
    return { element in
      let wanted = element[keyPath: id]
      guard let index = data.firstIndex(where: { $0[keyPath: id] == wanted }) else { return nil }
      return data.distance(from: data.startIndex, to: index)
    }
  }
}
