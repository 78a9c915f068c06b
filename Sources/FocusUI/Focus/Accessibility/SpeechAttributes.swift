/// How a screen reader speaks a text or the elements of a view: set by
/// ``Text/speechSpellsOutCharacters(_:)``, ``Text/speechAdjustedPitch(_:)``,
/// ``Text/speechAlwaysIncludesPunctuation(_:)``,
/// ``Text/speechAnnouncementsQueued(_:)`` and their ``View`` forms. `nil`
/// leaves a setting to what is around, so the innermost one wins.
struct SpeechAttributes: Hashable, Sendable {
  var spellsOutCharacters: Bool?
  /// From -1 (lower) to 1 (higher); 0 is the voice's own pitch.
  var adjustedPitch: Double?
  var alwaysIncludesPunctuation: Bool?
  var announcementsQueued: Bool?

  /// These settings, with `outer`'s where these have none.
  func over(_ outer: SpeechAttributes) -> SpeechAttributes {
    SpeechAttributes(
      spellsOutCharacters: spellsOutCharacters ?? outer.spellsOutCharacters,
      adjustedPitch: adjustedPitch ?? outer.adjustedPitch,
      alwaysIncludesPunctuation: alwaysIncludesPunctuation ?? outer.alwaysIncludesPunctuation,
      announcementsQueued: announcementsQueued ?? outer.announcementsQueued)
  }

  /// The settings of a text made of `runs`: a setting of one run is the
  /// whole element's (a screen reader speaks an element in one voice), the
  /// first run's setting winning.
  static func of(runs: some Sequence<SpeechAttributes>) -> SpeechAttributes {
    runs.reduce(SpeechAttributes()) { whole, run in
      SpeechAttributes(
        spellsOutCharacters: whole.spellsOutCharacters == true
          ? true : run.spellsOutCharacters ?? whole.spellsOutCharacters,
        adjustedPitch: whole.adjustedPitch ?? run.adjustedPitch,
        alwaysIncludesPunctuation: whole.alwaysIncludesPunctuation == true
          ? true : run.alwaysIncludesPunctuation ?? whole.alwaysIncludesPunctuation,
        announcementsQueued: whole.announcementsQueued == true
          ? true : run.announcementsQueued ?? whole.announcementsQueued)
    }
  }

  /// The pitch clamped to -1…1, as SwiftUI clamps it.
  static func clampedPitch(_ value: Double) -> Double {
    value.isNaN ? 0 : min(1, max(-1, value))
  }
}
