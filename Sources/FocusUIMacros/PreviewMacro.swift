import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview("Name", traits: …) { body }`: writes a type that registers
/// the preview, named `__FocusUIPreview` inside a uniquely named enum, so
/// that `PreviewRegistry` finds it in the executable's type metadata by
/// name, and the compiler rejects nothing two previews in one file share.
public struct PreviewMacro: DeclarationMacro {
  public static func expansion(
    of node: some FreestandingMacroExpansionSyntax,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    var name: ExprSyntax = "nil"
    var traits: [ExprSyntax] = []
    var body: ClosureExprSyntax? = node.trailingClosure
    var afterTraits = false
    for argument in node.arguments {
      switch argument.label?.text {
      case nil where afterTraits:
        traits.append(argument.expression)
      case nil:
        name = argument.expression
      case "traits":
        traits.append(argument.expression)
        afterTraits = true
      case "body":
        body = argument.expression.as(ClosureExprSyntax.self)
      default:
        break
      }
    }
    guard let body else {
      context.diagnose(
        Diagnostic(
          node: Syntax(node),
          message: PreviewDiagnostic("#Preview needs a closure building the previewed view: #Preview { MyView() }")))
      return []
    }
    let location = context.location(of: node)
    let file: ExprSyntax = location.map { $0.file } ?? "#fileID"
    let line: ExprSyntax = location.map { $0.line } ?? "#line"
    let unique = context.makeUniqueName("Preview")
    let traitList = traits.map(\.trimmedDescription).joined(separator: ", ")
    return [
      """
      enum \(unique) {
        struct __FocusUIPreview: FocusUI._PreviewRegistration {
          @MainActor static func makePreview() -> FocusUI.Preview {
            FocusUI.Preview(\(name.trimmed), traits: [\(raw: traitList)], fileID: \(file), line: \(line)) \(body.trimmed)
          }
        }
      }
      """
    ]
  }
}

struct PreviewDiagnostic: DiagnosticMessage {
  let message: String
  init(_ message: String) { self.message = message }
  var diagnosticID: MessageID { MessageID(domain: "FocusUIMacros", id: "Preview") }
  var severity: DiagnosticSeverity { .error }
}
