// `import SwiftUI` on Linux: FocusUI under SwiftUI's module name, so an app
// written for Apple's platforms compiles with its imports unchanged. The
// terminal host comes with it, as with the FocusUI product: `@main` runs
// the app in the terminal.
@_exported import FocusUI
@_exported import FocusUITerminal
