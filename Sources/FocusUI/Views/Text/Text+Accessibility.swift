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
    styled { $0.speech.spellsOutCharacters = value }
  }

  /// This text, spoken higher (up to 1) or lower (down to -1) than the
  /// voice's own pitch; values past either end are clamped.
  ///
  /// ```swift
  /// Text("Item deleted").speechAdjustedPitch(-0.5)
  /// ```
  ///
  /// The element of a text with a part so set is spoken at that pitch
  /// (``AccessibilityElement/speechAdjustedPitch``, which a host's voice
  /// applies); the first such part wins.
  public func speechAdjustedPitch(_ value: Double) -> Text {
    styled { $0.speech.adjustedPitch = value }
  }

  /// This text, spoken with every punctuation mark named: code, a formula,
  /// a price whose marks matter.
  ///
  /// ```swift
  /// Text("x = y + 1;").speechAlwaysIncludesPunctuation()   // "x equals y plus 1 semicolon"
  /// ```
  public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text {
    styled { $0.speech.alwaysIncludesPunctuation = value }
  }

  /// Announcements of this text wait for what a screen reader is saying
  /// instead of interrupting it.
  ///
  /// ```swift
  /// Text("Downloading…").speechAnnouncementsQueued()
  /// ```
  public func speechAnnouncementsQueued(_ value: Bool = true) -> Text {
    styled { $0.speech.announcementsQueued = value }
  }
}
