// `import SwiftUI` on Linux: FocusUI under SwiftUI's module name, so an app
// written for Apple's platforms compiles with its imports unchanged. The
// terminal host comes with it, as with the FocusUI product: `@main` runs
// the app in the terminal.
@_exported import FocusUI
@_exported import FocusUITerminal

// On iOS and macOS, `import SwiftUI` brings UIKit or AppKit along: their
// colors and fonts, which SwiftUI code passes to `Color(_:)` and `Font(_:)`.
#if os(Linux)
  @_exported import AppKit
  @_exported import UIKit
#endif

/// SwiftUI's `Canvas` view. In FocusUI itself, `Canvas` names the grid of
/// cells a frame is drawn into, and the view is `_Canvas`; under
/// `import SwiftUI` this name wins, so an app's `Canvas { context, size in … }`
/// compiles unchanged.
public typealias Canvas<Symbols: View> = _Canvas<Symbols>
