extension ForEach {
  /// Creates views from a binding to a collection, handing each row a
  /// binding to its element: the way to edit the rows of a list.
  ///
  /// ```swift
  /// ForEach($items) { $item in
  ///   Toggle(item.name, isOn: $item.isDone)
  /// }
  /// ```
  ///
  /// A row's binding follows its element by id, not by position: after rows
  /// are removed or moved it still reads and writes the same element, and
  /// once the element is gone it reads the last value it had and ignores
  /// writes (where SwiftUI can trap with an index out of range).
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [(index: C.Index, id: ID)], C.Element: Identifiable, ID == C.Element.ID, C.Index: Hashable {
    let collection = data.wrappedValue
    let rows = collection.indices.map { (index: $0, id: collection[$0].id) }
    let base = data.location
    self.init(rows, id: \.id) { row in
      content(
        Binding(
          location: ElementLocation(
            base: base, index: row.index, id: row.id, last: collection[row.index])))
    }
  }
}

/// An element of a collection, found by id (at its last index first).
final class ElementLocation<C: MutableCollection & RandomAccessCollection>: Location<C.Element>
where C.Element: Identifiable, C.Index: Hashable {
  let base: Location<C>
  let index: C.Index
  let id: C.Element.ID
  private var last: C.Element

  init(base: Location<C>, index: C.Index, id: C.Element.ID, last: C.Element) {
    self.base = base
    self.index = index
    self.id = id
    self.last = last
  }

  private func position(in collection: C) -> C.Index? {
    if collection.indices.contains(index), collection[index].id == id { return index }
    return collection.firstIndex { $0.id == id }
  }

  override func get() -> C.Element {
    let collection = base.get()
    if let position = position(in: collection) { last = collection[position] }
    return last
  }

  override func set(_ value: C.Element) {
    var collection = base.get()
    guard let position = position(in: collection) else { return }
    collection[position] = value
    last = value
    base.set(collection)
  }

  /// The base's storage and this element's place in it.
  override var identity: LocationIdentity? {
    base.identity.map {
      // A row keeps its id, so within a row the index tells the place.
      LocationIdentity(root: $0.root, path: $0.path + [\C.[index] as AnyKeyPath])
    }
  }
}
