import FocusUIMacros
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

final class PreviewMacroTests: XCTestCase {
  private let macros: [String: any Macro.Type] = ["Preview": PreviewMacro.self]

  func testPreviewExpandsToARegistrationType() {
    assertMacroExpansion(
      """
      #Preview {
        Text("Hi")
      }
      """,
      expandedSource: """
        enum __macro_local_7PreviewfMu_ {
          struct __FocusUIPreview: FocusUI._PreviewRegistration {
            @MainActor static func makePreview() -> FocusUI.Preview {
              FocusUI.Preview(nil, traits: [], fileID: "TestModule/test.swift", line: 1) {
                Text("Hi")
              }
            }
          }
        }
        """,
      macros: macros, indentationWidth: .spaces(2)
    )
  }

  func testNameAndTraitsArePassedOn() {
    assertMacroExpansion(
      """
      #Preview("Tile", traits: .sizeThatFitsLayout, .landscapeLeft) {
        Text("Tile")
      }
      """,
      expandedSource: """
        enum __macro_local_7PreviewfMu_ {
          struct __FocusUIPreview: FocusUI._PreviewRegistration {
            @MainActor static func makePreview() -> FocusUI.Preview {
              FocusUI.Preview("Tile", traits: [.sizeThatFitsLayout, .landscapeLeft], fileID: "TestModule/test.swift", line: 1) {
                Text("Tile")
              }
            }
          }
        }
        """,
      macros: macros, indentationWidth: .spaces(2)
    )
  }

  func testPreviewWithoutAClosureIsAnError() {
    assertMacroExpansion(
      """
      #Preview("Nothing")
      """,
      expandedSource: "",
      diagnostics: [
        DiagnosticSpec(
          message: "#Preview needs a closure building the previewed view: #Preview { MyView() }", line: 1, column: 1)
      ],
      macros: macros, indentationWidth: .spaces(2)
    )
  }
}

final class PreviewableMacroTests: XCTestCase {
  private let macros: [String: any Macro.Type] = ["Preview": PreviewMacro.self, "Previewable": PreviewableMacro.self]

  func testPreviewableVariablesBecomeStoredPropertiesOfAView() {
    assertMacroExpansion(
      """
      #Preview {
        @Previewable @State var count = 1
        Counter(count: $count)
      }
      """,
      expandedSource: """
        enum __macro_local_7PreviewfMu_ {
          @MainActor struct __FocusUIPreviewContent: FocusUI.View {
            @State var count = 1
            var body: some FocusUI.View {
              Counter(count: $count)
            }
          }
          struct __FocusUIPreview: FocusUI._PreviewRegistration {
            @MainActor static func makePreview() -> FocusUI.Preview {
              FocusUI.Preview(nil, traits: [], fileID: "TestModule/test.swift", line: 1) {
                __FocusUIPreviewContent()
              }
            }
          }
        }
        """,
      macros: macros, indentationWidth: .spaces(2)
    )
  }
}
