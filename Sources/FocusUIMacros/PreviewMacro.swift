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
    let preview = "FocusUI.Preview(\(name.trimmedDescription), traits: [\(traitList)], fileID: \(file), line: \(line))"
    guard let hoisted = PreviewableState(body) else {
      return [
        """
        enum \(unique) {
          struct __FocusUIPreview: FocusUI._PreviewRegistration {
            @MainActor static func makePreview() -> FocusUI.Preview {
              \(raw: preview) {
                \(raw: body.statements.map(\.trimmedDescription).joined(separator: "\n"))
              }
            }
          }
        }
        """
      ]
    }
    // `@Previewable` state becomes the stored properties of a view, so the
    // runtime keeps it as it keeps any view's state.
    return [
      """
      enum \(unique) {
        @MainActor struct __FocusUIPreviewContent: FocusUI.View {
          \(raw: hoisted.properties)
          var body: some FocusUI.View {
            \(raw: hoisted.body)
          }
        }
        struct __FocusUIPreview: FocusUI._PreviewRegistration {
          @MainActor static func makePreview() -> FocusUI.Preview {
            \(raw: preview) {
              __FocusUIPreviewContent()
            }
          }
        }
      }
      """
    ]
  }
}

/// The `@Previewable` variables at the top of a `#Preview` body, and the
/// rest of the body; `nil` when there are none.
struct PreviewableState {
  var properties: String
  var body: String

  init?(_ closure: ClosureExprSyntax) {
    var properties: [String] = []
    var rest: [String] = []
    for item in closure.statements {
      if let variable = item.item.as(VariableDeclSyntax.self),
        variable.attributes.contains(where: { Self.isPreviewable($0) })
      {
        var stripped = variable
        stripped.attributes = variable.attributes.filter { !Self.isPreviewable($0) }
        properties.append(stripped.trimmedDescription)
      } else {
        rest.append(item.trimmedDescription)
      }
    }
    guard !properties.isEmpty else { return nil }
    self.properties = properties.joined(separator: "\n")
    body = rest.joined(separator: "\n")
  }

  private static func isPreviewable(_ attribute: AttributeListSyntax.Element) -> Bool {
    attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable"
  }
}

struct PreviewDiagnostic: DiagnosticMessage {
  let message: String
  init(_ message: String) { self.message = message }
  var diagnosticID: MessageID { MessageID(domain: "FocusUIMacros", id: "Preview") }
  var severity: DiagnosticSeverity { .error }
}

/// `@Previewable`: a marker `#Preview` reads; it adds nothing itself.
public struct PreviewableMacro: PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
