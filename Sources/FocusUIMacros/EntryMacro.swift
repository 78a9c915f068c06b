import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `@Entry var name: Type = default` inside an extension of
/// `EnvironmentValues`, or `@Entry var name: Type?` inside an extension of
/// `FocusedValues`: writes a key type (holding the default, or naming the
/// published type), and the accessors reading and writing through it.
///
/// A declaration `@Entry` can't expand (not a single `var`, no type,
/// another container) is an error from both expansions. A focused entry
/// that is not optional, or has a value other than `nil`, is an error with
/// a Fix-It, reported once by the peer expansion; both expansions still
/// write code that type-checks, so it is the only error.
public struct EntryMacro: AccessorMacro, PeerMacro {
  public static func expansion(
    of node: AttributeSyntax,
    providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    let entry = try Entry(declaration, context: context)
    // A non-optional focused entry is already an error; `!` keeps the
    // getter type-checking so that error stands alone.
    let unwrap = entry.isNonOptionalFocusedEntry ? "!" : ""
    return [
      "get { self[\(raw: entry.keyName).self]\(raw: unwrap) }",
      "set { self[\(raw: entry.keyName).self] = newValue }",
    ]
  }

  public static func expansion(
    of node: AttributeSyntax,
    providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let entry = try Entry(declaration, context: context)
    if let problem = entry.problem {
      context.diagnose(problem)
    }
    switch entry.key {
    case .environment(let type, let defaultValue):
      return [
        """
        \(raw: entry.access)struct \(raw: entry.keyName): FocusUI.EnvironmentKey {
          static var defaultValue: \(type) { \(defaultValue) }
        }
        """
      ]
    case .focused(let value):
      return [
        """
        \(raw: entry.access)struct \(raw: entry.keyName): FocusUI.FocusedValueKey {
          typealias Value = \(value)
        }
        """
      ]
    }
  }
}

/// The containers `@Entry` extends.
enum EntryContainer: String {
  case environmentValues = "EnvironmentValues"
  case focusedValues = "FocusedValues"
}

/// What the two expansions need from the declaration.
struct Entry {
  /// What the key type holds.
  enum Key {
    /// An `EnvironmentKey`: the entry's type and its default value.
    case environment(type: TypeSyntax, defaultValue: ExprSyntax)
    /// A `FocusedValueKey`: the published type, the entry's type unwrapped
    /// (or, when it is not optional, as written).
    case focused(value: TypeSyntax)
  }

  var keyName: String
  var key: Key
  var access: String
  /// A mistake in a focused entry that the expansions can work around: an
  /// error for the peer expansion to report.
  var problem: Diagnostic?
  /// Whether `problem` is a focused entry that is not optional.
  var isNonOptionalFocusedEntry = false

  init(_ declaration: some DeclSyntaxProtocol, context: some MacroExpansionContext) throws {
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
      throw EntryError("@Entry can only be used in an extension of EnvironmentValues or FocusedValues")
    }
    guard let type = binding.typeAnnotation?.type.trimmed else {
      let example = container == .focusedValues ? "\(name): Int?" : "\(name): Int = 0"
      throw EntryError("@Entry needs the type of '\(name)' written out, such as '@Entry var \(example)'")
    }
    switch container {
    case .environmentValues:
      let defaultValue: ExprSyntax
      if let initializer = binding.initializer?.value.trimmed {
        defaultValue = initializer
      } else if Self.wrapped(inOptional: type) != nil {
        defaultValue = "nil"
      } else {
        throw EntryError("@Entry needs a default value for '\(name)', such as '= \(type)()'")
      }
      key = .environment(type: type, defaultValue: defaultValue)
    case .focusedValues:
      if let value = Self.wrapped(inOptional: type) {
        key = .focused(value: value.trimmed)
        if let initializer = binding.initializer, !initializer.value.is(NilLiteralExprSyntax.self) {
          problem = Self.focusedEntryWithValue(binding, initializer: initializer)
        }
      } else {
        key = .focused(value: type)
        problem = Self.nonOptionalFocusedEntry(binding)
        isNonOptionalFocusedEntry = true
      }
    }
    keyName = "__Key_\(name)"
    let modifiers = variable.modifiers.map(\.name.text)
    access = modifiers.contains("private") || modifiers.contains("fileprivate") ? "fileprivate " : ""
  }
}

extension Entry {
  /// `FocusUI.EnvironmentValues` → `EnvironmentValues`.
  static func unqualified(_ name: String) -> String {
    name.split(separator: ".").last.map(String.init) ?? name
  }

