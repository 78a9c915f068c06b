extension KeyEquivalent {
  /// The function keys F1 to F12, at the private-use code points AppKit uses
  /// (`NSF1FunctionKey` is U+F704). SwiftUI names none; a host needs them
  /// to deliver F10 (the menus), F2 (the screen reader) and F12 (the focus
  /// inspector).
  ///
  /// ```swift
  /// screen.send(.key(.f10, []))                 // opens the first menu
  /// screen.send(.key(KeyEquivalent.functionKeys[4], []))   // F5
  /// ```
  public static let f1 = KeyEquivalent("\u{F704}")
  public static let f2 = KeyEquivalent("\u{F705}")
  public static let f3 = KeyEquivalent("\u{F706}")
  public static let f4 = KeyEquivalent("\u{F707}")
  public static let f5 = KeyEquivalent("\u{F708}")
  public static let f6 = KeyEquivalent("\u{F709}")
  public static let f7 = KeyEquivalent("\u{F70A}")
  public static let f8 = KeyEquivalent("\u{F70B}")
  public static let f9 = KeyEquivalent("\u{F70C}")
  public static let f10 = KeyEquivalent("\u{F70D}")
  public static let f11 = KeyEquivalent("\u{F70E}")
  public static let f12 = KeyEquivalent("\u{F70F}")

  /// F1 to F12 in order: `functionKeys[0]` is F1.
  public static let functionKeys: [KeyEquivalent] = [.f1, .f2, .f3, .f4, .f5, .f6, .f7, .f8, .f9, .f10, .f11, .f12]
}
