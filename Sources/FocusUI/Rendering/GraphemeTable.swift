/// The characters of one ``Canvas`` that are more than one Unicode scalar
/// (an emoji with a modifier, a letter with a combining mark), each stored
/// once: a cell holding one keeps its index (``PackedCell/graphemeIndex``).
/// Every other character is its own scalar in the cell.
package struct GraphemeTable: Sendable, Equatable {
  /// The graphemes, in the order they were first drawn.
  package private(set) var graphemes: [Character] = []
  private var index: [Character: UInt32] = [:]

  package init() {}

  package var isEmpty: Bool { graphemes.isEmpty }

  package subscript(index: Int) -> Character { graphemes[index] }

  /// The index of `grapheme`, added when new.
  package mutating func id(for grapheme: Character) -> UInt32 {
    if let id = index[grapheme] { return id }
    let id = UInt32(graphemes.count)
    graphemes.append(grapheme)
    index[grapheme] = id
    return id
  }

  package static func == (lhs: GraphemeTable, rhs: GraphemeTable) -> Bool {
    lhs.graphemes == rhs.graphemes
  }
}
