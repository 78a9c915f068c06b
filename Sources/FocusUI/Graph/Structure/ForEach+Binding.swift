@MainActor extension ForEach where Content: View {
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
    self.init(data, id: \.id, content: content)
  }

  /// Creates views from a binding to a collection whose elements are
  /// identified by `id`, handing each row a binding to its element.
  ///
  /// ```swift
  /// ForEach($names, id: \.self) { $name in
  ///   TextField("Name", text: $name)
  /// }
  /// ```
  ///
  /// As with ``init(_:content:)-(Binding<C>,_)``, a row's binding follows its element by
  /// id; when a write changes the id itself, the row gives way to a new one.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == [(index: C.Index, id: ID)], C.Index: Hashable {
    let collection = data.wrappedValue
    let rows = collection.indices.map { (index: $0, id: collection[$0][keyPath: id]) }
    let base = data.location
    self.init(rows, id: \.id) { row in
      content(
        Binding(
          location: ElementLocation(
            base: base, index: row.index, idKeyPath: id, id: row.id, last: collection[row.index])))
    }
  }
}

/// An element of a collection, found by id (at its last index first).
final class ElementLocation<C: MutableCollection & RandomAccessCollection, ID: Hashable>: Location<C.Element>
where C.Index: Hashable {
  let base: Location<C>
  let index: C.Index
  let idKeyPath: KeyPath<C.Element, ID>
  let id: ID
  private var last: C.Element

  init(base: Location<C>, index: C.Index, idKeyPath: KeyPath<C.Element, ID>, id: ID, last: C.Element) {
    self.base = base
    self.index = index
    self.idKeyPath = idKeyPath
    self.id = id
    self.last = last
  }

  private func position(in collection: C) -> C.Index? {
    if collection.indices.contains(index), collection[index][keyPath: idKeyPath] == id { return index }
    return collection.firstIndex { $0[keyPath: idKeyPath] == id }
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
