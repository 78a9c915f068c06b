/// One cell of a ``Canvas`` as it is stored: eight bytes, no reference.
///
/// The glyph is the character's Unicode scalar when it has one (nearly
/// every cell), else the index of the grapheme in the canvas's
/// `GraphemeTable`; the style is an index in its `CellStyleTable`.
/// Two canvases with the same tables compare their cells bit for bit,
/// which is what lets a host compare whole rows at once. A host reads
/// them through its canvas (``Canvas/packedCells``), which turns them back
/// into characters and styles:
///
/// ```swift
/// for packed in canvas.packedCells where !packed.isContinuation {
///   let style = canvas.style(of: packed)
///   if let scalar = packed.scalar, scalar.isASCII { bytes.append(UInt8(scalar.value)) }
///   else { bytes += Array(String(canvas.character(of: packed)).utf8) }
/// }
/// ```
public struct PackedCell: Hashable, Sendable {
  /// The scalar value or grapheme index, and the flags in the top bits.
  package var glyph: UInt32
  /// The index of the cell's style in its canvas's style table: within
  /// one canvas, equal indexes are equal styles.
  public package(set) var style: UInt32

  /// Marks the right half of a wide character.
  private static let continuationBit: UInt32 = 1 << 31
  /// Marks a glyph that is an index in the grapheme table.
  private static let graphemeBit: UInt32 = 1 << 30

  /// A space in the plain style (style 0 in every table).
  package static let blank = PackedCell(scalar: " ", style: 0)

  package init(scalar: Unicode.Scalar, style: UInt32, isContinuation: Bool = false) {
    glyph = scalar.value | (isContinuation ? Self.continuationBit : 0)
    self.style = style
  }

  package init(grapheme index: UInt32, style: UInt32) {
    glyph = index | Self.graphemeBit
    self.style = style
  }

  /// Whether this cell is the right half of a wide character.
  public var isContinuation: Bool { glyph & Self.continuationBit != 0 }

  /// The scalar drawn, or `nil` when the glyph is a grapheme index.
  public var scalar: Unicode.Scalar? {
    glyph & Self.graphemeBit != 0 ? nil : Unicode.Scalar(glyph & ~Self.continuationBit)
  }

  /// The index in the grapheme table, when the glyph is one.
  package var graphemeIndex: Int? {
    glyph & Self.graphemeBit != 0 ? Int(glyph & ~Self.graphemeBit) : nil
  }

  /// This cell with another style.
  package func styled(_ style: UInt32) -> PackedCell {
    var cell = self
    cell.style = style
    return cell
  }
}
