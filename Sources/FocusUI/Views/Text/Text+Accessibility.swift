extension Text {
  /// This text, spoken character by character by a screen reader: an
  /// acronym ("APPL" as "A P P L"), a code, a number read digit by digit.
  ///
  /// ```swift
  /// Text("Flight ") + Text(flight.code).speechSpellsOutCharacters()
  /// ```
  ///
  /// The element of a text with a spelled part is spelled out whole. As
  /// ``View/speechSpellsOutCharacters(_:)``, it changes what the terminal's
  /// screen reader says (and ``AccessibilityElement/announcement``), not
  /// what is drawn, and the browser host leaves the text as it is.
  public func speechSpellsOutCharacters(_ value: Bool = true) -> Text {
    styled { $0.spellsOutCharacters = value }
  }
}
