import Testing

@testable import FocusUI

/// `KeyEquivalent`'s `==` compares one-scalar keys without normalizing
/// (every key press compares its key with many); it must still say what
/// `Character`'s `==` says, canonical equivalence included.
@Suite struct KeyEquivalentEqualityTests {
  static let characters: [Character] = [
    "\t", "\r", " ", "a", "A", "K", ";", "`", "\u{1B}", "\u{7F}", "\u{F700}", "\u{F701}", "\u{F72D}", "\u{E000}",
    // Canonically equal to ASCII and Latin letters: GREEK QUESTION MARK
    // (;), KELVIN SIGN (K), GREEK VARIA (`), ANGSTROM SIGN (Å).
    "\u{037E}", "\u{212A}", "\u{1FEF}", "\u{212B}", "\u{00C5}", "A\u{030A}", "é", "e\u{0301}", "\u{F700}\u{0301}",
  ]

  @Test func keysAreEqualExactlyWhenTheirCharactersAre() {
    for left in Self.characters {
      for right in Self.characters {
        let keys = KeyEquivalent(left) == KeyEquivalent(right)
        #expect(keys == (left == right), "\(left.unicodeScalars.map(\.value)) vs \(right.unicodeScalars.map(\.value))")
        if keys { #expect(KeyEquivalent(left).hashValue == KeyEquivalent(right).hashValue) }
      }
    }
  }
}
