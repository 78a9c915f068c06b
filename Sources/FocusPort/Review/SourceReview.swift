/// Whether a Swift file of an app can be compiled on Linux with FocusUI,
/// and if not, why: the reasons `focus-port` prints for each file it leaves
/// out.
///
/// ```swift
/// let review = SourceReview(SwiftSource("import SwiftUI\nstruct Map: UIViewRepresentable {}"))
/// review.reasons   // ["uses UIViewRepresentable: UIKit views do not exist on Linux"]
/// ```
public struct SourceReview: Sendable, Equatable {
  /// Why the file cannot be compiled on Linux; empty when it can.
  public let reasons: [String]
  /// The `@main` SwiftUI `App` the file declares, if any.
  public let mainApp: String?

  public var isPortable: Bool { reasons.isEmpty }

  public init(_ source: SwiftSource) {
    mainApp = source.mainApp
    var reasons: [String] = []
    for module in source.imports where !LinuxModules.available.contains(module) {
      reasons.append(Self.reason(importing: module))
    }
    let identifiers = source.identifiers
    for (name, why) in Self.views.sorted(by: { $0.key < $1.key }) where identifiers.contains(Substring(name)) {
      reasons.append("uses \(name): \(why)")
    }
    if !reasons.contains(where: { $0.contains("Core Data") }),
      let name = Self.coreData.first(where: { identifiers.contains(Substring($0)) })
    {
      reasons.append("uses \(name): Core Data is out of scope on Linux")
    }
    let otherUIKit = identifiers.filter {
      $0.count > 2 && $0.hasPrefix("UI") && $0.dropFirst(2).first?.isUppercase == true
        && !Self.providedUIKitNames.contains(String($0)) && Self.views[String($0)] == nil
    }
    for name in otherUIKit.sorted() {
      reasons.append("uses \(name) (UIKit), which Linux lacks")
    }
    self.reasons = reasons
  }

  static func reason(importing module: String) -> String {
    switch module {
    case "SwiftData": "imports SwiftData: SwiftData is out of scope on Linux"
    case "CoreData": "imports CoreData: Core Data is out of scope on Linux"
    default: "imports \(module), which Linux lacks"
    }
  }

  /// UIKit and AppKit names whose files are left out, and why.
  static let views: [String: String] = {
    var views: [String: String] = [:]
    for name in [
      "UIView", "UIViewController", "UIViewRepresentable", "UIViewControllerRepresentable", "UIHostingController",
    ] {
      views[name] = "UIKit views do not exist on Linux"
    }
    for name in [
      "NSView", "NSViewController", "NSViewRepresentable", "NSViewControllerRepresentable", "NSHostingController",
      "NSHostingView",
    ] {
      views[name] = "AppKit views do not exist on Linux"
    }
    for name in [
      "UIApplication", "UIApplicationDelegate", "UIApplicationDelegateAdaptor", "UIResponder", "UIWindow",
      "UIWindowScene", "UIScene", "UISceneDelegate", "UIWindowSceneDelegate", "UIScreen",
    ] {
      views[name] = "UIKit's app objects do not exist on Linux (FocusUI runs the SwiftUI App)"
    }
    for name in [
      "NSApplication", "NSApp", "NSApplicationDelegate", "NSApplicationDelegateAdaptor", "NSWindow", "NSOpenPanel",
      "NSSavePanel", "NSWorkspace", "NSPasteboard", "NSImage", "NSEvent", "NSMenu", "NSStatusBar", "NSAlert",
    ] {
      views[name] = "AppKit's app objects do not exist on Linux (FocusUI runs the SwiftUI App)"
    }
    return views
  }()

  /// Core Data names SwiftUI code uses without importing CoreData (SwiftUI
  /// re-exports them on Apple's platforms).
  static let coreData = [
    "FetchRequest", "FetchedResults", "NSManagedObject", "NSManagedObjectContext", "NSPersistentContainer",
    "NSFetchRequest", "managedObjectContext",
  ]

  /// UIKit names the `UIKit` stand-in and FocusUI provide.
  static let providedUIKitNames: Set<String> = [
    "UIKit", "UIColor", "UIFont", "UIKeyboardType", "UITextContentType", "UITextAutocapitalizationType",
    "UIFeedbackGenerator", "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator",
    "UISelectionFeedbackGenerator",
  ]
}
