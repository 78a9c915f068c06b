/// The styles one ``Canvas`` uses, each stored once: its cells hold an
/// index here (``PackedCell/style``). Index 0 is always ``CellStyle/plain``.
///
/// A frame uses a handful of styles, so a style is found by a look along
/// the list; a table that grows past ``linearLimit`` builds an index.
/// Tables are per canvas, so they grow with one frame's drawing, never
/// with the app's age.
package struct CellStyleTable: Sendable, Equatable {
  /// The styles, in the order they were first drawn.
  package private(set) var styles: [CellStyle] = [.plain]
  /// Whether each style has a background (text drawn over it keeps it).
  private var backgrounds: [Bool] = [false]
  /// The index of each style once there are many.
  private var index: [CellStyle: UInt32]?
  /// The last style merged with a background below it, and the result:
  /// text drawn over a `.background` asks for the same pair cell after cell.
  private var lastMerge: (text: UInt32, below: UInt32, merged: UInt32)?

  /// Past this many styles, lookups go through a dictionary.
  private static let linearLimit = 16

  package init() {}

  package var count: Int { styles.count }

  package subscript(id: UInt32) -> CellStyle { styles[Int(id)] }

  /// Whether style `id` has a background of its own.
  package func hasBackground(_ id: UInt32) -> Bool { backgrounds[Int(id)] }

  /// The style asked for last and its index: a view draws its text, fill
  /// and ring in one style after another, often the same again.
  private var last: (style: CellStyle, id: UInt32)?

  /// The index of `style`, added when new.
  package mutating func id(for style: CellStyle) -> UInt32 {
    if let last, last.style == style { return last.id }
    let id = lookUp(style)
    last = (style, id)
    return id
  }

  private mutating func lookUp(_ style: CellStyle) -> UInt32 {
    if let index {
      if let id = index[style] { return id }
    } else if let found = styles.firstIndex(of: style) {
      return UInt32(found)
    }
    let id = UInt32(styles.count)
    styles.append(style)
    backgrounds.append(style.background != nil)
    if index != nil {
      index?[style] = id
    } else if styles.count > Self.linearLimit {
      index = Dictionary(uniqueKeysWithValues: styles.enumerated().map { ($1, UInt32($0)) })
    }
    return id
  }

  /// Style `text` (which has no background) with the background of style
  /// `below`: text drawn over a background stays on it.
  package mutating func merging(_ text: UInt32, over below: UInt32) -> UInt32 {
    if let lastMerge, lastMerge.text == text, lastMerge.below == below { return lastMerge.merged }
    var style = self[text]
    style.background = self[below].background
    let merged = id(for: style)
    lastMerge = (text, below, merged)
    return merged
  }

  /// Tables with the same styles in the same order: their cells' style
  /// indices mean the same.
  package static func == (lhs: CellStyleTable, rhs: CellStyleTable) -> Bool {
    lhs.styles == rhs.styles
  }
}
