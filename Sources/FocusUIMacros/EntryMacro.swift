import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Entry var name: Type = default` inside an extension of
/// `EnvironmentValues`: writes a key type holding the default, and the
/// accessors reading and writing through it.
public struct EntryMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    guard let entry = try Entry(declaration, context: context) else { return [] }
    return [
      "get { self[\(raw: entry.keyName).self] }",
      "set { self[\(raw: entry.keyName).self] = newValue }",
    ]
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let entry = try Entry(declaration, context: context) else { return [] }
    return [
      """
      \(raw: entry.access)struct \(raw: entry.keyName): FocusUI.\(raw: entry.container.keyProtocol) {
        static var defaultValue: \(entry.type) { \(entry.defaultValue) }
      }
      """
    ]
  }
}

/// The containers `@Entry` extends.
enum EntryContainer: String {
  case environmentValues = "EnvironmentValues"

  var keyProtocol: String {
    switch self {
    case .environmentValues: "EnvironmentKey"
    }
  }
}

/// What the two expansions need from the declaration.
struct Entry {
  var keyName: String
  var type: TypeSyntax
  var defaultValue: ExprSyntax
  var container: EntryContainer
  var access: String

  init?(_ declaration: some DeclSyntaxProtocol, context: some MacroExpansionContext) throws {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      variable.bindingSpecifier.tokenKind == .keyword(.var),
      variable.bindings.count == 1, let binding = variable.bindings.first,
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.trimmedDescription
    else {
      throw EntryError("@Entry applies to a single 'var' declaration, such as '@Entry var name: String = \"\"'")
    }
    guard binding.accessorBlock == nil else {
      throw EntryError("@Entry writes the accessors of '\(name)'; remove the ones written here")
    }
    guard let extendedType = context.lexicalContext.first?.as(ExtensionDeclSyntax.self)?.extendedType,
      let container = EntryContainer(rawValue: Self.unqualified(extendedType.trimmedDescription))
    else {
      throw EntryError("@Entry can only be used in an extension of EnvironmentValues")
    }
    guard let type = binding.typeAnnotation?.type.trimmed else {
      throw EntryError("@Entry needs the type of '\(name)' written out, such as '@Entry var \(name): Int = 0'")
    }
    if let initializer = binding.initializer?.value.trimmed {
      defaultValue = initializer
    } else if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
      || type.trimmedDescription.hasPrefix("Optional<")
    {
      defaultValue = "nil"
    } else {
      throw EntryError("@Entry needs a default value for '\(name)', such as '= \(type)()'")
    }
    keyName = "__Key_\(name)"
    self.type = type
    self.container = container
    let modifiers = variable.modifiers.map(\.name.text)
    access = modifiers.contains("private") || modifiers.contains("fileprivate") ? "fileprivate " : ""
  }
}

extension Entry {
  /// `FocusUI.EnvironmentValues` → `EnvironmentValues`.
  static func unqualified(_ name: String) -> String {
    name.split(separator: ".").last.map(String.init) ?? name
  }
}

struct EntryError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
