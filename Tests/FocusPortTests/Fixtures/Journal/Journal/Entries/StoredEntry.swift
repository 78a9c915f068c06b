import Foundation
import SwiftData

@Model
final class StoredEntry {
  var text: String
  init(text: String) { self.text = text }
}
