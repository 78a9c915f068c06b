import UIKit

/// UIKit values that the SwiftUI views pass through.
enum Theme {
  static let rowFont = UIFont.preferredFont(forTextStyle: .body)
  static let rowColor = UIColor.label
  static let cardBackground = UIColor.secondarySystemBackground.withAlphaComponent(0.9)
}
