// UIKit's views and app objects do not exist on Linux: FocusUI draws
// SwiftUI views, in a terminal or a browser page. They are declared
// unavailable so that code using them stops with a message that says so,
// rather than "cannot find type in scope" (which reads like a missing
// import). `focus-port` leaves files that use them out of a ported app.

@available(
  *, unavailable,
  message:
    "UIKit views do not exist on Linux: FocusUI draws SwiftUI views only. Write this view in SwiftUI, or leave its file out of the Linux target (focus-port does)."
)
open class UIView {}

@available(
  *, unavailable,
  message:
    "UIKit view controllers do not exist on Linux: FocusUI draws SwiftUI views only. Leave this file out of the Linux target (focus-port does)."
)
open class UIViewController {}

@available(
  *, unavailable,
  message:
    "UIKit views do not exist on Linux, so there is nothing to represent: FocusUI draws SwiftUI views only. Write this view in SwiftUI, or leave its file out of the Linux target (focus-port does)."
)
public protocol UIViewRepresentable {}

@available(
  *, unavailable,
  message:
    "UIKit view controllers do not exist on Linux, so there is nothing to represent: FocusUI draws SwiftUI views only. Leave this file out of the Linux target (focus-port does)."
)
public protocol UIViewControllerRepresentable {}

@available(
  *, unavailable,
  message:
    "UIKit view controllers do not exist on Linux: FocusUI hosts SwiftUI views itself (App.main, TestHost, WebHost)."
)
open class UIHostingController<Content> {}

@available(
  *, unavailable,
  message:
    "There is no UIApplication on Linux: FocusUI runs the SwiftUI App. Dismiss the keyboard by clearing a @FocusState; open URLs with the openURL environment value."
)
open class UIApplication {}

@available(
  *, unavailable,
  message: "There are no UIKit windows or screens on Linux: read the size a view is given with GeometryReader."
)
open class UIScreen {}

@available(
  *, unavailable,
  message: "There are no UIKit windows on Linux: FocusUI's scenes are SwiftUI's (WindowGroup)."
)
open class UIWindow {}
