// What `import SwiftUI` brings along, so that SwiftUI code compiles with
// `import FocusUI` alone: Foundation (`UUID`, `Date`, `URL`, `Data`,
// `CharacterSet`, `Locale`, and on Linux `CGFloat`, `CGPoint`, `CGSize`,
// `CGRect`) and Observation (`@Observable`).
@_exported import Foundation
@_exported import Observation
