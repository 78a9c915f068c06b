// Swift Testing declares a cross-import overlay for AppKit (`_Testing_AppKit`,
// its attachments of AppKit images), which the Linux toolchain does not ship:
// a file that imports both Testing and FocusUI's `AppKit` stand-in (as every
// test that says `import SwiftUI` does) would stop at "no such module
// '_Testing_AppKit'". This empty module is the overlay found instead; it adds
// nothing, as there are no AppKit images here.
