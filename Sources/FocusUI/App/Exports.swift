// What `import SwiftUI` brings along, so that SwiftUI code compiles with
// `import FocusUI` alone: Foundation (`UUID`, `Date`, `URL`, `Data`,
// `CharacterSet`, `Locale`, and on Linux `CGFloat`, `CGPoint`, `CGSize`,
// `CGRect`), Observation (`@Observable`) and Combine (`ObservableObject`,
// `@Published`, subjects, `Timer.publish`), FocusUI's stand-in on Linux.
@_exported import Combine
@_exported import Foundation
@_exported import Observation
