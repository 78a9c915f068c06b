import FocusUIMacros
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

final class EntryMacroTests: XCTestCase {
  private let macros: [String: any Macro.Type] = ["Entry": EntryMacro.self]

  func testEntryExpandsToAKeyAndAccessors() {
    assertMacroExpansion(
      """
      extension EnvironmentValues {
        @Entry var accent: String = "blue"
      }
      """,
      expandedSource: """
        extension EnvironmentValues {
          var accent: String {
            get {
              self[__Key_accent.self]
            }
            set {
              self[__Key_accent.self] = newValue
            }
          }

          struct __Key_accent: FocusUI.EnvironmentKey {
            static var defaultValue: String {
              "blue"
            }
          }
        }
        """,
      macros: macros, indentationWidth: .spaces(2)
    )
  }

  func testOptionalEntryWithoutValueDefaultsToNil() {
    assertMacroExpansion(
      """
      extension EnvironmentValues {
        @Entry var session: Session?
      }
      """,
      expandedSource: """
        extension EnvironmentValues {
          var session: Session? {
            get {
              self[__Key_session.self]
            }
            set {
              self[__Key_session.self] = newValue
            }
          }

          struct __Key_session: FocusUI.EnvironmentKey {
            static var defaultValue: Session? {
              nil
            }
          }
        }
        """,
      macros: macros, indentationWidth: .spaces(2)
    )
  }

  func testEntryWithoutTypeIsAClearError() {
    assertMacroExpansion(
      """
      extension EnvironmentValues {
        @Entry var count = 0
      }
      """,
      expandedSource: """
        extension EnvironmentValues {
          var count = 0
        }
        """,
      diagnostics: [
        DiagnosticSpec(
          message: "@Entry needs the type of 'count' written out, such as '@Entry var count: Int = 0'", line: 2,
          column: 3),
        DiagnosticSpec(
          message: "@Entry needs the type of 'count' written out, such as '@Entry var count: Int = 0'", line: 2,
          column: 3),
      ],
      macros: macros, indentationWidth: .spaces(2)
    )
  }

  func testEntryOutsideEnvironmentOrFocusedValuesIsAClearError() {
    assertMacroExpansion(
      """
      struct Settings {
        @Entry var accent: String = "blue"
      }
      """,
      expandedSource: """
        struct Settings {
          var accent: String = "blue"
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