  /// `T` for `T?`, `T!`, `Optional<T>` and `Swift.Optional<T>`; `nil` for
  /// any other type.
  static func wrapped(inOptional type: TypeSyntax) -> TypeSyntax? {
    if let optional = type.as(OptionalTypeSyntax.self) { return optional.wrappedType }
    if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return optional.wrappedType }
    let arguments: GenericArgumentClauseSyntax?
    if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional" {
      arguments = identifier.genericArgumentClause
    } else if let member = type.as(MemberTypeSyntax.self), member.name.text == "Optional",
      member.baseType.trimmedDescription == "Swift"
    {
      arguments = member.genericArgumentClause
    } else {
      return nil
    }
    guard let arguments, arguments.arguments.count == 1, case .type(let wrapped) = arguments.arguments.first?.argument
    else { return nil }
    return wrapped
  }

  /// `T?`, with parentheses where `T` needs them (`(() -> Void)?`).
  static func optional(_ type: TypeSyntax) -> TypeSyntax {
    let needsParentheses =
      type.is(FunctionTypeSyntax.self) || type.is(SomeOrAnyTypeSyntax.self) || type.is(CompositionTypeSyntax.self)
      || type.is(AttributedTypeSyntax.self)
    let wrapped =
      needsParentheses
      ? TypeSyntax(TupleTypeSyntax(elements: [TupleTypeElementSyntax(type: type.trimmed)]))
      : type.trimmed
    return TypeSyntax(OptionalTypeSyntax(wrappedType: wrapped))
  }

  /// `@Entry var count: Int` in `FocusedValues`: the error, on the type,
  /// with a Fix-It writing `Int?` (and dropping an initial value).
  static func nonOptionalFocusedEntry(_ binding: PatternBindingSyntax) -> Diagnostic {
    let type = binding.typeAnnotation?.type ?? TypeSyntax(MissingTypeSyntax())
    let optionalType = optional(type)
    var fixed = binding
    let fixItMessage: String
    if binding.initializer != nil {
      fixed.typeAnnotation?.type = optionalType.with(\.leadingTrivia, type.leadingTrivia)
        .with(\.trailingTrivia, binding.trailingTrivia)
      fixed.initializer = nil
      fixItMessage = "make it '\(optionalType)' and remove the initial value"
    } else {
      fixed.typeAnnotation?.type = optionalType.with(\.leadingTrivia, type.leadingTrivia)
        .with(\.trailingTrivia, type.trailingTrivia)
      fixItMessage = "make it '\(optionalType)'"
    }
    return Diagnostic(
      node: type,
      message: EntryDiagnostic(
        "@Entry in FocusedValues must be optional: focused values are nil until a view publishes one; "
          + "write '\(optionalType)'",
        id: "nonOptionalFocusedEntry"),
      fixIt: FixIt(
        message: EntryFixIt(fixItMessage, id: "makeFocusedEntryOptional"),
        changes: [.replace(oldNode: Syntax(binding), newNode: Syntax(fixed))]))
  }

  /// `@Entry var name: String? = "x"` in `FocusedValues`: the error, on the
  /// initial value, with a Fix-It removing it.
  static func focusedEntryWithValue(_ binding: PatternBindingSyntax, initializer: InitializerClauseSyntax)
    -> Diagnostic
  {
    var fixed = binding
    fixed.initializer = nil
    if var typeAnnotation = fixed.typeAnnotation {
      typeAnnotation.type = typeAnnotation.type.with(\.trailingTrivia, initializer.trailingTrivia)
      fixed.typeAnnotation = typeAnnotation
    }
    return Diagnostic(
      node: initializer,
      message: EntryDiagnostic(
        "@Entry in FocusedValues takes no initial value: focused values are nil until a view publishes one; "
          + "remove '\(initializer.trimmed)'",
        id: "focusedEntryWithValue"),
      fixIt: FixIt(
        message: EntryFixIt("remove the initial value", id: "removeFocusedEntryValue"),
        changes: [.replace(oldNode: Syntax(binding), newNode: Syntax(fixed))]))
  }
}

struct EntryError: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}

struct EntryDiagnostic: DiagnosticMessage {
  var message: String
  var diagnosticID: MessageID
  var severity: DiagnosticSeverity { .error }

  init(_ message: String, id: String) {
    self.message = message
    diagnosticID = MessageID(domain: "FocusUIMacros", id: id)
  }
}

struct EntryFixIt: FixItMessage {
  var message: String
  var fixItID: MessageID

  init(_ message: String, id: String) {
    self.message = message
    fixItID = MessageID(domain: "FocusUIMacros", id: id)
  }
}
