/// The kind of keyboard a text field asks for on iOS:
/// ``View/keyboardType(_:)``. A terminal has its own keyboard: accepted and
/// ignored (a field takes any characters typed whatever the type).
public enum UIKeyboardType: Int, Hashable, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
    decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// The meaning of a field's text, for autofill: ``View/textContentType(_:)``.
/// A terminal offers no autofill: accepted and ignored.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let name = UITextContentType(rawValue: "name")
  public static let givenName = UITextContentType(rawValue: "givenName")
  public static let familyName = UITextContentType(rawValue: "familyName")
  public static let nickname = UITextContentType(rawValue: "nickname")
  public static let organizationName = UITextContentType(rawValue: "organizationName")
  public static let emailAddress = UITextContentType(rawValue: "emailAddress")
  public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
  public static let URL = UITextContentType(rawValue: "URL")
  public static let username = UITextContentType(rawValue: "username")
  public static let password = UITextContentType(rawValue: "password")
  public static let newPassword = UITextContentType(rawValue: "newPassword")
  public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
  public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
  public static let postalCode = UITextContentType(rawValue: "postalCode")
  public static let addressCity = UITextContentType(rawValue: "addressCity")
  public static let countryName = UITextContentType(rawValue: "countryName")
  public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
}

/// How a field capitalizes what is typed on iOS:
/// ``View/textInputAutocapitalization(_:)``. The terminal's keyboard types
/// what the user types: accepted and ignored.
public struct TextInputAutocapitalization: Hashable, Sendable {
  let name: String

  /// Never capitalize.
  public static let never = TextInputAutocapitalization(name: "never")
  /// Capitalize each word.
  public static let words = TextInputAutocapitalization(name: "words")
  /// Capitalize each sentence.
  public static let sentences = TextInputAutocapitalization(name: "sentences")
  /// Capitalize every character.
  public static let characters = TextInputAutocapitalization(name: "characters")
}

extension TextInputAutocapitalization {
  /// The capitalization UIKit's `style` names; `nil` for none that maps.
  ///
  /// ```swift
  /// TextField("Name", text: $name)
  ///   .textInputAutocapitalization(TextInputAutocapitalization(.words))
  /// ```
  public init?(_ type: UITextAutocapitalizationType) {
    switch type {
    case .none: self = .never
    case .words: self = .words
    case .sentences: self = .sentences
    case .allCharacters: self = .characters
    }
  }
}

/// How UIKit capitalizes what is typed: ``View/autocapitalization(_:)``,
/// iOS's older spelling. A terminal's keyboard types what the user types:
/// accepted and ignored.
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
  case none, words, sentences, allCharacters
}

/// How scrolling dismisses the on-screen keyboard:
/// ``View/scrollDismissesKeyboard(_:)``. A terminal has no on-screen
/// keyboard: accepted and ignored.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
  let name: String

  public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
  public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
  public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
  public static let never = ScrollDismissesKeyboardMode(name: "never")
}

extension View {
  /// The keyboard a field asks for on iOS. A terminal has one keyboard, so
  /// this changes nothing; it is accepted so shared code compiles.
  ///
  /// ```swift
  /// TextField("Age", text: $age).keyboardType(.numberPad)
  /// ```
  public func keyboardType(_ type: UIKeyboardType) -> some View {
    self
  }

  /// What a field's text means, for autofill (`nil` for none). A terminal
  /// offers no autofill: accepted and ignored.
  ///
  /// ```swift
  /// TextField("Email", text: $email).textContentType(.emailAddress)
  /// ```
  public func textContentType(_ textContentType: UITextContentType?) -> some View {
    self
  }

  /// How a field capitalizes typing on iOS. A terminal inserts what is
  /// typed as typed: accepted and ignored.
  ///
  /// ```swift
  /// TextField("Username", text: $username).textInputAutocapitalization(.never)
  /// ```
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
    self
  }

  /// How a field capitalizes typing on iOS, with UIKit's type (the
  /// spelling before ``textInputAutocapitalization(_:)``). A terminal
  /// inserts what is typed as typed, Shift and Caps Lock included: accepted
  /// and ignored.
  ///
  /// ```swift
  /// TextField("Username", text: $username).autocapitalization(.none)
  /// ```
  public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
    self
  }

  /// Turns autocorrection off for fields here. A terminal never
  /// autocorrects: accepted and ignored.
  ///
  /// ```swift
  /// TextField("Username", text: $username).autocorrectionDisabled()
  /// ```
  public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
    self
  }

  /// Turns autocorrection off (SwiftUI's older spelling of
  /// ``autocorrectionDisabled(_:)``): accepted and ignored.
  ///
  /// ```swift
  /// TextField("Code", text: $code).disableAutocorrection(true)
  /// ```
  public func disableAutocorrection(_ disable: Bool?) -> some View {
    self
  }

  /// How scrolling dismisses the on-screen keyboard. A terminal has none:
  /// accepted and ignored.
  ///
  /// ```swift
  /// ScrollView { … }.scrollDismissesKeyboard(.interactively)
  /// ```
  public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
    self
  }
}
