import FocusUIMacros
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

final class EntryFocusedValuesTests: XCTestCase {
  private let macros: [String: any Macro.Type] = ["Entry": EntryMacro.self]

  func testFocusedEntryExpandsToAKeyNamingTheUnwrappedType() {
    assertMacroExpansion(
      """
      extension FocusedValues {
        @Entry var focusedDocument: Binding<MyDocument>?
      }
      """,
      expandedSource: """
        extension FocusedValues {
          var focusedDocument: Binding<MyDocument>? {
            get {
              self[__Key_focusedDocument.self]
            }
            set {
              self[__Key_focusedDocument.self] = newValue
            }
          }

          struct __Key_focusedDocument: FocusUI.FocusedValueKey {
            typealias Value = Binding<MyDocument>
          }
        }
        """,
      macros: macros, indentationWidth: .spaces(2)
    )
  }

  func testOptionalSpelledOutAndANilValueAreAccepted() {
    assertMacroExpansion(
      """
      extension FocusUI.FocusedValues {
        @Entry var title: Optional<String> = nil
        @Entry private var count: Swift.Optional<Int>
      }
      """,
      expandedSource: """
        extension FocusUI.FocusedValues {
          var title: Optional<String> {
            get {
              self[__Key_title.self]
            }
            set {
              self[__Key_title.self] = newValue
            }
          }

          struct __Key_title: FocusUI.FocusedValueKey {
            typealias Value = String
          }
          private var count: Swift.Optional<Int> {
            get {
              self[__Key_count.self]
            }
            set {
              self[__Key_count.self] = newValue
            }
          }

          fileprivate struct __Key_count: FocusUI.FocusedValueKey {
            typealias Value = Int
          }
        }
        """,
      macros: macros, indentationWidth: .spaces(2)
    )
  }

  func testOptionalClosureEntryKeepsItsParentheses() {
    assertMacroExpansion(
      """
      extension FocusedValues {
        @Entry var save: (() -> Void)?
      }
      """,
      expandedSource: """
        extension FocusedValues {
          var save: (() -> Void)? {
            get {
              self[__Key_save.self]
            }
            set {
              self[__Key_save.self] = newValue
            }
          }

          struct __Key_save: FocusUI.FocusedValueKey {
            typealias Value = (() -> Void)
          }
        }
        """,
      macros: macros, indentationWidth: .spaces(2)
    )
  }

  func testNonOptionalFocusedEntryIsAnErrorOnItsTypeWithAFixIt() {
    assertMacroExpansion(
      """
      extension FocusedValues {
        @Entry var count: Int
      }
      """,
      expandedSource: """
        extension FocusedValues {
          var count: Int {
            get {
              self[__Key_count.self]!
            }
            set {
              self[__Key_count.self] = newValue
            }
          }

          struct __Key_count: FocusUI.FocusedValueKey {
            typealias Value = Int
          }
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "@Entry in FocusedValues must be optional: focused values are nil until a view publishes one; "
            + "write 'Int?'",
          line: 2, column: 21, fixIts: [FixItSpec(message: "make it 'Int?'")])
      ],
      macros: macros,
      applyFixIts: ["make it 'Int?'"],
      fixedSource: """
        extension FocusedValues {
          @Entry var count: Int?
        }
        """,
      indentationWidth: .spaces(2)
    )
  }

  func testNonOptionalFocusedEntryWithAValueLosesTheValueInTheFixIt() {
    assertMacroExpansion(
      """
      extension FocusedValues {
        @Entry var count: Int = 0
      }
      """,
      expandedSource: """
        extension FocusedValues {
          var count: Int {
            get {
              self[__Key_count.self]!
            }
            set {
              self[__Key_count.self] = newValue
            }
          }

          struct __Key_count: FocusUI.FocusedValueKey {
            typealias Value = Int
          }
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "@Entry in FocusedValues must be optional: focused values are nil until a view publishes one; "
            + "write 'Int?'",
          line: 2, column: 21, fixIts: [FixItSpec(message: "make it 'Int?' and remove the initial value")])
      ],
      macros: macros,
      fixedSource: """
        extension FocusedValues {
          @Entry var count: Int?
        }
        """,
      indentationWidth: .spaces(2)
    )
  }

  func testNonOptionalClosureFixItAddsParentheses() {
    assertMacroExpansion(
      """
      extension FocusedValues {
        @Entry var save: () -> Void
      }
      """,
      expandedSource: """
        extension FocusedValues {
          var save: () -> Void {
            get {
              self[__Key_save.self]!
            }
            set {
              self[__Key_save.self] = newValue
            }
          }

          struct __Key_save: FocusUI.FocusedValueKey {
            typealias Value = () -> Void
          }
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "@Entry in FocusedValues must be optional: focused values are nil until a view publishes one; "
            + "write '(() -> Void)?'",
          line: 2, column: 20, fixIts: [FixItSpec(message: "make it '(() -> Void)?'")])
      ],
      macros: macros,
      fixedSource: """
        extension FocusedValues {
          @Entry var save: (() -> Void)?
        }
        """,
      indentationWidth: .spaces(2)
    )
  }

  func testFocusedEntryWithANonNilValueIsAnErrorWithAFixIt() {
    assertMacroExpansion(
      """
      extension FocusedValues {
        @Entry var title: String? = "Untitled"
      }
      """,
      expandedSource: """
        extension FocusedValues {
          var title: String? {
            get {
              self[__Key_title.self]
            }
            set {
              self[__Key_title.self] = newValue
            }
          }

          struct __Key_title: FocusUI.FocusedValueKey {
            typealias Value = String
          }
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "@Entry in FocusedValues takes no initial value: focused values are nil until a view publishes "
            + "one; remove '= \"Untitled\"'",
          line: 2, column: 29, fixIts: [FixItSpec(message: "remove the initial value")])
      ],
      macros: macros,
      fixedSource: """
        extension FocusedValues {
          @Entry var title: String?
        }
        """,
      indentationWidth: .spaces(2)
    )
  }

  func testFocusedEntryWithoutTypeIsAClearError() {
    assertMacroExpansion(
      """
      extension FocusedValues {
        @Entry var count = nil
      }
      """,
      expandedSource: """
        extension FocusedValues {
          var count = nil
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "@Entry needs the type of 'count' written out, such as '@Entry var count: Int?'", line: 2,
          column: 3),
        DiagnosticSpec(
          message: "@Entry needs the type of 'count' written out, such as '@Entry var count: Int?'", line: 2,
          column: 3),
      ],
      macros: macros, indentationWidth: .spaces(2)
    )
  }

  func testEntryInAnotherExtensionNamesBothContainers() {
    assertMacroExpansion(
      """
      extension FocusedValueKey {
        @Entry var title: String?
      }
      """,
      expandedSource: """
        extension FocusedValueKey {
          var title: String?
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "@Entry can only be used in an extension of EnvironmentValues or FocusedValues", line: 2, column: 3),
        DiagnosticSpec(
          message: "@Entry can only be used in an extension of EnvironmentValues or FocusedValues", line: 2, column: 3),
      ],
      macros: macros, indentationWidth: .spaces(2)
    )
  }
}
