extension KeyEquivalent {
  /// The function keys F1 to F12, at the private-use code points AppKit uses
  /// (`NSF1FunctionKey` is U+F704).
  package static let f1 = KeyEquivalent("\u{F704}")
  package static let f2 = KeyEquivalent("\u{F705}")
  package static let f3 = KeyEquivalent("\u{F706}")
  package static let f4 = KeyEquivalent("\u{F707}")
  package static let f5 = KeyEquivalent("\u{F708}")
  package static let f6 = KeyEquivalent("\u{F709}")
  package static let f7 = KeyEquivalent("\u{F70A}")
  package static let f8 = KeyEquivalent("\u{F70B}")
  package static let f9 = KeyEquivalent("\u{F70C}")
  package static let f10 = KeyEquivalent("\u{F70D}")
  package static let f11 = KeyEquivalent("\u{F70E}")
  package static let f12 = KeyEquivalent("\u{F70F}")

  /// F1 to F12 in order: `functionKeys[0]` is F1.
  package static let functionKeys: [KeyEquivalent] = [.f1, .f2, .f3, .f4, .f5, .f6, .f7, .f8, .f9, .f10, .f11, .f12]
}
