import SwiftCompilerPlugin
import SwiftSyntaxMacros

@main
struct FocusUIMacrosPlugin: CompilerPlugin {
  let providingMacros: [any Macro.Type] = [EntryMacro.self, PreviewMacro.self, PreviewableMacro.self]
}
