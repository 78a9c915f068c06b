extension KeyEquivalent {
  /// The function keys F1 to F12, at the private-use code points AppKit uses
  /// (`NSF1FunctionKey` is U+F704).
  static let f1 = KeyEquivalent("\u{F704}")
  static let f2 = KeyEquivalent("\u{F705}")
  static let f3 = KeyEquivalent("\u{F706}")
  static let f4 = KeyEquivalent("\u{F707}")
  static let f5 = KeyEquivalent("\u{F708}")
  static let f6 = KeyEquivalent("\u{F709}")
  static let f7 = KeyEquivalent("\u{F70A}")
  static let f8 = KeyEquivalent("\u{F70B}")
  static let f9 = KeyEquivalent("\u{F70C}")
  static let f10 = KeyEquivalent("\u{F70D}")
  static let f11 = KeyEquivalent("\u{F70E}")
  static let f12 = KeyEquivalent("\u{F70F}")

  /// F1 to F12 in order: `functionKeys[0]` is F1.
  static let functionKeys: [KeyEquivalent] = [.f1, .f2, .f3, .f4, .f5, .f6, .f7, .f8, .f9, .f10, .f11, .f12]
}
