// AppKit's views, windows and panels do not exist on Linux: FocusUI draws
// SwiftUI views, in a terminal or a browser page. They are declared
// unavailable so that code using them stops with a message that says so,
// rather than "cannot find type in scope". `focus-port` leaves files that
// use them out of a ported app.

@available(
  *, unavailable,
  message:
    "AppKit views do not exist on Linux: FocusUI draws SwiftUI views only. Write this view in SwiftUI, or leave its file out of the Linux target (focus-port does)."
)
open class NSView {}

@available(
  *, unavailable,
  message:
    "AppKit view controllers do not exist on Linux: FocusUI draws SwiftUI views only. Leave this file out of the Linux target (focus-port does)."
)
open class NSViewController {}

@available(
  *, unavailable,
  message:
    "AppKit views do not exist on Linux, so there is nothing to represent: FocusUI draws SwiftUI views only. Write this view in SwiftUI, or leave its file out of the Linux target (focus-port does)."
)
public protocol NSViewRepresentable {}

@available(
  *, unavailable,
  message:
    "AppKit view controllers do not exist on Linux, so there is nothing to represent: FocusUI draws SwiftUI views only. Leave this file out of the Linux target (focus-port does)."
)
public protocol NSViewControllerRepresentable {}

@available(
  *, unavailable,
  message:
    "AppKit view controllers do not exist on Linux: FocusUI hosts SwiftUI views itself (App.main, TestHost, WebHost)."
)
open class NSHostingController<Content> {}

@available(
  *, unavailable,
  message: "There is no NSApplication on Linux: FocusUI runs the SwiftUI App; quit with the Quit command (Ctrl-Q)."
)
open class NSApplication {}

@available(
  *, unavailable,
  message: "There are no AppKit windows on Linux: FocusUI's scenes are SwiftUI's (WindowGroup, Window)."
)
open class NSWindow {}

@available(
  *, unavailable,
  message:
    "There are no AppKit panels on Linux: FocusUI draws SwiftUI views only; ask for a path in a TextField, or leave this file out of the Linux target (focus-port does)."
)
open class NSOpenPanel {}

@available(
  *, unavailable,
  message:
    "There are no AppKit panels on Linux: FocusUI draws SwiftUI views only; ask for a path in a TextField, or leave this file out of the Linux target (focus-port does)."
)
open class NSSavePanel {}
