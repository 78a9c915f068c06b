import FocusPort
import Testing

/// What `focus-port` sees of a Swift file: the code Linux compiles, its
/// imports, its `@main` app, and why it would be left out.
@Suite struct SwiftSourceTests {
  @Test func branchesFalseOnLinuxAreNotLookedAt() {
    let source = SwiftSource(
      """
      import SwiftUI
      #if os(iOS)
      import MapKit
      struct A: UIViewRepresentable {}
      #elseif canImport(AppKit)
      let kept = NSColor.labelColor
      #else
      let notKept = 1
      #endif
      #if canImport(PhotosUI) && DEBUG
      import PhotosUI
      #endif
      #if DEBUG
      let debug = 1
      #endif
      """)
    #expect(source.imports == ["SwiftUI"])
    #expect(source.identifiers.contains("NSColor"))
    #expect(!source.identifiers.contains("notKept"))
    #expect(!source.identifiers.contains("UIViewRepresentable"))
    // A condition that cannot be known here is compiled.
    #expect(source.identifiers.contains("debug"))
    #expect(SourceReview(source).isPortable)
  }

  @Test func commentsAndStringsAreNotCode() {
    let source = SwiftSource(
      """
      import SwiftUI // import MapKit
      /* struct A: UIViewRepresentable {} /* nested */ UIView */
      let text = "UIView \\" UIApplication"
      let long = \"\"\"
        import CoreData
        \"\"\"
      """)
    #expect(source.imports == ["SwiftUI"])
    #expect(SourceReview(source).isPortable)
  }

  @Test func theMainAppIsFoundWhenItIsASwiftUIApp() {
    #expect(SwiftSource("@main\nstruct Cookbook: App {\n}").mainApp == "Cookbook")
    #expect(SwiftSource("@main struct Tool: ParsableCommand, App {}").mainApp == "Tool")
    #expect(SwiftSource("@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {}").mainApp == nil)
    #expect(SwiftSource("// @main\nstruct A: App {}").mainApp == nil)
  }

  @Test func reviewSaysWhyAFileIsLeftOut() {
    #expect(
      SourceReview(SwiftSource("import SwiftUI\nlet name = UIDevice.current.name")).reasons == [
        "uses UIDevice (UIKit), which Linux lacks"
      ])
    // The feedback generators are provided (they play nothing on Linux).
    #expect(SourceReview(SwiftSource("import SwiftUI\nlet g = UIImpactFeedbackGenerator(style: .light)")).isPortable)
    #expect(
      SourceReview(SwiftSource("import SwiftUI\n@FetchRequest var items: FetchedResults<Item>")).reasons == [
        "uses FetchRequest: Core Data is out of scope on Linux"
      ])
    #expect(SourceReview(SwiftSource("import UIKit\nlet c = UIColor.systemBlue.withAlphaComponent(0.5)")).isPortable)
    #expect(
      SourceReview(SwiftSource("@testable import Foo\nimport struct Bar.Baz")).reasons == [
        "imports Foo, which Linux lacks", "imports Bar, which Linux lacks",
      ])
  }
}
