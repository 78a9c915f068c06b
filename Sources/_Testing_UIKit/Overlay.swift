// Swift Testing declares a cross-import overlay for UIKit (`_Testing_UIKit`,
// its attachments of UIKit images), which the Linux toolchain does not ship:
// a file that imports both Testing and FocusUI's `UIKit` stand-in (as every
// test that says `import SwiftUI` does) would stop at "no such module
// '_Testing_UIKit'". This empty module is the overlay found instead; it adds
// nothing, as there are no UIKit images here.
