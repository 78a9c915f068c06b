import SwiftUI

/// A UIKit view controller: not on Linux.
struct ShareSheet: UIViewControllerRepresentable {
  let items: [Any]
}
